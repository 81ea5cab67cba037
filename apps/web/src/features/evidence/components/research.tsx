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
import { Card } from '@/components/card';
import { LineChart } from '@/components/line-chart';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { formatDate, formatPercent } from '@/lib/format';
import { informationCoefficientsQuery } from '../api/evidence-query';
import styles from './evidence-page.module.css';

/*
 * Issue 25 (ADR 032) on the evidence page: does each factor rank later returns (information
 * coefficients), the walk-forward weights against the fixed ones, and how much the missing
 * companies could change the result — in words a non-specialist can follow.
 */

const pct = (x: number | null | undefined) => formatPercent(x ?? null);
const count = (n: number) => n.toLocaleString('en-US');
const ic = (x: number | null | undefined) =>
  x === null || x === undefined ? 'not available' : x.toFixed(3);
const t = (x: number | null | undefined) =>
  x === null || x === undefined ? 'not available' : x.toFixed(1);

/** A figure with its 95% interval under it (or nothing when there is none). */
export function WithInterval({
  value,
  interval,
}: {
  value: number | null;
  interval: { low: number; high: number } | null | undefined;
}) {
  return (
    <>
      {pct(value)}
      {interval ? (
        <span className={styles.interval}>
          {pct(interval.low)} to {pct(interval.high)}
        </span>
      ) : null}
    </>
  );
}

