import type { GroupResult, WalkForward } from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatDate } from '@/lib/format';
import { ic, namer, pct, WithInterval } from './research';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/* Issue 25 (ADR 032) on the evidence page: the walk-forward weights against the fixed ones. */

/** The weights in the methodology's factor order (a stored object's keys come back reordered). */
function weightRows(
  weights: Record<string, number>,
  methodology: Methodology | undefined,
): [string, number][] {
  const order = methodology?.factors.map((f) => f.id) ?? [];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return Object.entries(weights).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

function ComparisonTable({ wf }: { wf: WalkForward }) {
  const { t } = useTranslation('evidence');
  const rows: { label: string; walk: GroupResult | undefined; fixed: GroupResult | undefined }[] = [
    ...wf.buckets.map((b, i) => ({
      label: t('walkForward.scoreRow', { bucket: b.label.replace(/^Walk-forward Score /, '') }),
      walk: b,
      fixed: wf.fixedSameDates.buckets[i],
    })),
    {
      label: t('walkForward.bestDecile'),
      walk: wf.deciles[9],
      fixed: wf.fixedSameDates.deciles[9],
    },
    {
      label: t('walkForward.worstDecile'),
      walk: wf.deciles[0],
      fixed: wf.fixedSameDates.deciles[0],
    },
  ];
  return (
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={t('walkForward.comparisonLabel')}
    >
      <table className={styles.table}>
        <caption>{t('walkForward.comparisonCaption', { start: formatDate(wf.start) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('groups.portfolio')}</th>
            <th scope="col">{t('walkForward.walkReturn')}</th>
            <th scope="col">{t('walkForward.fixedReturn')}</th>
            <th scope="col">{t('walkForward.walkBeat')}</th>
            <th scope="col">{t('walkForward.fixedBeat')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>
                <WithInterval value={r.walk?.all.cagr ?? null} interval={r.walk?.cagrInterval} />
              </td>
              <td>
                <WithInterval value={r.fixed?.all.cagr ?? null} interval={r.fixed?.cagrInterval} />
              </td>
              <td>
                <WithInterval value={r.walk?.hitRate ?? null} interval={r.walk?.hitRateInterval} />
              </td>
              <td>
                <WithInterval
                  value={r.fixed?.hitRate ?? null}
                  interval={r.fixed?.hitRateInterval}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WalkForwardCard({
  wf,
  methodology,
}: {
  wf: WalkForward | null | undefined;
  methodology: Methodology | undefined;
}) {
  const { t } = useTranslation('evidence');
  const name = useMemo(() => namer(methodology), [methodology]);
  const title = t('walkForward.title');
  if (!wf) {
    return (
      <Card title={title}>
        <p>{t('walkForward.notAvailable')}</p>
      </Card>
    );
  }
  const fixed = new Map(methodology?.factors.map((f) => [f.id, f.weight]) ?? []);
  const latest = wf.latest;
  return (
    <Card title={title} subtitle={t('walkForward.subtitle')}>
      <ul className={styles.list}>
        <li>{t('walkForward.rule')}</li>
        <li>
          {t('walkForward.start', {
            start: wf.start ? formatDate(wf.start) : t('walkForward.noStart'),
          })}
        </li>
      </ul>
      {latest ? (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('walkForward.weightsLabel')}
        >
          <table className={styles.table}>
            <caption>
              {t('walkForward.weightsCaption', {
                count: latest.months,
                asOf: formatDate(latest.asOf),
                from: formatDate(latest.from),
                to: formatDate(latest.to),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('walkForward.factor')}</th>
                <th scope="col">{t('walkForward.walkWeight')}</th>
                <th scope="col">{t('walkForward.meanIc')}</th>
                <th scope="col">{t('walkForward.fixedWeight')}</th>
              </tr>
            </thead>
            <tbody>
              {weightRows(latest.weights, methodology).map(([id, w]) => (
                <tr key={id}>
                  <th scope="row">{name(id)}</th>
                  <td>{pct(w)}</td>
                  <td>{ic(latest.meanIcs[id])}</td>
                  <td>{pct(fixed.get(id) ?? null)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('walkForward.noWeights')}</p>
      )}
      {wf.start ? <ComparisonTable wf={wf} /> : null}
    </Card>
  );
}
