import type { Evidence } from '@evident/contracts/evidence';
import { backtestSteps } from '@evident/engine/backtest/backtest';
import { prepareCompany } from '@evident/engine/metrics/prepare';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backtestRuns, importRuns, sp500Membership } from '../../db/schema';
import { activityLine, type ActivityTracker } from '../activity';
import { loadUniverse } from '../score/load-universe';
import { driveSteps, mapInSlices } from '../steps';

export const BACKTEST_DEFAULTS = {
  start: '2010-12-31',
  costPerTurnover: 0.001,
  horizonMonths: 36,
  inSampleEnd: '2018-12-31',
  benchmark: 'SPY',
} as const;

export interface BacktestJobOptions {
  start?: string;
  end?: string;
  costPerTurnover?: number;
  inSampleEnd?: string;
  onProgress?: (done: number, total: number) => void;
}

const KEEP_RUNS = 3;
/** Fewer months than this make no backtest worth publishing. */
export const MIN_MONTHS = 12;

export class BacktestNotPossible extends Error {
  override readonly name = 'BacktestNotPossible';
}

/**
 * At start, after scoring: runs the backtest when none exists for the loaded data version, so the
 * evidence page and the home claims work on a fresh install. Resolves true when one was stored.
 */
export async function backtestIfStale(
  database: Database,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  activity?: ActivityTracker,
): Promise<boolean> {
  const [data] = await database.db
    .select({ dataVersion: importRuns.dataVersion })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  if (!data) return false;
  const [last] = await database.db
    .select({ dataVersion: backtestRuns.dataVersion })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  if (last && last.dataVersion === data.dataVersion) return false;
  activity?.start('backtest', 'Running the backtest');
  let lastLog = 0;
  try {
    log.info({}, 'running the backtest (background)');
    const run = await runBacktestJob(database, {
      onProgress: (done, total) => {
        activity?.update('Running the backtest', done / Math.max(total, 1));
        const current = activity?.current();
        if (!current || Date.now() - lastLog < 5000) return;
        lastLog = Date.now();
        log.info({ done, total }, activityLine(current));
      },
    });
    log.info({ id: run.id, seconds: Math.round(run.seconds) }, 'backtest stored');
    return true;
  } catch (error) {
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'no backtest');
    return false;
  } finally {
    activity?.finish();
  }
}

/**
 * `npm run backtest`: the engine backtest on the stored data, S&P 500 members at each date as the
 * universe (from the membership history), SPY's dividend-adjusted month-end closes as the
 * benchmark. Stores the result with its parameters and data version.
 */
