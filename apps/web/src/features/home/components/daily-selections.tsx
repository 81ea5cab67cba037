import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { asOfText, dataState, useDataStatus, waitingText } from '@/hooks/use-data-status';
import { formatDate } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import type { DailySelectionItem } from '../daily-selections-cache';
import { useDailySelections } from '../use-daily-selections';
import styles from './daily-selections.module.css';
import '@/i18n/en/home';

/** Spec §2: the three tabs, in this order (their texts: the `home` messages `selections.<id>`). */
export const SELECTION_TABS = ['top_dogs', 'rising_stars', 'hidden_gems'] as const;

function Grid({
  items,
  mobile,
  waiting,
}: {
  items: DailySelectionItem[];
  mobile: boolean;
  /** Said instead of "none qualifies" while the data is still loading or scoring. */
  waiting: string | null;
}) {
  const { t } = useTranslation('home');
  if (items.length === 0) {
    return <p className={styles.note}>{waiting ?? t('selections.none')}</p>;
  }
  return (
    <ul className={mobile ? styles.list : styles.grid}>
      {items.map((item) => (
        <li key={item.companyId.ticker}>
          <Link to={stockPath(item.companyId.ticker)} className={styles.card}>
            <CompanyLogo
              src={item.companyId.image}
              name={item.companyId.companyName}
              ticker={item.companyId.ticker}
              size={36}
            />
            <span className={styles.names}>
              <span className={styles.name}>{item.companyId.companyName}</span>
              <span className={styles.ticker}>{item.companyId.ticker}</span>
            </span>
            <ScoreBadge score={Math.round(item.evidentScorePercentile)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Loading({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('home');
  return (
    <ul className={mobile ? styles.list : styles.grid} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: mobile ? 4 : 9 }, (_, i) => (
        <li key={i} className={styles.card} data-skeleton="">
          <Skeleton width={36} height={36} radius="var(--radius-md)" />
          <Skeleton width="70%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Daily selections (spec §2, §4, §9): Top Dogs, Rising Stars and Hidden Gems; a 3-column card
 * grid on desktop, a list on mobile; refetched every 5 minutes and on focus; a failed request
 * shows the last copy kept in local storage.
 */
export function DailySelections({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('home');
  const state = useDailySelections();
  const data = dataState(useDataStatus().data);
  const asOf = asOfText(data);
  return (
    <section className={styles.section} aria-labelledby="daily-selections-title">
      <div className={styles.header}>
        <h2 id="daily-selections-title" className={styles.title}>
          {t('selections.title')}
        </h2>
        {/* Always there (empty until known), so the date never moves the page. */}
        <p className={styles.asOf}>{asOf ?? '\u00a0'}</p>
        {state.status === 'cached' ? (
          <p className={styles.stale} role="status">
            {t('selections.saved', { date: formatDate(state.savedAt) })}
          </p>
        ) : null}
      </div>
      <Tabs defaultValue="top_dogs">
        <TabsList aria-label={t('selections.title')}>
          {SELECTION_TABS.map((id) => (
            <TabsTrigger key={id} value={id}>
              {t(`selections.${id}.label`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SELECTION_TABS.map((id) => (
          <TabsContent key={id} value={id}>
            <p className={styles.blurb}>{t(`selections.${id}.blurb`)}</p>
            {state.status === 'loading' ? (
              <Loading mobile={mobile} />
            ) : state.status === 'error' ? (
              <p className={styles.note}>{t('selections.failed')}</p>
            ) : (
              <Grid
                items={state.items.filter((i) => i.category === id)}
                mobile={mobile}
                waiting={waitingText(data)}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
