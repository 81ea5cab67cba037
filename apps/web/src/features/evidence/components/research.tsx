import type {
  Evidence,
  GroupResult,
  InformationCoefficients,
  SignalIcs,
  WalkForward,
} from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { LineChart } from '@/components/line-chart';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { t as translate } from '@/i18n/i18n';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { informationCoefficientsQuery } from '../api/evidence-query';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/*
 * Issue 25 (ADR 032) on the evidence page: does each factor rank later returns (information
 * coefficients), the walk-forward weights against the fixed ones, and how much the missing
 * companies could change the result — in words a non-specialist can follow.
 */

const pct = (x: number | null | undefined) => formatPercent(x ?? null);
const ic = (x: number | null | undefined) => formatNumber(x, 3);
const tStat = (x: number | null | undefined) => formatNumber(x, 1);

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
function namer(methodology: Methodology | undefined) {
  const names = new Map<string, string>([
    ['evidentScore', translate('evidence:ic.fixedScore')],
    ['walkForwardScore', translate('evidence:ic.walkForwardScore')],
  ]);
  for (const f of methodology?.factors ?? []) names.set(f.id, f.name);
  for (const m of methodology?.metrics ?? []) names.set(m.id, m.name);
  return (id: string) => names.get(id) ?? id;
}

function IcTable({
  caption,
  signals,
  name,
}: {
  caption: string;
  signals: readonly SignalIcs[];
  name: (id: string) => string;
}) {
  const { t } = useTranslation('evidence');
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ic.signal')}</th>
            <th scope="col">{t('months', { count: 1 })}</th>
            <th scope="col">{t('months', { count: 12 })}</th>
            <th scope="col">{t('ic.tStat12')}</th>
            <th scope="col">{t('ic.positive12')}</th>
            <th scope="col">{t('months', { count: 36 })}</th>
            <th scope="col">{t('ic.tStat36')}</th>
            <th scope="col">{t('ic.split12')}</th>
            <th scope="col">{t('ic.months')}</th>
          </tr>
        </thead>
        <tbody>
          {signals.map((s) => {
            const [one, twelve, thirtySix] = s.horizons;
            return (
              <tr key={s.id}>
                <th scope="row">{name(s.id)}</th>
                <td>{ic(one?.meanIc)}</td>
                <td>{ic(twelve?.meanIc)}</td>
                <td>{tStat(twelve?.tStat)}</td>
                <td>{pct(twelve?.positiveShare)}</td>
                <td>{ic(thirtySix?.meanIc)}</td>
                <td>{tStat(thirtySix?.tStat)}</td>
                <td>
                  {ic(twelve?.inSample.meanIc)} / {ic(twelve?.later.meanIc)}
                </td>
                <td>{formatNumber(twelve?.months ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The factors' 12-month IC over time: the mean of the trailing 12 months, so a line is legible. */
function IcChart({
  series,
  ids,
  name,
}: {
  series: InformationCoefficients['series12'];
  ids: readonly string[];
  name: (id: string) => string;
}) {
  const { t } = useTranslation('evidence');
  const lines = useMemo(
    () =>
      ids.map((id) => {
        const points: { date: string; value: number }[] = [];
        for (let k = 11; k < series.length; k++) {
          const window = series
            .slice(k - 11, k + 1)
            .map((m) => m.ics[id])
            .filter((x): x is number => typeof x === 'number');
          if (window.length >= 6) {
            points.push({
              date: series[k]!.date,
              value: window.reduce((a, b) => a + b, 0) / window.length,
            });
          }
        }
        return { name: name(id), points };
      }),
    [series, ids, name],
  );
  if (lines.every((l) => l.points.length === 0)) {
    return <p className={styles.muted}>{t('ic.tooFewMonths')}</p>;
  }
  return (
    <LineChart
      title={t('ic.chart')}
      height={260}
      lines={lines}
      format={(v) => formatNumber(v, 2)}
    />
  );
}

/** Every catalogue metric's ICs, read when the reader opens them (they are long). */
function MetricIcs({ name }: { name: (id: string) => string }) {
  const { t } = useTranslation('evidence');
  const [open, setOpen] = useState(false);
  const q = useQuery({ ...informationCoefficientsQuery, enabled: open });
  const sp = q.data?.ics.universes.find((u) => u.universe === 'sp500');
  return (
    <details className={styles.details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('ic.metrics')}</summary>
      {!open ? null : q.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : q.isError || !sp ? (
        <p className={styles.muted}>{t('ic.metricsFailed')}</p>
      ) : (
        <IcTable
          caption={t('ic.metricsCaption')}
          signals={sp.signals.filter((s) => s.kind === 'metric')}
          name={name}
        />
      )}
    </details>
  );
}

export function InformationCoefficientsCard({
  ics,
  methodology,
}: {
  ics: InformationCoefficients | null | undefined;
  methodology: Methodology | undefined;
}) {
  const { t } = useTranslation('evidence');
  const name = useMemo(() => namer(methodology), [methodology]);
  const title = t('ic.title');
  if (!ics) {
    return (
      <Card title={title}>
        <p>{t('ic.notAvailable')}</p>
      </Card>
    );
  }
  const sp = ics.universes.find((u) => u.universe === 'sp500')!;
  const all = ics.universes.find((u) => u.universe === 'all')!;
  const factorIds = sp.signals.filter((s) => s.kind === 'factor').map((s) => s.id);
  return (
    <Card title={title} subtitle={t('ic.subtitle')}>
      <ul className={styles.list}>
        <li>{t('ic.definition')}</li>
        <li>{t('ic.tStatistic')}</li>
        <li>
          {t('ic.inSample', {
            date: formatDate(ics.inSampleEnd),
            companies: formatNumber(ics.minCompanies),
          })}
        </li>
      </ul>
      <IcTable
        caption={t('ic.sp500Caption')}
        signals={sp.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <IcTable
        caption={t('ic.allCaption')}
        signals={all.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <RegionErrorBoundary label={t('chartRegion')}>
        <IcChart series={ics.series12} ids={factorIds} name={name} />
      </RegionErrorBoundary>
      <MetricIcs name={name} />
    </Card>
  );
}

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
