// `npm run bench -- during-run`: how the API answers while the server runs a full score run
// (issue 18: p99 < 25 ms at 20 connections, and the run itself no slower than 1.2× an idle run).
// The server is the built one as it ships, on the bench's kept PGlite folder; the run is started
// through the local tools' route (`POST /api/v1/internal/score-run`, as `npm run score` does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_KEY_HEADER } from '@evident/contracts/api-keys';
import { healthResponse, type DataActivity } from '@evident/contracts/health';
import { load, pooled, printTable, quantile, type RunningServer } from './harness';

/**
 * The load reads 80 companies: with the public key it would be a visitor past its 5 free analyses
 * (ADR 059). It reads with a Pro API key instead, metered (one statement a company read) without a
 * limit; the server is started with `DURING_RUN_API_KEYS`.
 */
const BENCH_KEY = 'evident-bench-during-run';
export const DURING_RUN_API_KEYS = `evident-public-web,${BENCH_KEY}:pro`;
const HEADERS = { [API_KEY_HEADER]: BENCH_KEY, 'accept-encoding': 'gzip, deflate, br' };

/**
 * What users ask while the run goes on: health, search, company pages, the home page's selections,
 * and the charts of 40 S&P 500 companies — each computed once on first use (off the cache), as
 * when users browse companies nobody has opened since the server started.
 */
export function duringRunPaths(companiesCsv: string, offset: number): string[] {
  const [header, ...lines] = readFileSync(companiesCsv, 'utf8').trim().split('\n');
  const cols = header!.split(',');
  const at = (name: string) => cols.indexOf(name);
  const members = lines
    .map((l) => l.split(','))
    .filter((c) => c[at('sp500')] === '1' && c[at('is_etf')] === '0')
    .map((c) => `${c[at('exchange')]}:${c[at('ticker')]}`)
    .slice(offset, offset + 40);
  const paths = ['/api/v1/health', '/api/v1/stocks?search=app', '/api/v1/daily-selections/current'];
  for (const ticker of members) {
    paths.push(`/api/v1/stocks/${ticker}`, `/api/v1/charts/${ticker}/roic`);
  }
  return paths;
}

async function currentJob(server: RunningServer): Promise<DataActivity | null> {
  const res = await fetch(`${server.url}/api/v1/health`);
  return healthResponse.parse(await res.json()).data.data.activity;
}

/** Starts a score run in the server and resolves with its wall time (s) once it has landed. */
async function scoreRun(
  server: RunningServer,
): Promise<{ started: Promise<void>; done: Promise<number> }> {
  const { token } = JSON.parse(readFileSync(path.join(server.dataDir!, 'server.json'), 'utf8')) as {
    token: string;
  };
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/internal/score-run`, {
    method: 'POST',
    headers: { 'x-evident-local-token': token },
  });
  if (res.status !== 202) throw new Error(`the server did not start a score run (${res.status})`);
  let resolveStarted!: () => void;
  const started = new Promise<void>((r) => (resolveStarted = r));
  const done = (async () => {
    let seen = false;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const job = await currentJob(server);
      if ((job?.kind === 'score' || job?.kind === 'rescore') && !seen) {
        seen = true;
        resolveStarted();
      }
      if (!job && seen) return (performance.now() - t0) / 1000;
      if (!job && performance.now() - t0 > 30_000) throw new Error('the score run never started');
    }
  })();
  return { started, done };
}

/** The bench on a server whose data is already imported, scored and backtested. */
export async function benchDuringRun(
  server: RunningServer,
  options: { connections?: number; companiesCsv: string },
): Promise<void> {
  const connections = options.connections ?? 20;
  // Different companies before and during the run, so the charts asked during it are computed then.
  const quietPaths = duringRunPaths(options.companiesCsv, 0);
  const paths = duringRunPaths(options.companiesCsv, 40);
  console.log('score run with no load (the reference time)…');
  const idle = await scoreRun(server);
  const idleSeconds = await idle.done;

  console.log(`score run with ${connections} connections asking ${paths.length} routes in turn…`);
  // Before the run: the same load on a quiet server, for comparison.
  const quiet = await load(`${server.url}/`, {
    connections,
    durationSec: 10,
    headers: HEADERS,
    paths: quietPaths,
    record: true,
  });
  const busy = await scoreRun(server);
  await busy.started;
  const during = await load(`${server.url}/`, {
    connections,
    durationSec: 900,
    headers: HEADERS,
    paths,
    record: true,
    until: busy.done,
  });
  const busySeconds = await busy.done;
  const row = (name: string, r: Awaited<ReturnType<typeof load>>, seconds?: number) => {
    const all = pooled([r.latencies ?? new Float64Array()]);
    return {
      '': name,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': quantile(all, 0.5),
      'p99 ms (goal < 25)': quantile(all, 0.99),
      'max ms': quantile(all, 1),
      errors: r.errors + r.non2xx,
      'run s': seconds === undefined ? '' : seconds.toFixed(1),
    };
  };
  printTable([
    { ...row('quiet server (no run)', quiet), 'run s': '' },
    row('during a score run', during, busySeconds),
  ]);
  console.log(
    `score run: ${idleSeconds.toFixed(1)} s with no load, ${busySeconds.toFixed(1)} s under load ` +
      `(${(busySeconds / idleSeconds).toFixed(2)}× the idle run). Goal: each no more than 1.2× the ` +
      'same run before the worker threads (ADR 016: 47.6 s with no load, 51.4 s under load).',
  );
}
