import { on } from 'node:events';
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type * as EngineWorker from './engine.worker';
import type { FromWorker, ToWorker } from './engine.worker';

type Tasks = typeof EngineWorker;
type TaskName = 'score' | 'backtest' | 'metricHistory' | 'holdingsCsv';

/**
 * The worker threads of the engine (ADR 016): one pool for the data jobs (a score run or a
 * backtest at a time, one thread) and one for the work a request waits for (chart series, a
 * portfolio CSV's reading), so a
 * long run never queues a page behind it. Threads start on first use and stop when idle.
 */
export interface EnginePool {
  run<N extends TaskName>(
    name: N,
    task: Parameters<Tasks[N]>[0],
    transferList?: TransferListItem[],
    signal?: AbortSignal,
  ): Promise<Awaited<ReturnType<Tasks[N]>>>;
  close(): Promise<void>;
}

/** The worker module: its TypeScript source under tsx or Vitest, the bundle's file once built. */
function workerFile(): string {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./engine.worker.dev.mjs', here).href
    : new URL('./engine.worker.js', here).href;
}

const JOB_TASKS = new Set<TaskName>(['score', 'backtest']);
/** How much lower the data jobs' thread runs than the server's (nice: 0 to 19). */
export const JOB_NICE = 10;

export function createEnginePool(options: { interactiveThreads?: number } = {}): EnginePool {
  const filename = workerFile();
  let jobs: Piscina | null = null;
  let interactive: Piscina | null = null;
  const jobsPool = () =>
    (jobs ??= new Piscina({
      filename,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 30_000,
      // Below the server's thread in the scheduler (Linux nice, per thread): when the cores are
      // short, requests go first and the run takes what is left (ADR 036).
      niceIncrement: JOB_NICE,
    }));
  const interactivePool = () =>
    (interactive ??= new Piscina({
      filename,
      minThreads: 0,
      maxThreads: options.interactiveThreads ?? Math.max(1, availableParallelism() - 1),
      idleTimeout: 5 * 60_000,
    }));
  return {
    run(name, task, transferList, signal) {
      const pool = JOB_TASKS.has(name) ? jobsPool() : interactivePool();
      return pool.run(task, {
        name,
        ...(transferList ? { transferList } : {}),
        ...(signal ? { signal } : {}),
      });
    },
    async close() {
      await Promise.all([jobs?.destroy(), interactive?.destroy()]);
      jobs = null;
      interactive = null;
    },
  };
}

/**
 * Runs a streaming task (score, backtest): `feed` sends the companies in (then 'end' is sent),
 * `onProgress` sees the worker's progress, `onComputed` the number of CSV chunks to come, and
 * `onChunk` stores each chunk the task sends back, in order, as they come — while the worker goes
 * on computing the next ones. Resolves with the task's result once every chunk is stored; a
 * failure in the worker rejects, and so does one in `feed` or `onChunk`.
 */
export async function runStreaming<N extends 'score' | 'backtest', P>(
  pool: EnginePool,
  name: N,
  input: Parameters<Tasks[N]>[0]['input'],
  handlers: {
    feed: (send: (message: Exclude<ToWorker, { type: 'end' }>) => void) => Promise<void>;
    onProgress?: (progress: P) => void;
    onComputed?: (chunks: number) => void;
    onChunk?: (chunk: FromWorker<P> & { type: 'chunk' }) => Promise<void>;
    /** Cancels the worker's task (the server shutting down): the run then rejects. */
    signal?: AbortSignal;
  },
): Promise<Awaited<ReturnType<Tasks[N]>>> {
  const { port1, port2 } = new MessageChannel();
  const stopTask = new AbortController();
  const stopTalk = new AbortController();
  const cancel = () => stopTask.abort();
  if (handlers.signal?.aborted) cancel();
  handlers.signal?.addEventListener('abort', cancel, { once: true });
  const task = pool.run(
    name,
    { port: port2, input } as Parameters<Tasks[N]>[0],
    [port2 as MessagePort],
    stopTask.signal,
  );
  const send = (m: ToWorker) => port1.postMessage(m);
  const conversation = (async () => {
    const messages = on(port1, 'message', { signal: stopTalk.signal });
    await handlers.feed((m) => send(m));
    send({ type: 'end' });
    for await (const [message] of messages as AsyncIterable<[FromWorker<P>]>) {
      if (message.type === 'progress') handlers.onProgress?.(message.progress);
      else if (message.type === 'computed') handlers.onComputed?.(message.chunks);
      else if (message.type === 'chunk') await handlers.onChunk?.(message);
      else if (message.type === 'chunks-end') return;
    }
  })();
  // Reading the database or storing a chunk failed: the worker's task is cancelled.
  conversation.catch(() => stopTask.abort());
  try {
    const result = await task;
    if (handlers.onChunk) {
      // The chunks it sent are stored in turn: done at its last message ('chunks-end').
      await conversation;
    } else {
      // A task without rows to store (a backtest ends without a last message): stop listening.
      stopTalk.abort();
      await conversation.catch(() => {});
    }
    return result as Awaited<ReturnType<Tasks[N]>>;
  } catch (error) {
    stopTalk.abort();
    const ownError = await conversation.then(
      () => null,
      (e: unknown) => (stopTalk.signal.aborted && isAbort(e) ? null : e),
    );
    throw ownError ?? error;
  } finally {
    handlers.signal?.removeEventListener('abort', cancel);
    port1.close();
  }
}

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError';