/** The names people read: the methodology's factor and metric names, the scores' own. */
function namer(methodology: Methodology | undefined) {
  const names = new Map<string, string>([
    ['evidentScore', 'Evident Score (fixed weights)'],
    ['walkForwardScore', 'Evident Score (walk-forward weights)'],
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
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">1 month</th>
            <th scope="col">12 months</th>
            <th scope="col">t (12 months)</th>
            <th scope="col">Months above 0 (12 months)</th>
            <th scope="col">36 months</th>
            <th scope="col">t (36 months)</th>
            <th scope="col">12 months: in sample / later</th>
            <th scope="col">Months</th>
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
                <td>{t(twelve?.tStat)}</td>
                <td>{pct(twelve?.positiveShare)}</td>
                <td>{ic(thirtySix?.meanIc)}</td>
                <td>{t(thirtySix?.tStat)}</td>
                <td>
                  {ic(twelve?.inSample.meanIc)} / {ic(twelve?.later.meanIc)}
                </td>
                <td>{twelve?.months ?? 0}</td>
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
    return <p className={styles.muted}>Not available: too few months measured yet.</p>;
  }
  return (
    <LineChart
      title="Each factor's 12-month information coefficient over time (trailing 12-month mean)"
      height={260}
      lines={lines}
      format={(v) => v.toFixed(2)}
    />
  );
}

/** Every catalogue metric's ICs, read when the reader opens them (they are long). */
function MetricIcs({ name }: { name: (id: string) => string }) {
  const [open, setOpen] = useState(false);
  const q = useQuery({ ...informationCoefficientsQuery, enabled: open });
  const sp = q.data?.ics.universes.find((u) => u.universe === 'sp500');
  return (
    <details className={styles.details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Every metric of every factor</summary>
      {!open ? null : q.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : q.isError || !sp ? (
        <p className={styles.muted}>The metrics’ figures could not be loaded.</p>
      ) : (
        <IcTable
          caption="Each metric, in its factor’s direction, over S&P 500 members"
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
  const name = useMemo(() => namer(methodology), [methodology]);
  const title = 'Does each factor rank later returns? (information coefficients)';
  if (!ics) {
    return (
      <Card title={title}>
        <p>Not available: this backtest was computed before they were measured.</p>
      </Card>
    );
  }
  const sp = ics.universes.find((u) => u.universe === 'sp500')!;
  const all = ics.universes.find((u) => u.universe === 'all')!;
  const factorIds = sp.signals.filter((s) => s.kind === 'factor').map((s) => s.id);
  return (
    <Card
      title={title}
      subtitle="At each month end, how well the ranking by a factor matched the ranking by the returns that followed"
    >
      <ul className={styles.list}>
        <li>
          An information coefficient (IC) is the correlation between two rankings of the same
          companies: by the factor, and by their return over the next 1, 12 or 36 months. 0 means no
          link; 1 a perfect match. In practice a steady 0.02–0.05 is already useful, because it
          repeats across hundreds of companies and many months.
        </li>
        <li>
          The t-statistic says whether the average IC could be luck: above about 2 (or below −2),
          chance alone rarely produces it. The returns of neighbouring months overlap, so it is
          computed with a correction for that (Newey–West).
        </li>
        <li>
          In sample: months up to {formatDate(ics.inSampleEnd)}; later: the months after. A month
          needs {ics.minCompanies} companies with both figures.
        </li>
      </ul>
      <IcTable
        caption="S&P 500 members at each date"
        signals={sp.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <IcTable
        caption="Every company scored at each date"
        signals={all.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <RegionErrorBoundary label="the chart">
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
  const rows: { label: string; walk: GroupResult | undefined; fixed: GroupResult | undefined }[] = [
    ...wf.buckets.map((b, i) => ({
      label: `Score ${b.label.replace(/^Walk-forward Score /, '')}`,
      walk: b,
      fixed: wf.fixedSameDates.buckets[i],
    })),
    { label: 'Best decile', walk: wf.deciles[9], fixed: wf.fixedSameDates.deciles[9] },
    { label: 'Worst decile', walk: wf.deciles[0], fixed: wf.fixedSameDates.deciles[0] },
  ];
  return (
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label="Walk-forward against fixed weights"
    >
      <table className={styles.table}>
        <caption>
          Same companies, same dates from {formatDate(wf.start)}: yearly return and the share of
          holdings that beat the market over 3 years, each with its 95% interval
        </caption>
        <thead>
          <tr>
            <th scope="col">Portfolio</th>
            <th scope="col">Walk-forward: yearly return</th>
            <th scope="col">Fixed: yearly return</th>
            <th scope="col">Walk-forward: beat the market over 3 years</th>
            <th scope="col">Fixed: beat the market over 3 years</th>
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
  const name = useMemo(() => namer(methodology), [methodology]);
  const title = 'Weights learnt only from the past (walk-forward)';
  if (!wf) {
    return (
      <Card title={title}>
        <p>Not available: this backtest was computed before the walk-forward line existed.</p>
      </Card>
    );
  }
  const fixed = new Map(methodology?.factors.map((f) => [f.id, f.weight]) ?? []);
  const latest = wf.latest;
  return (
    <Card
      title={title}
      subtitle="The fixed weights were chosen after seeing this data; these are not"
    >
      <ul className={styles.list}>
        <li>
          At each month end, the five factors are weighted by how well each ranked 12-month returns
          over the previous 5 years, using only results known by then: a factor that did not help
          gets the least weight, and every weight is pulled halfway toward equal weights so one
          lucky stretch cannot dominate. The rule was written down (ADR 032) before any of its
          results were computed.
        </li>
        <li>
          It needs 3 years of finished 12-month results before it can weigh anything, so its record
          starts on {wf.start ? formatDate(wf.start) : 'no date yet'}; the fixed weights (ADR 009,
          revised after seeing the data) are shown over the same dates beside it.
        </li>
      </ul>
      {latest ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Weights now">
          <table className={styles.table}>
            <caption>
              The rule’s weights on {formatDate(latest.asOf)}, from {latest.months} months (
              {formatDate(latest.from)} to {formatDate(latest.to)})
            </caption>
            <thead>
              <tr>
                <th scope="col">Factor</th>
                <th scope="col">Walk-forward weight</th>
                <th scope="col">Its mean 12-month IC</th>
                <th scope="col">Fixed weight (ADR 009)</th>
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
        <p className={styles.muted}>No weights yet: too few months of finished results.</p>
      )}
      {wf.start ? <ComparisonTable wf={wf} /> : null}
    </Card>
  );
}

export function SurvivorshipCard({ e }: { e: Evidence }) {
  const years = e.survivorship;
  const bounded = e.buckets.filter((b) => b.cagrIfMissingLost50 !== undefined);
  return (
    <Card
      title="Companies missing from the data, and what they could change"
      subtitle="Survivorship bias: companies that disappeared are partly absent, which flatters every result"
    >
      {years && years.length > 0 ? (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label="Members without prices"
        >
          <table className={styles.table}>
            <caption>S&P 500 members of each year that have no price in the data</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Members</th>
                <th scope="col">Without a price</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{y.members}</td>
                  <td>{y.withoutPrice}</td>
                  <td>{pct(y.members === 0 ? null : y.withoutPrice / y.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>Not available for this backtest.</p>
      )}
      {bounded.length > 0 && e.missingPrices === 0 ? (
        <p>
          None of the {count(e.holdingsTotal)} holdings lost its price while held (companies left
          the index before their price history ended), so booking such losses at −50% or −100%
          changes nothing. What the backtest cannot see is the members above that have no price at
          all.
        </p>
      ) : bounded.length > 0 ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Sensitivity">
          <table className={styles.table}>
            <caption>
              Yearly return if each holding that lost its price ({count(e.missingPrices)} of{' '}
              {count(e.holdingsTotal)}) had lost half, or all, of its value instead of nothing
            </caption>
            <thead>
              <tr>
                <th scope="col">Portfolio</th>
                <th scope="col">As measured</th>
                <th scope="col">Lost 50%</th>
                <th scope="col">Lost 100%</th>
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
      <p className={styles.muted}>
        Members with no price at all could never be bought by any portfolio here, so no
        recalculation can include them: the share above is how much of the index the backtest cannot
        see.
      </p>
    </Card>
  );
}
