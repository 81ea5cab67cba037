import type { BacktestResult } from '@evident/engine/backtest/backtest';
import type { Database } from '../../db/client';
import type { BacktestCaveat } from '../../db/schema';
import { activityLine, type ActivityTracker } from '../../runtime/activity';
import {
  isShutdownInterruption,
  ShutdownInterruption,
  stopIfShuttingDown,
} from '../../runtime/interruption';
import {
  insertBacktestRun,
  insertPresetBacktests,
  keepNewestBacktestRuns,
  latestBacktest,
  presetsVersionOf,
} from '../../modules/evidence/backtest-runs.repository';
import { presetScreens, presetsVersion } from '@evident/engine/screening/presets';
import type { GroupResult } from '@evident/engine/backtest/backtest';
import { latestDataImport } from '../../read-model/import-runs.repository';
import { allSp500Membership } from '../../data/sp500-membership.repository';
import { loadUniverse, loadUniverseBatches } from '../../read-model/universe.repository';
import { createEnginePool, runStreaming, type EnginePool } from '../../workers/engine-pool';

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
  /** The server's worker threads (a CLI run starts its own). */
  engine?: EnginePool;
  /** The server's shutdown: the backtest stops before storing anything (issue 56). */
  signal?: AbortSignal;
}

/**
 * The first day of daily sessions the backtest reads: three months and a week before its start,
 * so a start inside the sessions' years is covered (the liquidity floor's window, ADR 049).
 */
export function sessionsFrom(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 3);
  d.setUTCDate(d.getUTCDate() - 7);
  return d.toISOString().slice(0, 10);
}

const KEEP_RUNS = 3;
/** Companies per read while loading (short reads: see score-job.ts). */
const LOAD_BATCH = 16;
/** Fewer months than this make no backtest worth publishing. */
export const MIN_MONTHS = 12;

export class BacktestNotPossible extends Error {
  override readonly name = 'BacktestNotPossible';
}

/**
 * Held by whoever runs a backtest, in any process sharing the database: the queue's "short" policy
 * lets a second backtest job start while one is active (one active plus one waiting), and
 * `npm run backtest` may run beside a server on PostgreSQL.
 */
export const BACKTEST_LOCK_KEY = 4_711_005;

export class BacktestBusy extends Error {
  override readonly name = 'BacktestBusy';
  constructor() {
    super(
      'A backtest is running already (another server or command); try again when it has finished.',
    );
  }
}

/**
 * At start, after scoring: runs the backtest when none exists for the loaded data version, so the
 * evidence page and the home claims work on a fresh install. Resolves true when one was stored.
 */
export async function backtestIfStale(
  database: Database,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  activity?: ActivityTracker,
  engine?: EnginePool,
  /** The server's shutdown: rejects with a `ShutdownInterruption` (retried at the next start). */
  signal?: AbortSignal,
): Promise<boolean> {
  // Checked and run holding the lock: a second job (or server) finds the first one's result, or
  // the lock taken, and runs nothing.
  const locked = await database.withAdvisoryLock(BACKTEST_LOCK_KEY, async () => {
    if (!(await backtestIsStale(database))) return false;
    return runStale(database, log, activity, engine, signal);
  });
  if (!locked.acquired) log.info({}, 'a backtest is running already: not started twice');
  return locked.acquired && locked.value;
}

/** True when the loaded data has no backtest of the current presets and method (issue 20). */
export async function backtestIsStale(database: Database): Promise<boolean> {
  const data = await latestDataImport(database.db);
  if (!data) return false;
  const last = await latestBacktest(database.db);
  return !(
    last &&
    last.dataVersion === data.dataVersion &&
    (await presetsVersionOf(database.db, last.id)) === presetsVersion()
  );
}

