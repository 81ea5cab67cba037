import { readFileSync } from 'node:fs';
import { listResponse, listsResponse } from '@evident/contracts/lists';
import { screenerFieldsResponse } from '@evident/contracts/screener';
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
} from './screener.bench';

/**
 * `npm run bench -- load [--duration=60] [--connections=50]` (issue 26 item 6): the built server
 * as it ships, on the bench database, driven for 60 s at 50 connections by a mix of the hot public
 * reads (health, search, a company, a chart, the daily selections, the evidence) and signed-in
 * calls of the bench user (its plan, its watchlists, one watchlist, a screen, a change of its
 * notification preferences), twice. Prints errors, p50/p99 of each round and the server's
 * resident memory after a warm-up, after each round and after 10 s of rest (a leak keeps growing
 * from round to round); then each request of the mix alone for 5 s (where the time goes).
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
    { dataDir: benchDataDir() },
  );
  const memory: Record<string, string> = {};
  let result: LoadResult;
  let second: LoadResult;
  const perRequest: Record<string, string | number>[] = [];
  let requests: LoadRequest[];
  try {
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
    memory['after a 5 s warm-up'] = rss(server.pid);
    result = await load(server.url, {
      connections: o.connections,
      durationSec,
      requests,
      record: true,
    });
    memory[`after ${durationSec} s of load`] = rss(server.pid);
    // A second round: a leak keeps growing, a warmed heap stays where it is.
    second = await load(server.url, {
      connections: o.connections,
      durationSec,
      requests,
      record: true,
    });
    memory[`after a second ${durationSec} s of load`] = rss(server.pid);
    await new Promise((r) => setTimeout(r, 10_000));
    memory['after 10 s of rest'] = rss(server.pid);
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
  printTable(
    [
      loadRow('mixed load, first round', [result]),
      loadRow('mixed load, second round', [second]),
    ].map(withoutGoal),
  );
  console.log(
    `non-2xx answers ${result.non2xx + second.non2xx}, socket errors and timeouts ${result.errors + second.errors}`,
  );
  console.log('Each request alone, 5 s:');
  printTable(perRequest.map(withoutGoal));
  printTable(
    Object.entries(memory).map(([when, value]) => ({ 'server memory (RSS)': when, MB: value })),
  );
}

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