export async function runBacktestJob(database: Database, options: BacktestJobOptions = {}) {
  const started = performance.now();
  // Month-end prices are enough (returns are monthly); daily closes are not loaded.
  const universe = await loadUniverse(database.db, { dailyFrom: '9999-12-31' });
  const spy = universe.find((c) => c.symbol === BACKTEST_DEFAULTS.benchmark);
  if (!spy) throw new Error('The benchmark (SPY) has no prices in the database.');
  const benchmark = spy.monthlyPrices
    .filter((m) => m.adjClose !== null && m.adjClose > 0)
    .map((m) => ({ monthEnd: m.monthEnd, adjClose: m.adjClose! }));
  const lastBenchmark = benchmark.at(-1)?.monthEnd;
  if (!lastBenchmark) throw new Error('The benchmark (SPY) has no total-return prices.');
  const firstBenchmark = benchmark[0]!.monthEnd;

  const intervals = new Map<string, { start: string; end: string | null }[]>();
  for (const m of await database.db.select().from(sp500Membership)) {
    const list = intervals.get(m.symbol) ?? [];
    list.push({ start: m.startDate, end: m.endDate });
    intervals.set(m.symbol, list);
  }
  const eligible = (symbol: string, asOf: string) =>
    (intervals.get(symbol) ?? []).some((i) => i.start <= asOf && (i.end === null || i.end > asOf));

  // Never before the benchmark's first price.
  const requestedStart = options.start ?? BACKTEST_DEFAULTS.start;
  const params = {
    start: requestedStart < firstBenchmark ? firstBenchmark : requestedStart,
    end: options.end ?? lastBenchmark,
    rebalance: 'monthly' as const,
    costPerTurnover: options.costPerTurnover ?? BACKTEST_DEFAULTS.costPerTurnover,
    horizonMonths: BACKTEST_DEFAULTS.horizonMonths,
    inSampleEnd: options.inSampleEnd ?? BACKTEST_DEFAULTS.inSampleEnd,
    benchmark: 'SPY (dividend-adjusted month-end closes)',
    universe: 'S&P 500 members at each rebalance date (membership history)',
  };
  const months =
    (Number(params.end.slice(0, 4)) - Number(params.start.slice(0, 4))) * 12 +
    (Number(params.end.slice(5, 7)) - Number(params.start.slice(5, 7)));
  if (months < MIN_MONTHS) {
    throw new BacktestNotPossible(
      `Not enough history for a backtest: ${months} months of benchmark prices (${MIN_MONTHS} needed).`,
    );
  }
  const prepared = await mapInSlices(universe, (c) => prepareCompany(c));
  // Month by month with the event loop given back in between: the server keeps answering while
  // the backtest runs after a score run.
  const result = await driveSteps(
    backtestSteps(prepared, {
      start: params.start,
      end: params.end,
      costPerTurnover: params.costPerTurnover,
      benchmark,
      horizonMonths: params.horizonMonths,
      inSampleEnd: params.inSampleEnd,
      eligible,
    }),
    (step) => options.onProgress?.(step.index, step.total),
  );
  const forward = result.buckets.reduce((n, b) => n + b.forwardObservations, 0);
  const hits = result.buckets.reduce((n, b) => n + (b.hitRate ?? 0) * b.forwardObservations, 0);
  const [data] = await database.db
    .select({ dataVersion: importRuns.dataVersion })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  const caveats = [
    'Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket.',
    `Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): ${result.missingPrices} of ${result.holdingsTotal} holdings. Losses of delistings are therefore understated.`,
    'Fundamentals before 2009 are sparse (see the data README): early scores rest on fewer metrics.',
    `Costs: ${params.costPerTurnover * 1e4} basis points per unit of one-way turnover; no taxes, no market impact.`,
    'The factor weights come from published research (ADR 004) and were revised once after a per-factor backtest of this data (ADR 009: health and shareholder payout lowered, profitability raised), so the held-out period (after the in-sample end) has informed them: data after the snapshot is the untouched test.',
    'Past performance is no guide to future returns.',
  ];
  const seconds = (performance.now() - started) / 1000;
  const stored = {
    buckets: result.buckets,
    deciles: result.deciles,
    benchmark: result.benchmark,
    allHoldingsHitRate: forward === 0 ? null : hits / forward,
    missingPrices: result.missingPrices,
    holdingsTotal: result.holdingsTotal,
    caveats,
  };
  const [row] = await database.db
    .insert(backtestRuns)
    .values({ dataVersion: data?.dataVersion ?? null, params, result: stored, seconds })
    .returning({ id: backtestRuns.id });
  // Keep the last few runs.
  const keep = (
    await database.db
      .select({ id: backtestRuns.id })
      .from(backtestRuns)
      .orderBy(desc(backtestRuns.id))
      .limit(KEEP_RUNS)
  ).map((r) => r.id);
  await database.db.delete(backtestRuns).where(and(notInArray(backtestRuns.id, keep)));
  return { id: row!.id, seconds, params, result: stored };
}

/** The latest stored backtest in the evidence shape, or null. */
export async function latestEvidence(database: Database): Promise<Evidence | null> {
  const [row] = await database.db
    .select()
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    dataVersion: row.dataVersion,
    seconds: row.seconds,
    params: row.params as Evidence['params'],
    ...(row.result as Omit<Evidence, 'id' | 'createdAt' | 'dataVersion' | 'seconds' | 'params'>),
  };
}
