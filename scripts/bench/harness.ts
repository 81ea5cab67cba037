import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildState, root, sameNodeEnv, targets } from '../build-state.mjs';

export { root };

/** Builds the web app and the API bundle if either is missing or out of date. */
export function ensureBuilt(): void {
  for (const target of targets) {
    if (buildState(target) === 'fresh') continue;
    const [cmd, args] = target.command;
    const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: sameNodeEnv() });
    if (result.status !== 0) throw new Error(`build of ${target.name} failed`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (its `server.json` holds the local tools' token). */
  dataDir?: string;
  /** Where the server's stdout (its request log) goes. */
  logFile?: string;
  /** The server's process id (its memory is read from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A bench that fails (an exception, a server that never answers, no browser to drive) must not
 * leave its servers running: one left behind holds the bench database's folder and the next
 * bench cannot start. Called right after each spawn.
 */
function stopAtExit(child: ChildProcess): void {
  const orphan = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', orphan);
  child.once('exit', () => process.removeListener('exit', orphan));
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup?.();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the built Evident server as it ships (NODE_ENV=production, its default log level: one
 * line per request) on a fresh PGlite data directory (removed at stop), or on the given `dataDir`
 * (kept, so a loaded snapshot is reused by the next run). Its log goes to a file, as it would to
 * a log collector; pass `LOG_LEVEL` in `env` to isolate the cost of logging.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'evident-bench-'));
  const logFile = path.join(dataDir, `..`, `bench-server-${port}.log`);
  const out = openSync(logFile, 'w');
  // `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the server under load.
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production asks for a payments mode (ADR 060): the benches use the offline sandbox.
      PAYMENTS_SANDBOX: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', out, 'inherit'],
  });
  stopAtExit(child);
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/v1/health`, child, 120_000);
  const cleanup = () => {
    rmSync(logFile, { force: true });
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, logFile, pid: child.pid, stop: stopper(child, cleanup) };
}

/**
 * How long a server's data must stay settled before a bench measures: longer than the job
 * queue's slowest look for work (10 s), so a job queued by the last one has been taken by then.
 */
export const SETTLE_MS = 12_000;

/**
 * Whether a server's data jobs have all landed: a backtest exists, the scores in force were
 * computed with its walk-forward weights when it has them (ADR 032: the server scores again after
 * the backtest), and no data job runs. A bench measures only then: no job may share the machine.
 */
export async function dataSettled(url: string): Promise<boolean> {
  const headers = { 'x-api-key': 'evident-public-web' };
  try {
    const evidence = await fetch(`${url}/api/v1/evidence`);
    if (!evidence.ok) return false;
    const e = (await evidence.json()) as {
      data: { id: number; walkForward?: { latest: unknown } | null } | null;
    };
    if (e.data === null) return false;
    if (e.data.walkForward?.latest) {
      const methodology = await fetch(`${url}/api/v1/methodology`, { headers });
      if (!methodology.ok) return false;
      const m = (await methodology.json()) as {
        data: { weights?: { backtestId: number | null; shipped?: boolean } };
      };
      // The weights in force are this backtest's, or the shipped ones it agreed with (ADR 052:
      // no second score run; when they differ, the rescore shows as activity below).
      if (m.data.weights?.backtestId !== e.data.id && m.data.weights?.shipped !== true) {
        return false;
      }
    }
    const health = await fetch(`${url}/api/v1/health`);
    if (!health.ok) return false;
    const h = (await health.json()) as { data: { data: { activity: unknown } } };
    return h.data.data.activity === null;
  } catch {
    // Busy importing or scoring: ask again later.
    return false;
  }
}

/** Bare Fastify; `answersFile` holds answers to replay byte for byte (see bare-server.mjs). */
export async function startBareServer(
  answersFile?: string,
  options: { logFile?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ...(answersFile ? { BARE_ANSWERS: answersFile } : {}),
      ...(options.logFile ? { BARE_LOG_FILE: options.logFile } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stopAtExit(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child, 30_000);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux's usual builds). */
let clockTicks: number | null | undefined;

/**
 * A process's CPU time so far, user and system, all threads, in µs (Linux /proc; null elsewhere).
 * Its resolution is one clock tick (10 ms): over a round of seconds, well under 1%.
 */
export function processCpuMicros(pid: number): number | null {
  if (clockTicks === null) return null; // not Linux: asked once, not at every round
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of stat(5), 12 and 13 after the command's closing paren.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks;
  } catch {
    clockTicks = null;
    return null;
  }
}

export interface LoadResult {
  reqPerSec: number;
  /** The server's CPU time (all its threads) per answered request, in µs, when asked (`cpuOf`). */
  cpuMicrosPerRequest?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Every response's latency in ms (kept when `record` is set), for percentiles across rounds. */
  latencies?: Float64Array;
}

/** Latencies of several runs pooled into one array, sorted ascending. */
export function pooled(samples: Float64Array[]): Float64Array {
  const all = new Float64Array(samples.reduce((n, s) => n + s.length, 0));
  let offset = 0;
  for (const s of samples) {
    all.set(s, offset);
    offset += s.length;
  }
  return all.sort();
}

/** The q-quantile (0..1) of sorted latencies, nearest rank, in ms with two decimals. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank]! * 100) / 100;
}

/** One request of a load run: e.g. a POST with a JSON body (`content-type` in its headers). */
export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export async function load(
  url: string,
  options: {
    connections?: number;
    durationSec?: number;
    headers?: Record<string, string>;
    /** Keep every response's latency (autocannon's own summary is per run, in whole ms). */
    record?: boolean;
    /** Paths each connection asks in turn (default: the URL's own). */
    paths?: string[];
    /** Requests each connection sends in turn (method, body, own headers); wins over `paths`. */
    requests?: LoadRequest[];
    /** Stops the load when this settles (before `durationSec` has passed). */
    until?: Promise<unknown>;
    /** A server process whose CPU time (every thread) per answered request is measured. */
    cpuOf?: number;
  } = {},
): Promise<LoadResult> {
  const cpuBefore = options.cpuOf === undefined ? null : processCpuMicros(options.cpuOf);
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const instance = autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSec ?? 10,
    headers: options.headers ?? {},
    ...(options.requests
      ? { requests: options.requests.map((r) => ({ method: 'GET' as const, ...r })) }
      : options.paths
        ? { requests: options.paths.map((p) => ({ method: 'GET' as const, path: p })) }
        : {}),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  void options.until?.finally(() => instance.stop());
  let latencies: Float64Array | undefined;
  let count = 0;
  if (options.record) {
    latencies = new Float64Array(1 << 16);
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (count === latencies!.length) {
        const grown = new Float64Array(latencies!.length * 2);
        grown.set(latencies!);
        latencies = grown;
      }
      latencies![count++] = responseTime;
    });
  }
  const result = await instance;
  const cpuAfter = options.cpuOf === undefined ? null : processCpuMicros(options.cpuOf);
  const answered = result.requests.total;
  return {
    ...(latencies ? { latencies: latencies.subarray(0, count) } : {}),
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { cpuMicrosPerRequest: (cpuAfter - cpuBefore) / answered }
      : {}),
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}
