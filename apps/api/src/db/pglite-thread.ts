import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * The embedded database in a worker thread (ADR 042): the calls Drizzle and `client.ts` make of a
 * PGlite, each sent to `pglite.worker.ts` and answered there, so the server's thread no longer
 * holds every request while PGlite plans, runs, stores or parses (a page of score rows, a COPY of
 * a run's rows). What crosses is data only: the statement and its values, the rows back.
 */

/** An error crossing the threads: its message and PostgreSQL's fields (`code`, `constraint` …). */
export interface WireError {
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean>;
}

export type ToPglite =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object' | undefined;
      /** The type ids whose text is handed on as it is (the parsers Drizzle passes). */
      identity?: number[] | undefined;
      tx?: number | undefined;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number | undefined }
  | { id: number; op: 'copy'; sql: string; bytes: string | Uint8Array }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'close' };

export type FromPglite =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: number; payload: string };

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What a query runs on: the database, or one open transaction (Drizzle's `client`). */
export interface PgliteQueries {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(fn: (tx: PgliteQueries & { readonly closed: boolean }) => Promise<T>): Promise<T>;
  /** `COPY … FROM '/dev/blob'` with `bytes` as the blob. */
  copy(sql: string, bytes: string | Uint8Array): Promise<void>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** The worker module: its TypeScript source under tsx or Vitest, the bundle's file once built. */
function workerFile(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./pglite.worker.dev.mjs', here)
    : new URL('./pglite.worker.js', here);
}

function errorOf(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/**
 * Drizzle's parsers cross as type ids: it passes ones that hand the text on unchanged (dates,
 * timestamps, intervals and their arrays). Any other parser cannot cross a thread: refused. (Drizzle
 * makes new parser objects for each statement, so there is nothing to keep between calls.)
 */
function identityIds(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    const probe = `probe-${oid}`;
    if (parse(probe, Number(oid)) !== probe) {
      throw new Error(
        `a parser of type ${oid} changes values: it cannot run in the database thread`,
      );
    }
    return Number(oid);
  });
}

/**
 * A statement's values as they would cross the thread unchanged: what PGlite serializes in
 * process (text, numbers, booleans, bigint, dates, bytes, arrays and plain objects as JSON). A
 * class instance would lose its prototype on the way (its own `toString`, which PGlite uses in
 * process), so it is refused here rather than stored as "[object Object]".
 */
function checkValue(value: unknown, depth = 0): void {
  if (value === null || value === undefined || depth > 32) return;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint') return;
  if (value instanceof Date || ArrayBuffer.isView(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, depth + 1);
    return;
  }
  const prototype = type === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    for (const item of Object.values(value as object)) checkValue(item, depth + 1);
    return;
  }
  const name = (prototype as { constructor?: { name?: string } } | undefined)?.constructor?.name;
  throw new TypeError(
    `a ${name ?? type} cannot be a statement's value in the database thread: pass its text`,
  );
}

/** How long `close` waits for the database (an open transaction first ends) before stopping it. */
const CLOSE_WAIT_MS = 10_000;

export interface PgliteThreadOptions {
  /**
   * The thread stopped on its own (out of memory, a WebAssembly abort): every call from then on
   * fails. By default the error is thrown on the event loop, so the process ends as it did when
   * PGlite failed in its own thread (the server logs it and shuts down) and can be restarted.
   */
  onCrash?: (error: Error) => void;
  /** The thread's own memory limits (Node's `resourceLimits`). */
  resourceLimits?: ResourceLimits;
  /** How long `close` waits before stopping the thread (default 10 s). */
  closeWaitMs?: number;
  /**
   * In memory only: the path of a data folder's tarball (PGlite's `dumpDataDir`) that the
   * database starts from instead of a new, empty cluster (the tests' migrated template, ADR 051).
   */
  loadDataDir?: string;
}

const rethrow = (error: Error) =>
  setImmediate(() => {
    throw error;
  });

