import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { importResponse, listResponse, listsResponse } from '@evident/contracts/lists';
import { load, printTable, startBuiltServer, type LoadResult } from './harness';
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

const NAME = 'Bench import';
/** Imports sent at once in each round (the probe of issue 56 stalled the server with three). */
const AT_ONCE = 3;

/** About 1.9 MB: 5,000 rows (the most one import takes) of padded cells. */
function bigCsv(): string {
  return [
    'ticker,shares,cost',
    ...Array.from({ length: 5_000 }, (_, i) => `T${i},"1,234.5",$87${' '.repeat(360)}`),
  ].join('\n');
}

/**
 * `npm run bench -- csv-import` (issue 56): the server's latency for a light signed-in read
 * (`GET /api/v1/portfolio`) while three 1.9 MB portfolio CSVs are imported at once (previewed:
 * read, matched, nothing written), through the built server as it ships, against the same read
 * with no import running. Each round lasts until its three imports are answered. Goal: p99 <
 * 50 ms. Three rounds of three stay within the per-user import limit (30 per 10 minutes).
 */
export async function benchCsvImport(args: string[]): Promise<void> {
  const o = parseArgs(args);
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
  const during: LoadResult[] = [];
  const importMs: number[] = [];
  let idle: LoadResult;
  try {
    const session = await signIn(server.url);
    await waitForScored(server, await session.token(60));
    const call = async (method: string, path: string, body?: object) =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
          authorization: `Bearer ${await session.token(120)}`,
          'content-type': 'application/json',
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const lists = listsResponse.parse(await (await call('GET', '/portfolio')).json()).data;
    let id = lists.find((l) => l.name === NAME)?.id;
    if (id === undefined) {
      const made = await call('POST', '/portfolio/newByName', { name: NAME });
      if (!made.ok) throw new Error(`creating the portfolio failed: ${await made.text()}`);
      id = listResponse.parse(await made.json()).data.id;
    }
    const csv = bigCsv();
    const importOnce = async () => {
      const started = performance.now();
      const res = await call('POST', `/portfolio/${id}/import`, { csv });
      if (!res.ok) throw new Error(`the import failed: ${res.status} ${await res.text()}`);
      importResponse.parse(await res.json());
      importMs.push(performance.now() - started);
    };
    const url = `${server.url}/api/v1/portfolio`;
    const headersFor = async (forSec: number) => ({
      ...BASE_HEADERS,
      authorization: `Bearer ${await session.token(forSec)}`,
    });
    // A few readers at once (`--connections=N` to change it): the question is how long another
    // user waits while the imports run, not how many requests the server can take. At 50
    // connections the read saturates the server, and its latency is the queue's (50 / req/s),
    // with or without an import.
    const connections = args.some((a) => a.startsWith('--connections=')) ? o.connections : 4;
    const run = { connections, record: true };
    // Warm: the route, and the worker thread that reads the files.
    await importOnce();
    importMs.length = 0;
    await load(url, { ...run, durationSec: 1, headers: await headersFor(1) });
    idle = await load(url, { ...run, durationSec: o.durationSec, headers: await headersFor(60) });
    for (let i = 0; i < o.rounds; i++) {
      const imports = Promise.all(Array.from({ length: AT_ONCE }, importOnce));
      during.push(
        await load(url, {
          ...run,
          durationSec: 120,
          until: imports,
          headers: await headersFor(120),
        }),
      );
      await imports;
    }
    // The cost per row of a committed import (moved here from a unit test: a time ratio is a
    // measurement): 100 times the rows should cost a few times, not 100 (a statement per row).
    const rowsCsv = (n: number) =>
      Array.from({ length: n }, (_, i) => `CO${String.fromCharCode(65 + (i % 12))},${i},${i / 10}`);
    const committedMs = async (n: number) => {
      const times: number[] = [];
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        const res = await call('POST', `/portfolio/${id}/import`, {
          csv: rowsCsv(n).join('\n'),
          commit: true,
        });
        if (!res.ok) throw new Error(`the import failed: ${res.status} ${await res.text()}`);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    const small = await committedMs(50);
    const big = await committedMs(5_000);
    console.log(
      `a committed import, median of 3: 50 rows ${small.toFixed(1)} ms, 5,000 rows ` +
        `${big.toFixed(1)} ms (${(big / small).toFixed(1)} times for 100 times the rows)`,
    );
    console.log(
      `GET /api/v1/portfolio at ${connections} connections, the built server as it ships; ` +
        `${o.rounds} rounds of ${AT_ONCE} imports of ${(csv.length / 1e6).toFixed(2)} MB at once ` +
        `(each import answered in ${importMs.map((ms) => Math.round(ms)).join(', ')} ms).`,
    );
  } finally {
    await server.stop();
  }
  printTable([
    loadRow('GET /portfolio, no import running', [idle], 50),
    loadRow(`GET /portfolio, during ${AT_ONCE} imports of 1.9 MB at once`, during, 50),
  ]);
}
