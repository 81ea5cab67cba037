import type { Evidence } from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { t as translate } from '@/i18n/i18n';
import { formatNumber, formatPercent } from '@/lib/format';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/*
 * Issue 25 (ADR 032) on the evidence page: does each factor rank later returns (information
 * coefficients), the walk-forward weights against the fixed ones, and how much the missing
 * companies could change the result — in words a non-specialist can follow.
 */

export const pct = (x: number | null | undefined) => formatPercent(x ?? null);
export const ic = (x: number | null | undefined) => formatNumber(x, 3);
export const tStat = (x: number | null | undefined) => formatNumber(x, 1);

/** A figure with its 95% interval under it (or nothing when there is none). */
export function WithInterval({
  value,
  interval,
}: {
  value: number | null;
  interval: { low: number; high: number } | null | undefined;
}) {
  const { t } = useTranslation('evidence');
  return (
    <>
      {pct(value)}
      {interval ? (
        <span className={styles.interval}>
          {t('range', { low: pct(interval.low), high: pct(interval.high) })}
        </span>
      ) : null}
    </>
  );
}

/** The names people read: the methodology's factor and metric names, the scores' own. */
export function namer(methodology: Methodology | undefined) {
  const names = new Map<string, string>([
    ['evidentScore', translate('evidence:ic.fixedScore')],
    ['walkForwardScore', translate('evidence:ic.walkForwardScore')],
  ]);
  for (const f of methodology?.factors ?? []) names.set(f.id, f.name);
  for (const m of methodology?.metrics ?? []) names.set(m.id, m.name);
  return (id: string) => names.get(id) ?? id;
}

export function SurvivorshipCard({ e }: { e: Evidence }) {
  const { t } = useTranslation('evidence');
  const years = e.survivorship;
  const bounded = e.buckets.filter((b) => b.cagrIfMissingLost50 !== undefined);
  return (
    <Card title={t('survivorship.title')} subtitle={t('survivorship.subtitle')}>
      {years && years.length > 0 ? (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('survivorship.membersLabel')}
        >
          <table className={styles.table}>
            <caption>{t('survivorship.membersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('survivorship.year')}</th>
                <th scope="col">{t('survivorship.members')}</th>
                <th scope="col">{t('survivorship.withoutPrice')}</th>
                <th scope="col">{t('survivorship.share')}</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{formatNumber(y.members)}</td>
                  <td>{formatNumber(y.withoutPrice)}</td>
                  <td>{pct(y.members === 0 ? null : y.withoutPrice / y.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('survivorship.notAvailable')}</p>
      )}
      {bounded.length > 0 && e.missingPrices === 0 ? (
        <p>{t('survivorship.noneLost', { holdings: formatNumber(e.holdingsTotal) })}</p>
      ) : bounded.length > 0 ? (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('survivorship.sensitivityLabel')}
        >
          <table className={styles.table}>
            <caption>
              {t('survivorship.sensitivityCaption', {
                missing: formatNumber(e.missingPrices),
                holdings: formatNumber(e.holdingsTotal),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('groups.portfolio')}</th>
                <th scope="col">{t('survivorship.asMeasured')}</th>
                <th scope="col">{t('survivorship.lost50')}</th>
                <th scope="col">{t('survivorship.lost100')}</th>
              </tr>
            </thead>
            <tbody>
              {bounded.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.label}</th>
                  <td>{pct(b.all.cagr)}</td>
                  <td>{pct(b.cagrIfMissingLost50)}</td>
                  <td>{pct(b.cagrIfMissingLost100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className={styles.muted}>{t('survivorship.unseen')}</p>
    </Card>
  );
}
