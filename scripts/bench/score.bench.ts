import path from 'node:path';
import { monthEnds, scoreAsOf, scoreHistory } from '../../packages/engine/src/scoring/score-run';
import { universeFromSnapshot } from '../../apps/api/src/jobs/score/universe-from-snapshot';
import { printTable, root } from './harness';

/**
 * `npm run bench -- score [--dir=PATH] [--as-of=YYYY-MM-DD]`: the engine on the real snapshot —
 * companies scored, seconds for one as-of run (goal < 5 s), seconds for the 5-year monthly
 * history (goal < 60 s), peak memory. Loading the files is timed separately.
 */
export async function benchScore(args: string[]): Promise<void> {
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dir = path.resolve(
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot'),
  );
  const asOf = arg('as-of') ?? '2026-07-02';
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const dailyFrom = new Date(Date.parse(`${asOf}T00:00:00Z`) - 400 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  let t = performance.now();
  const universe = await universeFromSnapshot(dir, { dailyFrom });
  const loadSeconds = (performance.now() - t) / 1000;

  t = performance.now();
  const results = scoreAsOf(universe, asOf);
  const oneSeconds = (performance.now() - t) / 1000;
  const scored = results.filter((r) => r.score.evidentScoreValue !== null).length;

  const dates = monthEnds(`${Number(asOf.slice(0, 4)) - 5}${asOf.slice(4)}`, asOf);
  t = performance.now();
  scoreHistory(universe, dates);
  const historySeconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  printTable([
    { figure: 'companies in the universe', value: results.length, goal: '' },
    { figure: 'companies with an Evident Score', value: scored, goal: '' },
    { figure: 'load snapshot files (s)', value: loadSeconds.toFixed(1), goal: '' },
    { figure: `one as-of run ${asOf} (s)`, value: oneSeconds.toFixed(2), goal: '< 5' },
    {
      figure: `5-year monthly history, ${dates.length} dates (s)`,
      value: historySeconds.toFixed(1),
      goal: '< 60',
    },
    { figure: 'peak RSS (MB)', value: Math.round(peak / 1e6), goal: '' },
  ]);
}
