import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import {
  ensureBuilt,
  load,
  pooled,
  printTable,
  quantile,
  root,
  startBareServer,
  dataSettled,
  SETTLE_MS,
  startBuiltServer,
  type LoadResult,
  type RunningServer,
} from './harness';
import { benchDuringRun, DURING_RUN_API_KEYS } from './during-run.bench';
import { benchPortfolio } from './portfolio.bench';
import { benchSearch } from './search.bench';

/**
 * Headers the same-bytes anchor does not replay: those Node writes itself for every answer
 * (the date, the connection's, the body's length). Every other header of our answer is replayed
 * — the security headers (CSP, HSTS…), the request id, the caching headers — so the anchor sends
 * the same bytes, headers included (issue 18). Before 2026-11-26 it replayed only content-type,
 * content-encoding, etag, cache-control and vary: 1 KB of security headers less than ours.
 */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** One answer of our server exactly as sent (compressed bytes, not decoded as fetch would). */
function rawAnswer(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (NOT_REPLAYED.has(name) || value === undefined) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

interface Endpoint {
  name: string;
  path: string;
}

/** Endpoints measured against the built server with the market-data snapshot loaded and scored. */
const ENDPOINTS: Endpoint[] = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'search', path: '/api/v1/stocks?search=app' },
  { name: 'company', path: '/api/v1/stocks/NASDAQ:AAPL' },
  { name: 'chart roic', path: '/api/v1/charts/NASDAQ:AAPL/roic' },
  { name: 'daily selections', path: '/api/v1/daily-selections/current' },
];

// Browsers always send Accept-Encoding, so the benchmark does too: answers are measured as the
// web app receives them (cached answers are sent pre-compressed, see ADR 005).
const HEADERS = { [API_KEY_HEADER]: PUBLIC_WEB_API_KEY, 'accept-encoding': 'gzip, deflate, br' };

async function isScored(server: RunningServer): Promise<boolean> {
  try {
    const res = await fetch(`${server.url}/api/v1/daily-selections/current`, { headers: HEADERS });
    if (!res.ok) return false;
    const body = (await res.json()) as { data: unknown[] };
    const company = await fetch(`${server.url}/api/v1/stocks/NASDAQ:AAPL`, { headers: HEADERS });
    const detail = company.ok
      ? ((await company.json()) as { data: { evidentScore: number | null } })
      : null;
    // The server runs the backtest by itself after the first score run, then scores again with
    // its walk-forward weights: wait for all of it, so the measurement shares the machine with none.
    return (
      body.data.length > 0 && detail?.data.evidentScore != null && (await dataSettled(server.url))
    );
  } catch {
    // The server is busy importing or scoring: ask again later.
    return false;
  }
}

async function settledAgain(server: RunningServer): Promise<boolean> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return isScored(server);
}