async function runStale(
  database: Database,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  activity?: ActivityTracker,
  engine?: EnginePool,
  signal?: AbortSignal,
): Promise<boolean> {
  activity?.start('backtest', 'Running the backtest');
  let lastLog = 0;
  try {
    log.info({}, 'running the backtest (background)');
    const run = await runBacktestUnlocked(database, {
      ...(engine ? { engine } : {}),
      ...(signal ? { signal } : {}),
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
    if (isShutdownInterruption(error) || signal?.aborted) {
      log.info({}, 'backtest interrupted by the shutdown; run again at the next start');
      throw new ShutdownInterruption();
    }
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
  const locked = await database.withAdvisoryLock(BACKTEST_LOCK_KEY, () =>
    runBacktestUnlocked(database, options),
  );
  if (!locked.acquired) throw new BacktestBusy();
  return locked.value;
}

/** The backtest itself; the caller holds `BACKTEST_LOCK_KEY`. */
async function runBacktestUnlocked(database: Database, options: BacktestJobOptions) {
  const started = performance.now();
  const [spy] = await loadUniverse(database.db, {
    symbols: [BACKTEST_DEFAULTS.benchmark],
    dailyFrom: '9999-12-31',
  });
  if (!spy) throw new Error('The benchmark (SPY) has no prices in the database.');
  const benchmark = spy.monthlyPrices
    .filter((m) => m.adjClose !== null && m.adjClose > 0)
    .map((m) => ({ monthEnd: m.monthEnd, adjClose: m.adjClose! }));
  const lastBenchmark = benchmark.at(-1)?.monthEnd;
  if (!lastBenchmark) throw new Error('The benchmark (SPY) has no total-return prices.');
  const firstBenchmark = benchmark[0]!.monthEnd;

  const membership: Record<string, { start: string; end: string | null }[]> = {};
  for (const m of await allSp500Membership(database.db)) {
    (membership[m.symbol] ??= []).push({ start: m.startDate, end: m.endDate });
  }

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
  // The server's thread reads the prices and streams them to a worker thread, which runs the
  // backtest month by month. Returns and scores are monthly; the daily sessions from three months
  // before the start carry the volumes of the liquidity floor (ADR 049).
  const engine = options.engine ?? createEnginePool();
  let result: BacktestResult;
  try {
    result = await runStreaming<'backtest', { done: number; total: number }>(
      engine,
      'backtest',
      {
        start: params.start,
        end: params.end,
        costPerTurnover: params.costPerTurnover,
        benchmark,
        horizonMonths: params.horizonMonths,
        inSampleEnd: params.inSampleEnd,
        membership,
        screens: presetScreens(),
      },
      {
        feed: async (send) => {
          await loadUniverseBatches(
            database.db,
            { dailyFrom: sessionsFrom(params.start), batchSize: LOAD_BATCH },
            (companies) => {
              stopIfShuttingDown(options.signal);
              send({ type: 'companies', companies });
            },
          );
        },
        onProgress: (p) => options.onProgress?.(p.done, p.total),
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
  } finally {
    if (!options.engine) await engine.close();
  }
  // Nothing stored once the shutdown has begun.
  stopIfShuttingDown(options.signal);
  const forward = result.buckets.reduce((n, b) => n + b.forwardObservations, 0);
  const hits = result.buckets.reduce((n, b) => n + (b.hitRate ?? 0) * b.forwardObservations, 0);
  const data = await latestDataImport(database.db);
  const firstYear = result.survivorship?.[0];
  const top = result.buckets[0];
  // What the result cannot tell, as codes with their figures (issue 54): the evidence module
  // writes them in the reader's language.
  const caveatCodes: BacktestCaveat[] = [
    {
      code: 'survivorship',
      ...(firstYear
        ? {
            firstYear: {
              year: firstYear.year,
              withoutPrice: firstYear.withoutPrice,
              members: firstYear.members,
            },
          }
        : {}),
    },
    {
      code: 'delistings',
      missing: result.missingPrices,
      total: result.holdingsTotal,
      ...(top
        ? {
            topBucket: {
              lost50: top.cagrIfMissingLost50 ?? null,
              lost100: top.cagrIfMissingLost100 ?? null,
              measured: top.all.cagr ?? null,
            },
          }
        : {}),
    },
    { code: 'earlyFundamentals' },
    // What the investable universe leaves out (ADR 049): the liquidity floor applies only from
    // the first date whose three months the daily sessions (with volumes) cover.
    { code: 'investable', liquidityFloorFrom: result.liquidityFloorFrom },
    { code: 'costs', basisPoints: params.costPerTurnover * 1e4 },
    { code: 'weights' },
    { code: 'pastPerformance' },
  ];
  const seconds = (performance.now() - started) / 1000;
  const stored = {
    buckets: result.buckets,
    deciles: result.deciles,
    benchmark: result.benchmark,
    allHoldingsHitRate: forward === 0 ? null : hits / forward,
    missingPrices: result.missingPrices,
    holdingsTotal: result.holdingsTotal,
    fairValue: result.fairValue,
    informationCoefficients: result.informationCoefficients,
    walkForward: result.walkForward && {
      ...result.walkForward,
      // Their tables are shown, not their curves: the answer stays small.
      buckets: result.walkForward.buckets.map(withoutCurves),
      deciles: result.walkForward.deciles.map(withoutCurves),
      fixedSameDates: {
        buckets: result.walkForward.fixedSameDates.buckets.map(withoutCurves),
        deciles: result.walkForward.fixedSameDates.deciles.map(withoutCurves),
      },
    },
    survivorship: result.survivorship,
    liquidityFloorFrom: result.liquidityFloorFrom,
    caveatCodes,
  };
  const id = await insertBacktestRun(database.db, {
    dataVersion: data?.dataVersion ?? null,
    params,
    result: stored,
    seconds,
  });
  await insertPresetBacktests(database.db, {
    backtestRunId: id,
    presetsVersion: presetsVersion(),
    results: Object.fromEntries(
      result.screens.map((g) => [g.id, presetFigures(g, result.benchmark, params.costPerTurnover)]),
    ),
  });
  // Keep the last few runs.
  await keepNewestBacktestRuns(database.db, KEEP_RUNS);
  return { id, seconds, params, result: stored };
}

/** A group's figures without its equity curve and yearly returns. */
function withoutCurves(g: GroupResult): GroupResult {
  return { ...g, equity: [], yearly: [] };
}

/** A preset's backtest as the screener shows it: its figures beside the benchmark's. */
export function presetFigures(
  g: GroupResult,
  benchmark: BacktestResult['benchmark'],
  costPerTurnover: number,
) {
  const benchYear = new Map(benchmark.yearly.map((y) => [y.year, y.return]));
  // A screen that never held a company has no return to show (not 0%).
  const held = g.averageHoldings > 0;
  return {
    from: g.all.from ?? '',
    to: g.all.to ?? '',
    cagr: held ? g.all.cagr : null,
    benchmarkCagr: benchmark.all.cagr,
    maxDrawdown: held ? g.all.maxDrawdown : null,
    benchmarkMaxDrawdown: benchmark.all.maxDrawdown,
    volatility: held ? g.all.volatility : null,
    sharpe: held ? g.all.sharpe : null,
    hitRate3y: g.hitRate,
    averageHoldings: g.averageHoldings,
    turnover: g.turnover,
    costPerTurnover,
    yearly: held ? g.yearly.map((y) => ({ ...y, benchmark: benchYear.get(y.year) ?? null })) : [],
    computedAt: new Date().toISOString(),
  };
}
