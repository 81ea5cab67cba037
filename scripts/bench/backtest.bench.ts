import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runBacktest } from '../../packages/engine/src/backtest/backtest';
import { FACTOR_IDS } from '../../packages/engine/src/scoring/factors';
import { monthEnds, scoreAsOf } from '../../packages/engine/src/scoring/score-run';
import { prepareCompany } from '../../packages/engine/src/metrics/prepare';
import { universeFromSnapshot } from '../../apps/api/src/jobs/score/universe-from-snapshot';
import { BACKTEST_DEFAULTS } from '../../apps/api/src/jobs/backtest/backtest-job';
import { printTable, root } from './harness';

/**
 * `npm run bench -- backtest [--dir=PATH] [--start=YYYY-MM-DD]`: the full monthly backtest on
 * the real snapshot (the engine alone, files read directly): seconds (goal < 30 s) and peak memory.
 */
export async function benchBacktest(args: string[]): Promise<void> {
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dir = path.resolve(
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, '..', 'shared', 'market-data'),
  );
  const start = arg('start') ?? BACKTEST_DEFAULTS.start;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);

  let t = performance.now();
  const universe = await universeFromSnapshot(dir, { dailyFrom: '9999-12-31' });
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
    onProgress: (done) => (months = done),
  });
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
  printTable([
    { figure: 'load snapshot files (s)', value: loadSeconds.toFixed(1), goal: '' },
    {
      figure: `monthly backtest ${start} → ${end}, ${months} months (s)`,
      value: seconds.toFixed(1),
      goal: '< 30',
    },
    { figure: 'peak RSS (MB)', value: Math.round(peak / 1e6), goal: '' },
  ]);
  printTable(
    [...result.buckets, result.deciles.at(-1)!]
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
}
