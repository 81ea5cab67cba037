import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listResponse, listsResponse } from '@evident/contracts/lists';
import { screenerFieldsResponse } from '@evident/contracts/screener';
import { successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import { load, printTable, startBuiltServer, type LoadRequest, type LoadResult } from './harness';
import {
  BASE_HEADERS,
  benchDataDir,
  ensureApiBuilt,
  ensureBenchUser,
  loadRow,
  openScoredDatabase,
  parseArgs,
  signIn,
  waitForScored,
} from './bench-setup';

/**
 * `npm run bench -- load [--duration=60] [--connections=50]` (issue 26 item 6): the built server
 * as it ships, on the bench database, driven for 60 s at 50 connections by a mix of the hot public
 * reads (health, search, a company, a chart, the daily selections, the evidence) and signed-in
 * calls of the bench user (its plan, its watchlists, one watchlist, a screen, a change of its
 * notification preferences), three times. Prints errors, p50/p99 of each round and the server's
 * memory after a warm-up, after each round and after 10 s of rest: its resident set, and from the
 * local tools' `GET /internal/memory` the live JavaScript heap after a full collection (the server
 * is started with `--expose-gc` for that alone) and the memory outside it (the embedded database's
 * WebAssembly memory, buffers). A leak keeps growing from round to round; a warmed process stays
 * where it is. Then each request of the mix alone for 5 s (where the time goes).
 */
export async function benchLoad(args: string[]): Promise<void> {
  const o = parseArgs(args);
  const durationSec = args.some((a) => a.startsWith('--duration=')) ? o.durationSec : 60;
  ensureApiBuilt();
  const database = await openScoredDatabase(o.marketData);
  try {
    await ensureBenchUser(database);
  } finally {
    await database.close();
  }
  const server = await startBuiltServer(
    { MARKET_DATA_DIR: o.marketData },
    { dataDir: benchDataDir(), nodeArgs: ['--expose-gc'] },
  );
  const memory: Record<string, string | number>[] = [];
  const rounds: LoadResult[] = [];
  const perRequest: Record<string, string | number>[] = [];
  let requests: LoadRequest[];
  try {
    const { token: localToken } = JSON.parse(
      readFileSync(path.join(server.dataDir!, 'server.json'), 'utf8'),
    ) as { token: string };
    const measure = async (when: string) => {
      const res = await fetch(`${server.url}/api/v1/internal/memory`, {
        headers: { 'x-evident-local-token': localToken },
      });
      if (!res.ok) throw new Error(`GET /internal/memory: ${res.status}`);
      const m = memoryAnswer.parse(await res.json()).data;
      if (!m.collected) throw new Error('the server was not started with --expose-gc');
      memory.push({
        'server memory': when,
        'RSS, MB': m.rssMb,
        'live JS heap after a full GC, MB': m.heapUsedMb,
        'outside the JS heap (database, buffers), MB': m.externalMb,
      });
    };
    const session = await signIn(server.url);
    await waitForScored(server, await session.token(60));
    const token = await session.token(durationSec + 30);
    const signedIn = { ...BASE_HEADERS, authorization: `Bearer ${token}` };
    const call = (method: string, path: string, body?: object) =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { ...signedIn, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // The bench user's watchlist (made once, kept in the bench database).
    const lists = listsResponse.parse(await (await call('GET', '/watchlist')).json()).data;
    const list =
      lists.find((l) => l.name === 'Load bench') ??
      listResponse.parse(
        await (await call('POST', '/watchlist/newByName', { name: 'Load bench' })).json(),
      ).data;
    const fields = screenerFieldsResponse.parse(
      await (await call('GET', '/screener/fields')).json(),
    ).data;
    const numberField = fields.fields.find((f) => f.kind === 'number' && f.known > 0)!;
    const json = { ...signedIn, 'content-type': 'application/json' };
    requests = [
      { path: '/api/v1/health' },
      { path: '/api/v1/stocks?search=app&limit=10' },
      { path: '/api/v1/stocks/NASDAQ:AAPL' },
      { path: '/api/v1/charts/NASDAQ:AAPL/roic' },
      { path: '/api/v1/daily-selections/current' },
      { path: '/api/v1/evidence' },
      { path: '/api/v1/stocks/NYSE:JPM' },
      { path: '/api/v1/auth/user-subscription', headers: signedIn },
      { path: '/api/v1/watchlist/', headers: signedIn },
      { path: `/api/v1/watchlist/${list.id}`, headers: signedIn },
      {
        method: 'POST',
        path: '/api/v1/screener/applyFilters?page=1&pageSize=25',
        headers: json,
        body: JSON.stringify({
          filters: [{ field: numberField.id, op: 'known' }],
          sortingBy: { field: numberField.id, order: 'desc' },
        }),
      },
      {
        method: 'POST',
        path: '/api/v1/auth/notification-preferences',
        headers: json,
        body: JSON.stringify({ scoreChanges: true }),
      },
    ];
    // Each request carries the web app's key and a browser's Accept-Encoding.
    requests = requests.map((r) => ({ ...r, headers: { ...BASE_HEADERS, ...r.headers } }));
    // Every request of the mix answers 2xx before the load (a wrong mix would measure errors).
    for (const r of requests) {
      const res = await fetch(`${server.url}${r.path}`, {
        method: r.method ?? 'GET',
        headers: { ...BASE_HEADERS, ...r.headers },
        ...(r.body ? { body: r.body } : {}),
      });
      if (!res.ok)
        throw new Error(`${r.method ?? 'GET'} ${r.path}: ${res.status} ${await res.text()}`);
    }
    await load(server.url, { connections: o.connections, durationSec: 5, requests });
    await measure('after a 5 s warm-up');
    // Three rounds: a leak keeps growing, a warmed process stays where it is.
    for (const n of [1, 2, 3]) {
      rounds.push(
        await load(server.url, { connections: o.connections, durationSec, requests, record: true }),
      );
      await measure(`after round ${n} (${durationSec} s of load)`);
    }
    await new Promise((r) => setTimeout(r, 10_000));
    await measure('after 10 s of rest');
    // Each request of the mix alone for 5 s at the same connections: where the time goes.
    for (const r of requests) {
      const alone = await load(server.url, {
        connections: o.connections,
        durationSec: 5,
        requests: [r],
        record: true,
      });
      perRequest.push({
        ...loadRow(`${r.method ?? 'GET'} ${r.path.replace('/api/v1', '')}`, [alone]),
        'RSS after, MB': rss(server.pid),
      });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `The built server as it ships (access log on), ${o.connections} connections for ${durationSec} s, ` +
      `each connection asking in turn: ${requests.map((r) => `${r.method ?? 'GET'} ${r.path.replace('/api/v1', '')}`).join(', ')}.`,
  );
  printTable(rounds.map((r, i) => withoutGoal(loadRow(`mixed load, round ${i + 1}`, [r]))));
  console.log(
    `non-2xx answers ${rounds.reduce((n, r) => n + r.non2xx, 0)}, socket errors and timeouts ${rounds.reduce((n, r) => n + r.errors, 0)}`,
  );
  console.log('Each request alone, 5 s:');
  printTable(perRequest.map(withoutGoal));
  printTable(memory);
  const heaps = memory.map((m) => Number(m['live JS heap after a full GC, MB']));
  const [, firstRound, , lastRound] = heaps;
  if (firstRound !== undefined && lastRound !== undefined) {
    console.log(
      `Live JS heap from the end of round 1 to the end of round 3: ${(lastRound - firstRound).toFixed(1)} MB ` +
        `(flat: within ±10% of round 1's ${firstRound.toFixed(1)} MB ${Math.abs(lastRound - firstRound) <= 0.1 * firstRound ? 'yes' : 'NO'}).`,
    );
  }
}

/** `GET /internal/memory`'s answer (the figures this bench prints). */
const memoryAnswer = successEnvelope(
  z.object({
    rssMb: z.number(),
    heapUsedMb: z.number(),
    externalMb: z.number(),
    collected: z.boolean(),
  }),
);

/** The resident memory of a process in MB (Linux /proc), or "n/a". */
function rss(pid: number | undefined): string {
  if (pid === undefined) return 'n/a';
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : 'n/a';
  } catch {
    return 'n/a';
  }
}

/** The load row without a goal column (this bench sets none: it reports). */
function withoutGoal(row: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.startsWith('p99 ms') ? 'p99 ms' : k, v]),
  );
}
