import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/card';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { leadersQuery, mostPopularQuery } from '@/features/home/api/home-queries';
import {
  CompanyList,
  dayChange,
  scoresAsOf,
  sessionOf,
} from '@/features/home/components/company-list';
import { DailySelections } from '@/features/home/components/daily-selections';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeMenu } from '@/features/home/components/home-menu';
import { EvidenceClaims } from '@/features/evidence/components/evidence-claims';
import { ScienceStats } from '@/features/home/components/science-stats';
import { StockSearch } from '@/features/search/components/stock-search';
import { HERO_DEBOUNCE_MS, HERO_RESULTS } from '@/features/search/search-results';
import { resolveHomeTab } from '@/features/home/home-tab';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { asOfText, dataState, useDataStatus, waitingText } from '@/hooks/use-data-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './home.module.css';
import '@/i18n/en/home';

function Leaders() {
  const { t } = useTranslation('home');
  const q = useQuery(leadersQuery);
  const waiting = waitingText(dataState(useDataStatus().data));
  return (
    <Card title={t('leaders.title')} subtitle={t('leaders.subtitle')}>
      <CompanyList
        companies={q.data}
        loading={q.isPending}
        failed={q.isError}
        emptyText={waiting ?? t('leaders.empty')}
        caption={scoresAsOf}
      />
    </Card>
  );
}

function MostPopular() {
  const { t } = useTranslation('home');
  const q = useQuery(mostPopularQuery);
  const waiting = waitingText(dataState(useDataStatus().data));
  return (
    <Card title={t('mostPopular.title')} subtitle={t('mostPopular.subtitle')}>
      <CompanyList
        companies={q.data}
        loading={q.isPending}
        failed={q.isError}
        detail={dayChange}
        emptyText={waiting ?? t('mostPopular.empty')}
        caption={sessionOf}
      />
    </Card>
  );
}

/** `/` and `/signup`. The `tab` parameter picks the section (spec §2). */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  const tab = resolveHomeTab(params.get('tab'));
  const mobile = useBreakpoint() === 'mobile';
  const asOf = asOfText(dataState(useDataStatus().data));
  useDocumentTitle();
  return (
    <div data-home-tab={tab} className={styles.page}>
      <HomeHero
        mobile={mobile}
        search={
          <StockSearch
            label={t('hero.search')}
            debounceMs={HERO_DEBOUNCE_MS}
            maxResults={HERO_RESULTS}
            size="lg"
          />
        }
      />
      {mobile ? (
        <div className={styles.stack}>
          <RegionErrorBoundary label={t('regions.dailySelections')}>
            <DailySelections mobile />
          </RegionErrorBoundary>
          <RegionErrorBoundary label={t('regions.statistics')}>
            <ScienceStats claims={<EvidenceClaims />} />
          </RegionErrorBoundary>
        </div>
      ) : (
        <div className={styles.columns}>
          <HomeMenu tab={tab} />
          <div className={styles.stack}>
            <div>
              <h2 className={styles.sectionTitle}>{t(`tabs.${tab}.title`)}</h2>
              <p className={styles.sectionSubtitle}>{t(`tabs.${tab}.subtitle`)}</p>
              {/* Always there (empty until known), so the date never moves the page. */}
              <p className={styles.asOf} data-testid="home-as-of">
                {asOf ?? '\u00a0'}
              </p>
            </div>
            <div className={styles.lists}>
              <RegionErrorBoundary label={t('regions.leaders')}>
                <Leaders />
              </RegionErrorBoundary>
              <RegionErrorBoundary label={t('regions.mostPopular')}>
                <MostPopular />
              </RegionErrorBoundary>
            </div>
            <RegionErrorBoundary label={t('regions.dailySelections')}>
              <DailySelections mobile={false} />
            </RegionErrorBoundary>
            <RegionErrorBoundary label={t('regions.statistics')}>
              <ScienceStats claims={<EvidenceClaims />} />
            </RegionErrorBoundary>
          </div>
        </div>
      )}
    </div>
  );
}
