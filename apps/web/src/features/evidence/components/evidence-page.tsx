import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card } from '@/components/card';
import { LineChart } from '@/components/line-chart';
import { PageHeader } from '@/components/page-header';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { Skeleton } from '@/components/skeleton';
import { SHORT_DISCLAIMER } from '@/lib/disclaimer';
import { formatDate, formatPercent, formatPoints } from '@/lib/format';
import { factorWeightLabel, weightsSourceText } from '@/lib/factor-weight';
import { evidenceQuery } from '../api/evidence-query';
import { PORTFOLIO_RULES } from '../claims';
import styles from './evidence-page.module.css';
import { LiveRecordCard } from './live-record';
import {
  InformationCoefficientsCard,
  SurvivorshipCard,
  WalkForwardCard,
  WithInterval,
} from './research';

const pct = (x: number | null | undefined) => formatPercent(x ?? null);

function GroupTable({
  caption,
  groups,
  benchmark,
}: {
  caption: string;
  groups: GroupResult[];
  benchmark?: Evidence['benchmark'];
}) {
  return (
    // Scrolls sideways on small screens: focusable so keyboard users can scroll it too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Portfolio</th>
            <th scope="col">Yearly return</th>
            <th scope="col">In sample</th>
            <th scope="col">Held out</th>
            <th scope="col">Volatility</th>
            <th scope="col">Max drawdown</th>
            <th scope="col">Sharpe</th>
            <th scope="col">Turnover / month</th>
            <th scope="col">Beat the market over 3 years</th>
            <th scope="col">Average 3-year return</th>
            <th scope="col">Holdings</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <th scope="row">{g.label}</th>
              <td>
                <WithInterval value={g.all.cagr} interval={g.cagrInterval} />
              </td>
              <td>{pct(g.inSample.cagr)}</td>
              <td>{pct(g.heldOut.cagr)}</td>
              <td>{pct(g.all.volatility)}</td>
              <td>{pct(g.all.maxDrawdown)}</td>
              <td>{g.all.sharpe === null ? 'not available' : g.all.sharpe.toFixed(2)}</td>
              <td>{pct(g.turnover)}</td>
              <td>
                <WithInterval value={g.hitRate} interval={g.hitRateInterval} />
              </td>
              <td>{pct(g.averageForwardReturn)}</td>
              <td>{g.averageHoldings.toFixed(0)}</td>
            </tr>
          ))}
          {benchmark ? (
            <tr>
              <th scope="row">Benchmark (SPY)</th>
              <td>{pct(benchmark.all.cagr)}</td>
              <td>{pct(benchmark.inSample.cagr)}</td>
              <td>{pct(benchmark.heldOut.cagr)}</td>
              <td>{pct(benchmark.all.volatility)}</td>
              <td>{pct(benchmark.all.maxDrawdown)}</td>
              <td>
                {benchmark.all.sharpe === null ? 'not available' : benchmark.all.sharpe.toFixed(2)}
              </td>
              <td colSpan={4} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

const dollars = (v: number) => `$${v.toFixed(2)}`;

/** Issue 24: the fair value's undervalued fifth against its overvalued fifth, 12 and 36 months on. */
function FairValueTestCard({ test }: { test: Evidence['fairValue'] }) {
  if (test === null) {
    return (
      <Card title="Is the fair value right? Tested against later prices">
        <p>Not available: this backtest was computed before the fair value test existed.</p>
      </Card>
    );
  }
  return (
    <Card
      title="Is the fair value right? Tested against later prices"
      subtitle="S&P 500 members at each month end with a fair value, ranked by how far it is above the price"
    >
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Fair value test">
        <table className={styles.table}>
          <caption>Most undervalued fifth against most overvalued fifth, equal weight</caption>
          <thead>
            <tr>
              <th scope="col">Held for</th>
              <th scope="col">Undervalued fifth</th>
              <th scope="col">Overvalued fifth</th>
              <th scope="col">Difference</th>
              <th scope="col">95% confidence interval</th>
              <th scope="col">Months the undervalued fifth did better</th>
              <th scope="col">Start months measured</th>
            </tr>
          </thead>
          <tbody>
            {test.horizons.map((h) => (
              <tr key={h.months}>
                <th scope="row">{h.months} months</th>
                <td>{pct(h.undervaluedReturn)}</td>
                <td>{pct(h.overvaluedReturn)}</td>
                <td>{pct(h.difference)}</td>
                <td>
                  {h.differenceLow === null || h.differenceHigh === null
                    ? 'not available'
                    : `${pct(h.differenceLow)} to ${pct(h.differenceHigh)}`}
                </td>
                <td>{pct(h.hitRate)}</td>
                <td>{h.observations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.list}>
        <li>
          At each month end, the fair value is computed with only what was filed and priced by then,
          for about {test.averageRanked === null ? 'no' : test.averageRanked.toFixed(0)} companies (
          {test.rankedDates} month ends). The fifth with the fair value furthest above the price is
          compared with the fifth furthest below it, over the following 12 and 36 months (total
          returns, before costs).
        </li>
        {test.latest ? (
          <li>
            On {formatDate(test.latest.date)}, the median fair value of the {test.latest.companies}{' '}
            members ranked was {formatPoints(Math.abs(test.latest.medianGap))}{' '}
            {test.latest.medianGap >= 0 ? 'above' : 'below'} their price (a model that is not biased
            up or down is centred near 0%).
          </li>
        ) : null}
        <li>
          The returns over the horizon overlap from one month to the next, so the interval is
          widened for that (Newey–West). An interval that includes 0% means the data cannot tell
          whether the undervalued fifth does better.
        </li>
      </ul>
    </Card>
  );
}

function Result({ e, methodology }: { e: Evidence; methodology: Methodology | undefined }) {
  // Kept across re-renders: new lines or a new formatter rebuild the chart, and a rebuilt chart
  // is empty for a frame (a 280-pixel layout shift measured on the evidence page).
  const lines = useMemo(
    () => [
      ...e.buckets.map((b) => ({ name: b.label, points: b.equity })),
      { name: 'Benchmark (SPY)', points: e.benchmark.equity },
    ],
    [e],
  );
  return (
    <>
      <Card
        title="Growth of $1 by score bucket"
        subtitle={`Monthly rebalancing, ${formatDate(e.params.start)} to ${formatDate(e.params.end)}, log scale, after costs`}
      >
        <RegionErrorBoundary label="the chart">
          <LineChart
            title="Growth of one dollar by Evident Score bucket and for the benchmark"
            height={280}
            log
            lines={lines}
            format={dollars}
          />
        </RegionErrorBoundary>
      </Card>
      <Card title="Results by score bucket">
        <GroupTable
          caption="Score buckets, equal weight, net of costs"
          groups={e.buckets}
          benchmark={e.benchmark}
        />
      </Card>
      <Card title="Results by decile">
        <GroupTable caption="Score deciles (10 = best)" groups={e.deciles} />
      </Card>
      <p className={styles.muted}>
        Under each yearly return and each share that beat the market: its 95% interval, from
        resampling the months in blocks of a year (3 years for the 3-year share), so a reader can
        see how much of a difference could be chance.
      </p>
      <LiveRecordCard />
      <WalkForwardCard wf={e.walkForward} methodology={methodology} />
      <InformationCoefficientsCard ics={e.informationCoefficients} methodology={methodology} />
      <SurvivorshipCard e={e} />
      <FairValueTestCard test={e.fairValue} />
      <Card title="Method">
        <ul className={styles.list}>
          <li>
            At each month end from {formatDate(e.params.start)} to {formatDate(e.params.end)}, every
            company is scored with the same function the product uses, with only the figures filed
            by that date and prices up to it.
          </li>
          <li>
            Universe: {e.params.universe}. Benchmark: {e.params.benchmark}.
          </li>
          <li>
            Each bucket holds its companies in equal weights until the next month end; returns use
            dividend-adjusted prices; trading costs of {e.params.costPerTurnover * 1e4} basis points
            per unit of turnover are deducted.
          </li>
          <li>
            “Beat the market over 3 years”: the share of holdings whose return over the next{' '}
            {e.params.horizonMonths} months exceeded the benchmark’s.
          </li>
          <li>
            In sample: up to {formatDate(e.params.inSampleEnd)}; held out: after it. Data version{' '}
            {e.dataVersion ?? 'not available'}; computed {formatDate(e.createdAt)} in{' '}
            {e.seconds.toFixed(0)} s.
          </li>
        </ul>
      </Card>
      <Card title="Caveats">
        <ul className={styles.list}>
          {e.caveats.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function Factors({ methodology }: { methodology: Methodology }) {
  const byId = new Map(methodology.metrics.map((m) => [m.id, m]));
  return (
    <Card title="The factors and the research behind them">
      <p className={styles.muted}>{weightsSourceText(methodology.weights)}</p>
      <div className={styles.factors}>
        {methodology.factors.map((f) => (
          <section key={f.id}>
            <h3>
              {f.name} <span className={styles.muted}>{factorWeightLabel(f)}</span>
            </h3>
            <ul className={styles.list}>
              {f.metrics.map((m) => {
                const def = byId.get(m.id);
                return (
                  <li key={m.id}>
                    <strong>{def?.name ?? m.id}</strong> — {def?.description}
                    {def?.research.length ? (
                      <span className={styles.muted}>
                        {' '}
                        {def.research.map((r) => r.citation).join(' · ')}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

/** `/evidence`: the backtest anyone can rerun (`npm run backtest`), its method and caveats. */
export function EvidencePage({ methodology }: { methodology: Methodology | undefined }) {
  const q = useQuery(evidenceQuery);
  const header = (
    <PageHeader
      title="The evidence behind the Evident Score"
      subtitle="A backtest computed by the product on its own data, with the method, the parameters and what it cannot tell."
    />
  );
  if (q.isPending) {
    // Taller than the screen, with nothing under it: the result replaces it without moving
    // anything into or out of view (no layout shift).
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <Skeleton height="110vh" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {header}
      {q.isError ? (
        <p className={styles.muted}>The backtest could not be loaded. Please try again later.</p>
      ) : q.data === null ? (
        <p>
          The backtest has not been run on this data yet (operators run{' '}
          <code>npm run backtest</code>). Until it has, no performance figure is shown.
        </p>
      ) : (
        <Result e={q.data} methodology={methodology} />
      )}
      <Card title="Portfolio rules">
        <ul className={styles.list}>
          {PORTFOLIO_RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Card>
      {methodology ? <Factors methodology={methodology} /> : null}
      <p className={styles.muted}>{SHORT_DISCLAIMER}</p>
    </div>
  );
}
