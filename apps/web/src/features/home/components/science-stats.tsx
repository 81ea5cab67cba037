import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { dataState, useDataStatus } from '@/hooks/use-data-status';
import { SHORT_DISCLAIMER } from '@/lib/disclaimer';
import { formatDate, formatInteger } from '@/lib/format';
import { coverageQuery } from '../api/home-queries';
import styles from './science-stats.module.css';

/**
 * "Can science make a difference?" — every figure here is computed by the product from its data;
 * the app passes in the backtest claims (shown only once a backtest exists). The disclaimer always
 * shows.
 */
export function ScienceStats({ claims }: { claims?: ReactNode }) {
  const coverage = useQuery(coverageQuery);
  const data = dataState(useDataStatus().data);
  // Before the first import and score run, 0 is not a figure: say what is going on instead.
  const pending =
    data?.kind === 'working' ? 'loading…' : data?.kind === 'empty' ? 'no data loaded' : null;
  const figure = (n: number) => (n === 0 ? (pending ?? 'not available') : formatInteger(n));
  return (
    <section className={styles.block} aria-labelledby="science-title">
      <h2 id="science-title" className={styles.title}>
        Can science make a difference?
      </h2>
      <p className={styles.lead}>
        The Evident Score ranks companies on factors that decades of published research link to
        long-term returns — value, growth, profitability, financial health and shareholder payout —
        using only the figures that were public on each date.
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Listed US companies analysed</dt>
          <dd>
            {coverage.isPending ? (
              <Skeleton width="5rem" height="2rem" />
            ) : coverage.data ? (
              figure(coverage.data.companies)
            ) : (
              'not available'
            )}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            With an Evident Score
            {coverage.data?.asOf ? ` (as of ${formatDate(coverage.data.asOf)})` : ''}
          </dt>
          <dd>
            {coverage.isPending ? (
              <Skeleton width="5rem" height="2rem" />
            ) : coverage.data ? (
              figure(coverage.data.scored)
            ) : (
              'not available'
            )}
          </dd>
        </div>
      </dl>
      {claims}
      <p className={styles.disclaimer}>{SHORT_DISCLAIMER}</p>
    </section>
  );
}
