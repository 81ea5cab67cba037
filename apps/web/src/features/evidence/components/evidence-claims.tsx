import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInView } from '@/hooks/use-in-view';
import { formatPercent } from '@/lib/format';
import { evidenceQuery } from '../api/evidence-query';
import { claimsOf, intervalWords, portfolioRules } from '../claims';
import styles from './evidence-claims.module.css';
import '@/i18n/en/evidence';

/**
 * The home page's backtest claims (spec §1), read from the latest backtest. Nothing is shown
 * before a backtest exists; a figure the result does not support is left out. The backtest (a
 * large answer) is read when the claims near the screen, not while the page starts (ADR 028).
 */
export function EvidenceClaims() {
  const { t } = useTranslation('evidence');
  const { ref, inView } = useInView<HTMLDivElement>();
  const q = useQuery({ ...evidenceQuery, enabled: inView });
  if (!q.data) return <div ref={ref} />;
  const c = claimsOf(q.data);
  const pct = (x: number) => formatPercent(x);
  const signed = (x: number) => formatPercent(x, { sign: true });
  const topBucket = t(
    c.weights === 'walk-forward' ? 'claims.topBucketWalkForward' : 'claims.topBucket',
    { since: c.since },
  );
  const items = [
    c.topBucketCagr === null
      ? null
      : {
          value: formatPercent(c.topBucketCagr),
          // The index beside it, so the figure cannot be read alone.
          text:
            c.benchmarkCagr === null
              ? topBucket
              : t('claims.withBenchmark', {
                  claim: topBucket,
                  cagr: formatPercent(c.benchmarkCagr),
                }),
          // Issue 25: the range the figure could have come from, so it cannot be overstated.
          interval: intervalWords(c.intervals.topBucketCagr, pct),
        },
    c.betterOdds === null
      ? null
      : {
          value: formatPercent(c.betterOdds, { sign: true }),
          // Said as it came out: the odds may be lower than the average holding's.
          text: c.betterOdds >= 0 ? t('claims.betterOdds') : t('claims.lowerOdds'),
          interval: intervalWords(c.intervals.betterOdds, signed, 0),
        },
    c.topDecileSuccess === null
      ? null
      : {
          value: formatPercent(c.topDecileSuccess),
          text: t('claims.topDecile'),
          interval: intervalWords(c.intervals.topDecileSuccess, pct, 0.5),
        },
    { value: String(c.since), text: t('claims.since'), interval: '' },
  ].filter((x) => x !== null);
  return (
    <div className={styles.claims}>
      <dl className={styles.figures}>
        {items.map((i) => (
          <div key={i.text}>
            <dt>{i.text}</dt>
            <dd>{i.value}</dd>
            {i.interval ? <dd className={styles.interval}>{i.interval}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.rules}>
        <Trans
          t={t}
          i18nKey="claims.guidance"
          values={{ rules: portfolioRules().join(' ') }}
          components={{ a: <Link to="/evidence" /> }}
        />
      </p>
    </div>
  );
}
