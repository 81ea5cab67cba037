import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { dataState, useDataStatus } from '@/hooks/use-data-status';
import { formatDate, formatInteger } from '@/lib/format';
import { coverageQuery } from '../api/home-queries';
import styles from './science-stats.module.css';
import '@/i18n/en/home';

/**
 * "Can science make a difference?" — every figure here is computed by the product from its data;
 * the app passes in the backtest claims (shown only once a backtest exists). The disclaimer always
 * shows.
 */
export function ScienceStats({ claims }: { claims?: ReactNode }) {
  const { t } = useTranslation(['home', 'common']);
  const coverage = useQuery(coverageQuery);
  const data = dataState(useDataStatus().data);
  // Before the first import and score run, 0 is not a figure: say what is going on instead.
  const pending =
    data?.kind === 'working'
      ? t('science.loading')
      : data?.kind === 'empty'
        ? t('science.noData')
        : null;
  const figure = (n: number) =>
    n === 0 ? (pending ?? t('common:notAvailable')) : formatInteger(n);
  return (
    <section className={styles.block} aria-labelledby="science-title">
      <h2 id="science-title" className={styles.title}>
        {t('science.title')}
      </h2>
      <p className={styles.lead}>{t('science.lead')}</p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('science.companies')}</dt>
          <dd>
            {coverage.isPending ? (
              <Skeleton width="5rem" height="2rem" />
            ) : coverage.data ? (
              figure(coverage.data.companies)
            ) : (
              t('common:notAvailable')
            )}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>
            {coverage.data?.asOf
              ? t('science.scoredAsOf', { date: formatDate(coverage.data.asOf) })
              : t('science.scored')}
          </dt>
          <dd>
            {coverage.isPending ? (
              <Skeleton width="5rem" height="2rem" />
            ) : coverage.data ? (
              figure(coverage.data.scored)
            ) : (
              t('common:notAvailable')
            )}
          </dd>
        </div>
      </dl>
      {claims}
      <p className={styles.disclaimer}>{t('common:disclaimer')}</p>
    </section>
  );
}
