// The engine's CPU work, in worker threads (issue 18, ADR 016): score runs, backtests and the
// metric series of the charts. Each export is one kind of task (piscina's `name`); no I/O here —
// the server's thread reads the database and streams the companies in over a MessagePort, and
// writes what comes back.
import type { MessagePort } from 'node:worker_threads';
import {
  backtestSteps,
  type BacktestOptions,
  type BacktestResult,
} from '@evident/engine/backtest/backtest';
import { computeMetrics } from '@evident/engine/metrics/compute-metrics';
import type { MetricValues } from '@evident/engine/metrics/metric-id';
import {
  prepareCompany,
  sessionSeries,
  type PreparedCompany,
  type SessionSeries,
} from '@evident/engine/metrics/prepare';
import type { CompanyInput } from '@evident/engine/types';
import { readHoldingsCsv, type CsvHolding } from '@evident/engine/portfolio/holdings-csv';
import {
  COMPANY_SCORE_COLUMNS,
  SCORE_CHANGE_COLUMNS,
  SCORE_HISTORY_COLUMNS,
  ScoreRunComputation,
  type BaselineRow,
  type ScoreRows,
  type ScoreTable,
  type ScoreComputeInput,
  type ScoreComputeOutput,
  type ScoreComputeProgress,
} from '@evident/engine/scoring/score-compute';
import { csvLine } from '../db/csv-encode';

/** Messages the server's thread sends a streaming task. */
export type ToWorker =
  | { type: 'companies'; companies: CompanyInput[] }
  /** A score run's baseline rows ("what changed", ADR 037), sent before the companies. */
  | { type: 'baseline'; rows: BaselineRow[] }
  | { type: 'end' };

/** Messages a streaming task sends back. */
export type FromWorker<P> =
  | { type: 'progress'; progress: P }
  | { type: 'computed'; chunks: number }
  /**
   * Rows as UTF-8 CSV, the bytes transferred, not copied: chunks that queue while the server's
   * thread stores earlier ones are then delivered without each being copied in one long turn of
   * its event loop, and the server's thread does not encode them.
   */
  | { type: 'chunk'; table: string; columns: readonly string[]; csv: Uint8Array; index: number }
  | { type: 'chunks-end' };

/** Rows per CSV chunk sent back: small, because each COPY holds the embedded database's thread. */
export const CHUNK_ROWS = { company_scores: 20, score_changes: 50, score_history: 800 } as const;

const utf8 = new TextEncoder();

const COLUMNS = {
  company_scores: COMPANY_SCORE_COLUMNS,
  score_changes: SCORE_CHANGE_COLUMNS,
  score_history: SCORE_HISTORY_COLUMNS,
};

/**
 * Takes the companies the server streams in, until it says 'end': each batch goes to `take` as
 * it arrives (by default they are collected), and the promise resolves with those collected.
 */
function receiveUniverse(
  port: MessagePort,
  take?: (companies: CompanyInput[]) => void,
  takeBaseline?: (rows: BaselineRow[]) => void,
): Promise<CompanyInput[]> {
  const universe: CompanyInput[] = [];
  const onCompanies = take ?? ((companies) => universe.push(...companies));
  return new Promise((resolve, reject) => {
    const onMessage = (m: ToWorker) => {
      if (m.type === 'companies' || m.type === 'baseline') {
        try {
          if (m.type === 'companies') onCompanies(m.companies);
          else if (takeBaseline) takeBaseline(m.rows);
          else throw new Error('this task takes no baseline');
        } catch (error) {
          port.off('message', onMessage);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else if (m.type === 'end') {
        port.off('message', onMessage);
        resolve(universe);
      }
    };
    port.on('message', onMessage);
  });
}

/**
 * Encodes a table's rows as CSV (for COPY, here rather than on the server's thread) and sends
 * them back in chunks of `CHUNK_ROWS`, each as soon as it is full (the last one when flushed): the
 * server stores them while the next ones are computed.
 */
class ChunkSender {
  private readonly pending: Record<ScoreTable, string[]> = {
    company_scores: [],
    score_changes: [],
    score_history: [],
  };
  private sent = 0;

  constructor(private readonly port: MessagePort) {}

  /** Chunks `rows` of each table make. */
  static count(rows: Record<ScoreTable, number>): number {
    return (Object.keys(rows) as ScoreTable[]).reduce(
      (n, table) => n + Math.ceil(rows[table] / CHUNK_ROWS[table]),
      0,
    );
  }

  add({ table, rows }: ScoreRows): void {
    for (const row of rows) {
      const pending = this.pending[table];
      pending.push(csvLine(row));
      if (pending.length === CHUNK_ROWS[table]) this.send(table);
    }
  }

  /** Sends what is left of each table, then says there is no more. */
  end(): void {
    for (const table of Object.keys(this.pending) as ScoreTable[]) {
      if (this.pending[table].length > 0) this.send(table);
    }
    this.port.postMessage({ type: 'chunks-end' } satisfies FromWorker<never>);
  }

  private send(table: ScoreTable): void {
    const csv = utf8.encode(`${this.pending[table].join('\n')}\n`);
    this.pending[table] = [];
    this.port.postMessage(
      {
        type: 'chunk',
        table,
        columns: COLUMNS[table],
        csv,
        index: this.sent++,
      } satisfies FromWorker<never>,
      [csv.buffer],
    );
  }
}

export type ScoreTaskResult = ScoreComputeOutput & { historyPoints: number };

/**
 * A score run's computation: companies in (each one's own work done as it arrives), rows out as
 * CSV chunks as soon as they are ready, the summary returned.
 */
export async function score(task: {
  port: MessagePort;
  input: ScoreComputeInput;
}): Promise<ScoreTaskResult> {
  const { port, input } = task;
  const chunks = new ChunkSender(port);
  const run = new ScoreRunComputation(input, (rows) => chunks.add(rows));
  await receiveUniverse(
    port,
    (companies) => run.add(companies),
    (rows) => run.addBaseline(rows),
  );
  // The chunks to come, said once every count is known: after the as-of date is ranked.
  let announced = false;
  const announce = () => {
    if (announced) return;
    announced = true;
    port.postMessage({
      type: 'computed',
      chunks: ChunkSender.count(run.rowCounts),
    } satisfies FromWorker<never>);
  };
  const steps = run.finishSteps();
  let output: ScoreComputeOutput;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      announce();
      output = step.value;
      break;
    }
    if (step.value.phase === 'history') announce();
    port.postMessage({
      type: 'progress',
      progress: step.value,
    } satisfies FromWorker<ScoreComputeProgress>);
  }
  chunks.end();
  port.close();
  return { ...output, historyPoints: run.rowCounts.score_history };
}