/** Starts PGlite (on `dataDir`, or in memory for null) in its own thread; resolves once ready. */
export async function openPgliteThread(
  dataDir: string | null,
  options: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const worker = new Worker(workerFile(), {
    workerData: { dataDir, loadDataDir: dataDir === null ? options.loadDataDir : undefined },
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  const onCrash = options.onCrash ?? rethrow;
  const closeWaitMs = options.closeWaitMs ?? CLOSE_WAIT_MS;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let closed = false;
  let closing = false;
  let started = false;
  let gone: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (m: FromPglite) => {
    if ('notify' in m) {
      listeners.get(m.notify)?.(m.payload);
      return;
    }
    const call = pending.get(m.id);
    if (!call) return;
    pending.delete(m.id);
    if (pending.size === 0) worker.unref();
    if (m.ok) call.resolve(m.value);
    else call.reject(errorOf(m.error));
  });
  const stop = (error: Error) => {
    // The first reason is kept: an uncaught error comes before the exit it causes.
    const first = gone === null;
    gone ??= error;
    closed = true;
    for (const call of pending.values()) call.reject(gone);
    pending.clear();
    if (first && started && !closing) onCrash(gone);
  };
  worker.on('error', stop);
  worker.on('exit', (code) =>
    stop(new Error(`the embedded database's thread stopped (exit code ${code})`)),
  );

  const call = <T>(message: ToPglite): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const { id } = message;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive while a call waits for it, and only then (as PGlite in
      // the process's own thread did): a tool that ends without closing the database still ends.
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        worker.postMessage(message);
      } catch (error) {
        // A value that cannot be copied: this call ends here, and nothing waits for the thread.
        pending.delete(id);
        if (pending.size === 0) worker.unref();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };
  const queries = (tx?: number): PgliteQueries => ({
    query: async (sql, params = [], options = {}) => {
      checkValue(params);
      return call({
        id: nextId++,
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode,
        identity: identityIds(options.parsers),
        tx,
      });
    },
    exec: (sql) => call({ id: nextId++, op: 'exec', sql, tx }),
  });

  try {
    await ready;
    started = true;
    worker.unref();
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...queries(),
    async transaction(fn) {
      const tx = await call<number>({ id: nextId++, op: 'begin' });
      const end = (commit: boolean) => call<null>({ id: nextId++, op: 'end', tx, commit });
      let open = true;
      const handle = {
        ...queries(tx),
        get closed() {
          return !open;
        },
      };
      let value;
      try {
        value = await fn(handle);
      } catch (error) {
        open = false;
        // The caller hears its own error; a rollback that failed too (the thread gone) adds nothing.
        await end(false).catch(() => {});
        throw error;
      }
      open = false;
      await end(true);
      return value;
    },
    copy: (sql, bytes) => call({ id: nextId++, op: 'copy', sql, bytes }),
    async listen(channel, callback) {
      const id = nextId++;
      listeners.set(id, callback);
      try {
        await call({ id, op: 'listen', channel });
      } catch (error) {
        listeners.delete(id);
        throw error;
      }
      return async () => {
        listeners.delete(id);
        if (!closed) await call({ id: nextId++, op: 'unlisten', listener: id });
      };
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closing = true;
      // PGlite closes once an open transaction ends: one left open by a caller would otherwise
      // hold the process for ever.
      let waitedTooLong = false;
      const timer = setTimeout(() => {
        waitedTooLong = true;
        void worker.terminate();
      }, closeWaitMs);
      try {
        await call({ id: nextId++, op: 'close' });
      } catch (error) {
        if (!waitedTooLong) throw error;
        throw new Error(
          `the embedded database did not close within ${closeWaitMs / 1000} s (a transaction left open?): its thread was stopped`,
          { cause: error },
        );
      } finally {
        clearTimeout(timer);
        closed = true;
        await worker.terminate();
      }
    },
  };
}
