import type { CompanySummary } from '@evident/contracts/stocks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { t } from '@/i18n/i18n';
import { formatDate, formatPercent } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import styles from './company-list.module.css';
import '@/i18n/en/home';

export type CompanyListProps = {
  companies: CompanySummary[] | undefined;
  loading: boolean;
  failed: boolean;
  /** What to show at the right of each row besides the score. */
  detail?: (c: CompanySummary) => string | null;
  emptyText: string;
  /** A line under the list, shown with it (e.g. the date the figures are as of). */
  caption?: (companies: CompanySummary[]) => string | null;
};

/** A ranked list of companies with logo, name, ticker and Evident Score; rows link to the page. */
export function CompanyList({
  companies,
  loading,
  failed,
  detail,
  emptyText,
  caption,
}: CompanyListProps) {
  const { t } = useTranslation(['home', 'common']);
  if (loading) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className={styles.row}>
            <Skeleton width={32} height={32} radius="var(--radius-md)" />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  if (failed) return <p className={styles.note}>{t('companyList.failed')}</p>;
  if (!companies || companies.length === 0) return <p className={styles.note}>{emptyText}</p>;
  const captionText = caption?.(companies) ?? null;
  return (
    <>
      <ol className={styles.list}>
        {companies.map((c) => {
          const extra = detail?.(c) ?? null;
          return (
            <li key={c.ticker}>
              <Link to={stockPath(c.ticker)} className={styles.row}>
                <CompanyLogo src={c.image} name={c.companyName} ticker={c.ticker} size={32} />
                <span className={styles.names}>
                  <span className={styles.name}>{c.companyName}</span>
                  <span className={styles.ticker}>{c.ticker}</span>
                </span>
                {extra ? <span className={styles.detail}>{extra}</span> : null}
                {c.evidentScore === null ? (
                  <span className={styles.na}>{t('common:notAvailable')}</span>
                ) : (
                  <ScoreBadge score={c.evidentScore} />
                )}
              </Link>
            </li>
          );
        })}
      </ol>
      {captionText ? <p className={styles.caption}>{captionText}</p> : null}
    </>
  );
}

/** "+1.2% today" style detail for the most-traded list. */
export const dayChange = (c: CompanySummary) =>
  c.change1d === null
    ? null
    : t('home:companyList.dayChange', { change: formatPercent(c.change1d, { sign: true }) });

/** The latest session among the companies listed ("Jul 2, 2026"), or null when none has one. */
function latestSession(companies: CompanySummary[]): string | null {
  let latest: string | null = null;
  for (const c of companies)
    if (c.sessionDate && (!latest || c.sessionDate > latest)) latest = c.sessionDate;
  return latest;
}

/** Caption of a ranking by score: the date of the prices its scores use. */
export const scoresAsOf = (companies: CompanySummary[]) => {
  const date = latestSession(companies);
  return date ? t('home:companyList.scoresAsOf', { date: formatDate(date) }) : null;
};

/** Caption of a ranking by trading: the session it ranks. */
export const sessionOf = (companies: CompanySummary[]) => {
  const date = latestSession(companies);
  return date ? t('home:companyList.sessionOf', { date: formatDate(date) }) : null;
};
