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
import { prepareCompany } from '@evident/engine/metrics/prepare';
import type { CompanyInput } from '@evident/engine/types';
import {
  COMPANY_SCORE_COLUMNS,
  SCORE_HISTORY_COLUMNS,
  scoreRunSteps,
  type ScoreComputeInput,
  type ScoreComputeOutput,
  type ScoreComputeProgress,
} from '../jobs/score/score-compute';

/** Messages the server's thread sends a streaming task. */
export type ToWorker =
  { type: 'companies'; companies: CompanyInput[] } | { type: 'end' } | { type: 'next' };

/** Messages a streaming task sends back. */
export type FromWorker<P> =
  | { type: 'progress'; progress: P }
  | { type: 'computed'; chunks: number }
  | { type: 'chunk'; table: string; columns: readonly string[]; csv: string; index: number }
  | { type: 'chunks-end' };

/** Rows per CSV chunk sent back: small, because each COPY holds the embedded database's thread. */
export const CHUNK_ROWS = { company_scores: 20, score_history: 800 } as const;

/** Collects the companies the server streams in, until it says 'end'. */
function receiveUniverse(port: MessagePort): Promise<CompanyInput[]> {
  const universe: CompanyInput[] = [];
  return new Promise((resolve) => {
    const onMessage = (m: ToWorker) => {
      if (m.type === 'companies') {
        for (const c of m.companies) universe.push(c);
      } else if (m.type === 'end') {
        port.off('message', onMessage);
        resolve(universe);
      }
    };
    port.on('message', onMessage);
  });
}

/** Hands out CSV chunks one at a time, each when the server asks for the next ('next'). */
function serveChunks(
  port: MessagePort,
  chunks: { table: string; columns: readonly string[]; csv: string }[],
): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const onMessage = (m: ToWorker) => {
      if (m.type !== 'next') return;
      const post = (message: FromWorker<never>) => port.postMessage(message);
      if (index < chunks.length) {
        post({ type: 'chunk', ...chunks[index]!, index });
        chunks[index] = { table: '', columns: [], csv: '' };
        index += 1;
      } else {
        post({ type: 'chunks-end' });
        port.off('message', onMessage);
        resolve();
      }
    };
    port.on('message', onMessage);
  });
}

function toChunks(
  table: keyof typeof CHUNK_ROWS,
  columns: readonly string[],
  lines: string[],
): { table: string; columns: readonly string[]; csv: string }[] {
  const out = [];
  const size = CHUNK_ROWS[table];
  for (let i = 0; i < lines.length; i += size) {
    out.push({ table, columns, csv: `${lines.slice(i, i + size).join('\n')}\n` });
  }
  return out;
}

export type ScoreTaskResult = Omit<ScoreComputeOutput, 'companyLines' | 'historyLines'> & {
  historyPoints: number;
};

/** A score run's computation: companies in, CSV chunks out (pulled), the summary returned. */
export async function score(task: {
  port: MessagePort;
  input: ScoreComputeInput;
}): Promise<ScoreTaskResult> {
  const { port, input } = task;
  const universe = await receiveUniverse(port);
  const steps = scoreRunSteps(universe, input);
  let output: ScoreComputeOutput;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      output = step.value;
      break;
    }
    port.postMessage({
      type: 'progress',
      progress: step.value,
    } satisfies FromWorker<ScoreComputeProgress>);
  }
  universe.length = 0;
  const chunks = [
    ...toChunks('company_scores', COMPANY_SCORE_COLUMNS, output.companyLines),
    ...toChunks('score_history', SCORE_HISTORY_COLUMNS, output.historyLines),
  ];
  const historyPoints = output.historyLines.length;
  port.postMessage({ type: 'computed', chunks: chunks.length } satisfies FromWorker<never>);
  await serveChunks(port, chunks);
  port.close();
  const { companyLines: _c, historyLines: _h, ...summary } = output;
  return { ...summary, historyPoints };
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
  const universe = await receiveUniverse(port);
  const prepared = universe.map((c) => prepareCompany(c));
  universe.length = 0;
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