/** Waits until the server has imported, scored and backtested the snapshot (first run: minutes). */
async function waitForScoredData(server: RunningServer, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let lastNote = 0;
  while (Date.now() - started < timeoutMs) {
    // Settled twice, longer apart than the job queue's slowest look for work (SETTLE_MS).
    if ((await isScored(server)) && (await settledAgain(server))) return;
    if (Date.now() - lastNote > 30_000) {
      lastNote = Date.now();
      console.log(
        `waiting for the snapshot to be imported and scored (${Math.round((Date.now() - started) / 1000)} s)…`,
      );
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('the snapshot was not imported and scored in time');
}

function parseArgs(args: string[]) {
  const arg = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const marketData =
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot');
  if (!existsSync(path.join(marketData, 'companies.csv'))) {
    throw new Error(`no market-data snapshot at ${marketData} (pass --dir=PATH)`);
  }
  return {
    arg,
    marketData,
    durationSec: Number(arg('duration') ?? 2),
    rounds: Number(arg('rounds') ?? 7),
    connections: Number(arg('connections') ?? 50),
  };
}

// Kept between runs: the snapshot is imported and scored once, later runs start in seconds.
const benchDataDir = () => path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');

/** The built server as it ships, on the bench's kept data folder, once its data is scored. */
async function startScoredServer(
  marketData: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = benchDataDir();
  mkdirSync(dataDir, { recursive: true });
  ensureBuilt();
  const server = await startBuiltServer({ MARKET_DATA_DIR: marketData, ...env }, { dataDir });
  try {
    await waitForScoredData(server, 30 * 60_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** `npm run bench -- during-run [--connections=20]`: the API while the server runs a score run. */
export async function benchApiDuringRun(args: string[]): Promise<void> {
  const { arg, marketData } = parseArgs(args);
  const server = await startScoredServer(marketData, { API_KEYS: DURING_RUN_API_KEYS });
  try {
    await benchDuringRun(server, {
      connections: Number(arg('connections') ?? 20),
      companiesCsv: path.join(marketData, 'companies.csv'),
    });
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// Percentiles over every request of every round (the rounds' latencies pooled), and the worst
// single round's p99 beside it: one stalled round on this shared machine shows there without
// hiding how the whole measurement went.
const summary = (results: LoadResult[]) => {
  const perRound = results.map((r) => pooled([r.latencies ?? new Float64Array()]));
  const all = pooled(perRound);
  return {
    'req/s': Math.round(median(results.map((r) => r.reqPerSec))),
    'p50 ms': quantile(all, 0.5),
    'p99 ms (goal < 10)': quantile(all, 0.99),
    'worst round p99': Math.max(...perRound.map((x) => quantile(x, 0.99))),
    // The server process's CPU (every thread: GC helpers, the log's writes) per answer: what a
    // request costs the server, apart from the load generator sharing the machine.
    'CPU µs/req': cpuText(results),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
};

/** Measure a server's CPU per request when its process is known. */
const cpuOf = (server: RunningServer) => (server.pid === undefined ? {} : { cpuOf: server.pid });

/** The median CPU time per request of some rounds, in µs ("n/a" off Linux). */
const cpuText = (results: LoadResult[]) => {
  const values = results
    .map((r) => r.cpuMicrosPerRequest)
    .filter((v): v is number => v !== undefined);
  return values.length ? median(values).toFixed(1) : 'n/a';
};

interface Measured {
  endpoint: Endpoint;
  results: LoadResult[];
  sameBytes: LoadResult[];
  ratios: number[];
}

/**
 * Paired rounds: this machine's speed drifts by tens of percent over a minute (shared cores,
 * frequency), so each round of a target is compared with a round of bare Fastify sending the same
 * bytes run right before or after it, and the median of those paired ratios is reported.
 */
async function measureTargets(
  ours: RunningServer,
  bare: RunningServer,
  o: { connections: number; durationSec: number; rounds: number },
): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const endpoint of ENDPOINTS) {
    const url = `${ours.url}${endpoint.path}`;
    const anchor = `${bare.url}${endpoint.path}`;
    await load(url, { connections: o.connections, durationSec: 1, headers: HEADERS });
    await load(anchor, { connections: o.connections, durationSec: 1, headers: HEADERS });
    const results: LoadResult[] = [];
    const sameBytes: LoadResult[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < o.rounds; i++) {
      const run = { connections: o.connections, durationSec: o.durationSec, headers: HEADERS };
      // Short rounds, the order swapped every round: a drift of the machine's speed within a
      // pair then weighs on either side alike.
      let b: LoadResult;
      let r: LoadResult;
      const ourRound = () => load(url, { ...run, record: true, ...cpuOf(ours) });
      const anchorRound = () => load(anchor, { ...run, record: true, ...cpuOf(bare) });
      if (i % 2 === 0) {
        b = await anchorRound();
        r = await ourRound();
      } else {
        r = await ourRound();
        b = await anchorRound();
      }
      sameBytes.push(b);
      results.push(r);
      ratios.push(r.reqPerSec / b.reqPerSec);
    }
    measured.push({ endpoint, results, sameBytes, ratios });
  }
  return measured;
}

export async function benchApi(args: string[]): Promise<void> {
  const { marketData, durationSec, rounds, connections } = parseArgs(args);
  const dataDir = benchDataDir();
  const options = { connections, durationSec, rounds };
  let ours = await startScoredServer(marketData);
  let bare: RunningServer | null = null;
  const rows: Record<string, string | number>[] = [];
  const warnRows: Record<string, string | number>[] = [];
  const loggedRows: Record<string, string | number>[] = [];
  try {
    // The same-bytes anchor: bare Fastify replays each target's real answer (body, encoding and
    // caching headers) — what a framework costs when it has to send exactly what we send.
    const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
    for (const endpoint of ENDPOINTS)
      answers[endpoint.path] = await rawAnswer(`${ours.url}${endpoint.path}`);
    const answersFile = path.join(dataDir, '..', 'bare-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    bare = await startBareServer(answersFile);
    console.log(
      `autocannon: ${connections} connections; per target ${rounds} rounds of ${durationSec} s, ` +
        'each paired with a round of bare Fastify sending the same bytes (just before or just ' +
        'after it, in turn). Our server runs as it ships (log level info: one line per request, ' +
        'to a file); then against bare Fastify logging the same line; then at log level warn.',
    );
    // Short warm-up so JIT and caches are hot for both servers.
    await load(`${bare.url}/bare`, { connections, durationSec: 1 });
    const oldAnchor: LoadResult[] = [];
    for (let i = 0; i < rounds; i++) {
      oldAnchor.push(
        await load(`${bare.url}/bare`, { connections, durationSec, record: true, ...cpuOf(bare) }),
      );
    }
    const shipped = await measureTargets(ours, bare, options);
    // A second anchor: bare Fastify sending the same bytes and logging each request as ours does
    // (one line, pino's asynchronous destination, to a file) — the framework's cost with a log.
    const bareLogFile = path.join(dataDir, '..', 'bare-access.log');
    const logged = await startBareServer(answersFile, { logFile: bareLogFile });
    let withLog: Measured[];
    let ceiling: Measured[];
    try {
      withLog = await measureTargets(ours, logged, options);
      // The same pairing for bare Fastify with a log against bare Fastify without one: the most
      // any server that logs each request through Fastify's logger reaches against the anchor.
      ceiling = await measureTargets(logged, bare, options);
    } finally {
      await logged.stop();
      rmSync(bareLogFile, { force: true });
    }
    // The same server with request logging off (warn), to show what the log lines cost.
    await ours.stop();
    ours = await startScoredServer(marketData, { LOG_LEVEL: 'warn' });
    const quiet = await measureTargets(ours, bare, options);

    const oldReqPerSec = median(oldAnchor.map((r) => r.reqPerSec));
    rows.push({
      target: 'old anchor: bare, small fixed body',
      path: '/bare',
      ...summary(oldAnchor),
    });
    for (const { endpoint, results, sameBytes, ratios } of shipped) {
      const probe = answers[endpoint.path]!;
      rows.push({
        target: `  bare, same bytes as ${endpoint.name}`,
        path: endpoint.path,
        ...summary(sameBytes),
      });
      rows.push({
        target: endpoint.name,
        path: endpoint.path,
        ...summary(results),
        'ours/same bytes (goal ≥ 0.8)': `${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')})`,
        'ours/old anchor': (median(results.map((r) => r.reqPerSec)) / oldReqPerSec).toFixed(2),
        'bytes sent': `${Buffer.from(probe.body, 'base64').length} ${probe.headers['content-encoding'] ?? 'identity'}`,
      });
    }
    const ratioText = (ratios: number[]) =>
      `${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')})`;
    for (const [i, { endpoint, results, sameBytes, ratios }] of withLog.entries()) {
      loggedRows.push({
        'as shipped, against bare Fastify logging too': endpoint.name,
        'bare req/s': median(sameBytes.map((r) => r.reqPerSec)).toFixed(0),
        'ours req/s': median(results.map((r) => r.reqPerSec)).toFixed(0),
        'CPU µs/req bare / ours': `${cpuText(sameBytes)} / ${cpuText(results)}`,
        'ours/same bytes with a log': ratioText(ratios),
        // The most a server that writes one access line per request through Fastify's logger
        // reaches against the anchor without a log (issue 18's goal is 0.8 of that anchor).
        'ceiling: bare with a log / bare without': ratioText(ceiling[i]!.ratios),
      });
    }
    for (const { endpoint, results, ratios } of quiet) {
      warnRows.push({
        'log level warn': endpoint.name,
        ...summary(results),
        'ours/same bytes': `${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')})`,
      });
    }
  } finally {
    await Promise.all([ours.stop(), bare?.stop()]);
  }
  for (const row of rows) {
    row['ours/same bytes (goal ≥ 0.8)'] ??= '';
    row['ours/old anchor'] ??= '';
    row['bytes sent'] ??= '';
  }
  printTable(rows);
  console.log('');
  printTable(warnRows);
  console.log('');
  printTable(loggedRows);
  console.log('');
  // While a score run goes on (as shipped again).
  await benchApiDuringRun(args);
  // The search route's own server time, on the same (now closed) database.
  await benchSearch();
  console.log('');
  await benchPortfolio(args);
}
