import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runBacktest } from '../../packages/engine/src/backtest/backtest';
import { presetScreens } from '../../packages/engine/src/screening/presets';
import { FACTOR_IDS } from '../../packages/engine/src/scoring/factors';
import { monthEnds, scoreAsOf } from '../../packages/engine/src/scoring/score-run';
import {
  prepareCompany,
  sessionSeries,
  type SessionSeries,
} from '../../packages/engine/src/metrics/prepare';
import { universeFromSnapshot } from '../../apps/api/src/jobs/score/universe-from-snapshot';
import { BACKTEST_DEFAULTS, sessionsFrom } from '../../apps/api/src/jobs/backtest/backtest-job';
import { printResearchReport } from '../../apps/api/src/cli/research-report';
import { printTable, root } from './harness';

/**
 * `npm run bench -- backtest [--dir=PATH] [--start=YYYY-MM-DD]`: the full monthly backtest on
 * the real snapshot (the engine alone, files read directly), with the information coefficients,
 * the walk-forward line and the bootstrap intervals (issue 25): seconds (goal < 60 s) and peak
 * memory.
 */
export async function benchBacktest(args: string[]): Promise<void> {
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dir = path.resolve(
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot'),
  );
  const start = arg('start') ?? BACKTEST_DEFAULTS.start;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);

  let t = performance.now();
  // As the backtest job: the daily sessions from three months before the start carry the
  // liquidity floor's volumes (ADR 049); the scores read month-end closes.
  const universe = await universeFromSnapshot(dir, { dailyFrom: sessionsFrom(start) });
  const sessions = new Map<string, SessionSeries>();
  for (const c of universe) {
    if (c.dailyPrices.length > 0) sessions.set(c.symbol, sessionSeries(c.dailyPrices));
    c.dailyPrices = [];
  }
  const membership = new Map<string, { start: string; end: string | null }[]>();
  for (const line of readFileSync(path.join(dir, 'sp500-membership.csv'), 'utf8')
    .split('\n')
    .slice(1)) {
    const [symbol, s, e] = line.trim().split(',');
    if (!symbol || !s) continue;
    const list = membership.get(symbol) ?? [];
    list.push({ start: s, end: e ? e : null });
    membership.set(symbol, list);
  }
  const loadSeconds = (performance.now() - t) / 1000;
  const spy = universe.find((c) => c.symbol === 'SPY')!;
  const benchmark = spy.monthlyPrices
    .filter((m) => m.adjClose !== null && m.adjClose > 0)
    .map((m) => ({ monthEnd: m.monthEnd, adjClose: m.adjClose! }));
  const end = arg('end') ?? benchmark.at(-1)!.monthEnd;

  t = performance.now();
  const prepared = universe.map(prepareCompany);
  let months = 0;
  const result = runBacktest(prepared, {
    start,
    end,
    costPerTurnover: BACKTEST_DEFAULTS.costPerTurnover,
    benchmark,
    inSampleEnd: BACKTEST_DEFAULTS.inSampleEnd,
    eligible: (symbol, asOf) =>
      (membership.get(symbol) ?? []).some(
        (i) => i.start <= asOf && (i.end === null || i.end > asOf),
      ),
    membership: Object.fromEntries(membership),
    sessions,
    // The screener's presets ride along, as in the backtest job (issue 20, ADR 021).
    screens: presetScreens(),
    onProgress: (done) => (months = done),
  });
  const seconds = (performance.now() - t) / 1000;
  // `--without-presets`: the same run without the screener's presets, to isolate their cost.
  let bare: number | null = null;
  if (args.includes('--without-presets')) {
    const t0 = performance.now();
    runBacktest(prepared, {
      start,
      end,
      costPerTurnover: BACKTEST_DEFAULTS.costPerTurnover,
      benchmark,
      inSampleEnd: BACKTEST_DEFAULTS.inSampleEnd,
      eligible: (symbol, asOf) =>
        (membership.get(symbol) ?? []).some(
          (i) => i.start <= asOf && (i.end === null || i.end > asOf),
        ),
      sessions,
    });
    bare = (performance.now() - t0) / 1000;
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
  printTable([
    { figure: 'load snapshot files (s)', value: loadSeconds.toFixed(1), goal: '' },
    {
      figure: `monthly backtest ${start} → ${end}, ${months} months (s)`,
      value: seconds.toFixed(1),
      goal: '< 60 (issue 25: with the ICs and the walk-forward line)',
    },
    ...(bare === null
      ? []
      : [{ figure: 'the same without the presets (s)', value: bare.toFixed(1), goal: '' }]),
    { figure: 'peak RSS (MB)', value: Math.round(peak / 1e6), goal: '' },
    {
      figure: 'liquidity floor applied from',
      value: result.liquidityFloorFrom ?? 'never',
      goal: '',
    },
  ]);
  if (args.includes('--by-factor')) {
    // Issue 8 item 6: each factor alone, by decile, in and out of sample. One scoring pass.
    t = performance.now();
    const perDate = new Map<string, Map<string, Map<string, number>>>();
    for (const d of monthEnds(start, end)) {
      const byFactor = new Map<string, Map<string, number>>();
      for (const r of scoreAsOf(prepared, d, { fairValue: false })) {
        for (const f of FACTOR_IDS) {
          const p = r.score.factors[f].percentile;
          if (p === null) continue;
          if (!byFactor.has(f)) byFactor.set(f, new Map());
          byFactor.get(f)!.set(r.symbol, p);
        }
      }
      perDate.set(d, byFactor);
    }
    const eligible = (symbol: string, asOf: string) =>
      (membership.get(symbol) ?? []).some(
        (i) => i.start <= asOf && (i.end === null || i.end > asOf),
      );
    const spread = (a: number | null, b: number | null) =>
      a === null || b === null ? null : a - b;
    const rows = FACTOR_IDS.map((f) => {
      const r = runBacktest(prepared, {
        start,
        end,
        costPerTurnover: BACKTEST_DEFAULTS.costPerTurnover,
        benchmark,
        inSampleEnd: BACKTEST_DEFAULTS.inSampleEnd,
        eligible,
        scorer: (d) => perDate.get(d)?.get(f) ?? new Map(),
      });
      const top = r.deciles[9]!;
      const bottom = r.deciles[0]!;
      return {
        factor: f,
        'D10-D1 in sample': pct(spread(top.inSample.cagr, bottom.inSample.cagr)),
        'D10-D1 held out': pct(spread(top.heldOut.cagr, bottom.heldOut.cagr)),
        'D10 hit 3y': pct(top.hitRate),
        'D1 hit 3y': pct(bottom.hitRate),
      };
    });
    console.log(`per-factor backtests: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    printTable(rows);
  }
  printTable(
    [
      ...result.buckets,
      result.deciles.at(-1)!,
      ...result.screens.map((g) => ({ ...g, label: `Preset: ${g.label}` })),
    ]
      .map((b) => ({
        group: b.label,
        CAGR: pct(b.all.cagr),
        'held-out CAGR': pct(b.heldOut.cagr),
        'hit rate 3y': pct(b.hitRate),
        holdings: b.averageHoldings.toFixed(0),
      }))
      .concat([
        {
          group: 'SPY',
          CAGR: pct(result.benchmark.all.cagr),
          'held-out CAGR': pct(result.benchmark.heldOut.cagr),
          'hit rate 3y': '',
          holdings: '',
        },
      ]),
  );
  // Issue 24: the fair value's undervalued fifth against its overvalued fifth.
  const fv = result.fairValue!;
  console.log(
    `fair value test: ${fv.rankedDates} month ends, ${fv.averageRanked?.toFixed(0) ?? 'no'} S&P 500 members with a fair value on average`,
  );
  printTable(
    fv.horizons.map((h) => ({
      horizon: `${h.months} months`,
      undervalued: pct(h.undervaluedReturn),
      overvalued: pct(h.overvaluedReturn),
      difference: pct(h.difference),
      '95% interval': `${pct(h.differenceLow)} to ${pct(h.differenceHigh)}`,
      'undervalued better': pct(h.hitRate),
      'start months': h.observations,
    })),
  );
  printResearchReport(result);
}