export interface BacktestTaskInput {
  start: string;
  end: string;
  costPerTurnover: number;
  horizonMonths: number;
  inSampleEnd: string;
  benchmark: { monthEnd: string; adjClose: number }[];
  /** S&P 500 membership intervals per symbol (end null = still a member). */
  membership: Record<string, { start: string; end: string | null }[]>;
  /** Screens held as portfolios of their own (the screener's presets). */
  screens?: BacktestOptions['screens'];
}

/** The backtest over the streamed universe; progress as `{ done, total }` months. */
export async function backtest(task: {
  port: MessagePort;
  input: BacktestTaskInput;
}): Promise<BacktestResult> {
  const { port, input } = task;
  // Each company is prepared as it arrives. Its daily sessions are the liquidity floor's only
  // (ADR 049): the scores read month-end closes, as they always have in the backtest.
  const prepared: PreparedCompany[] = [];
  const sessions = new Map<string, SessionSeries>();
  await receiveUniverse(port, (companies) => {
    for (const c of companies) {
      if (c.dailyPrices.length > 0) sessions.set(c.symbol, sessionSeries(c.dailyPrices));
      prepared.push(prepareCompany({ ...c, dailyPrices: [] }));
    }
  });
  const eligible = (symbol: string, asOf: string) =>
    (input.membership[symbol] ?? []).some(
      (i) => i.start <= asOf && (i.end === null || i.end > asOf),
    );
  const steps = backtestSteps(prepared, {
    start: input.start,
    end: input.end,
    costPerTurnover: input.costPerTurnover,
    benchmark: input.benchmark,
    horizonMonths: input.horizonMonths,
    inSampleEnd: input.inSampleEnd,
    eligible,
    membership: input.membership,
    sessions,
    ...(input.screens ? { screens: input.screens } : {}),
  });
  for (;;) {
    const step = steps.next();
    if (step.done) {
      port.close();
      return step.value;
    }
    port.postMessage({
      type: 'progress',
      progress: { done: step.value.index, total: step.value.total },
    } satisfies FromWorker<{ done: number; total: number }>);
  }
}

/** One company's metric values at each date (the metric charts), point in time. */
export function metricHistory(task: {
  company: CompanyInput;
  dates: string[];
}): { date: string; values: MetricValues }[] {
  const prepared = prepareCompany(task.company);
  return task.dates.map((date) => ({ date, values: computeMetrics(prepared, date).values }));
}

/**
 * The rows of an uploaded portfolio CSV (issue 56): reading 2 MB takes the CSV parser over a
 * second, which on the server's thread held every other request. A refusal comes back as its
 * message (the sentence the user reads).
 */
export function holdingsCsv(task: { csv: string }): CsvHolding[] | { refused: string } {
  const read = readHoldingsCsv(task.csv);
  return read instanceof Error ? { refused: read.message } : read;
}
