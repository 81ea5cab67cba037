import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import {
  ensureBuilt,
  load,
  printTable,
  root,
  startBareServer,
  startBuiltServer,
  type RunningServer,
} from './harness';

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

/** Waits until the server has imported and scored the snapshot (first run: a few minutes). */
async function waitForScoredData(server: RunningServer, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let lastNote = 0;
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(`${server.url}/api/v1/daily-selections/current`, { headers: HEADERS });
    if (res.ok) {
      const body = (await res.json()) as { data: unknown[] };
      const company = await fetch(`${server.url}/api/v1/stocks/NASDAQ:AAPL`, { headers: HEADERS });
      const detail = company.ok
        ? ((await company.json()) as { data: { evidentScore: number | null } })
        : null;
      if (body.data.length > 0 && detail?.data.evidentScore != null) return;
    }
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

export async function benchApi(args: string[]): Promise<void> {
  const arg = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const durationSec = Number(arg('duration') ?? 10);
  const connections = Number(arg('connections') ?? 50);
  const marketData =
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, '..', 'shared', 'market-data');
  if (!existsSync(path.join(marketData, 'companies.csv'))) {
    throw new Error(`no market-data snapshot at ${marketData} (pass --dir=PATH)`);
  }
  // Kept between runs: the snapshot is imported and scored once, later runs start in seconds.
  const dataDir = path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');
  mkdirSync(dataDir, { recursive: true });
  ensureBuilt();
  const ours = await startBuiltServer({ MARKET_DATA_DIR: marketData }, { dataDir });
  const bare = await startBareServer();
  const rows: Record<string, string | number>[] = [];
  try {
    await waitForScoredData(ours, 30 * 60_000);
    console.log(
      `autocannon: ${connections} connections, ${durationSec} s per target (request logging at warn)`,
    );
    // Short warm-up so JIT and caches are hot for both servers.
    await load(`${bare.url}/`, { connections, durationSec: 1 });
    const bareResult = await load(`${bare.url}/bare`, { connections, durationSec });
    rows.push({
      target: 'bare fastify',
      path: '/bare',
      'req/s': Math.round(bareResult.reqPerSec),
      'p50 ms': bareResult.p50,
      'p99 ms': bareResult.p99,
      errors: bareResult.errors + bareResult.non2xx,
      'ours/bare': '1.00',
    });
    for (const endpoint of ENDPOINTS) {
      const url = `${ours.url}${endpoint.path}`;
      await load(url, { connections, durationSec: 1, headers: HEADERS });
      const r = await load(url, { connections, durationSec, headers: HEADERS });
      const probe = await fetch(url, { headers: HEADERS });
      const encoding = probe.headers.get('content-encoding') ?? 'identity';
      const wire = Number(probe.headers.get('content-length') ?? Number.NaN);
      const bytes = (await probe.arrayBuffer()).byteLength;
      rows.push({
        target: endpoint.name,
        path: endpoint.path,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors + r.non2xx,
        'ours/bare': (r.reqPerSec / bareResult.reqPerSec).toFixed(2),
        'body bytes (sent)': `${bytes} (${Number.isNaN(wire) ? '?' : wire} ${encoding})`,
      });
    }
  } finally {
    await Promise.all([ours.stop(), bare.stop()]);
  }
  for (const row of rows) row['body bytes (sent)'] ??= '';
  printTable(rows);
}
