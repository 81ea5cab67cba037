import type { ApplyFiltersBody } from '@evident/contracts/screener';
import { ScreenIndex } from '@evident/engine/screening/columns';
import { SCREENER_FIELDS } from '@evident/engine/screening/fields';
import type { Database } from '../../apps/api/src/db/client';
import { createScreenerService } from '../../apps/api/src/modules/screener/screener.service';
import { screenUniverse } from '../../apps/api/src/modules/screener/screener-universe';
import { createReadModelHolder, type ReadModel } from '../../apps/api/src/read-model/read-model';
import { load, printTable, quantile, startBuiltServer, type LoadResult } from './harness';
import {
  BASE_HEADERS,
  benchDataDir,
  ensureApiBuilt,
  ensureBenchUser,
  loadRow,
  median,
  openScoredDatabase,
  parseArgs,
  signIn,
  waitForScored,
} from './bench-setup';
import { randomScreens, SCREENS } from './screener-screens';

/*
 * `npm run bench -- screener [--rounds=3] [--duration=5] [--connections=50] [--seed=20]
 * [--server-rounds=20] [--dir=SNAPSHOT]` (issue 20 item 3): the screener's server time in process
 * (goal p99 < 5 ms) and POST /screener/applyFilters end to end through the built server (goal
 * p99 < 10 ms), on 100 random screens drawn from the fields' real distributions over the bench
 * database (the one `npm run bench -- api` keeps; made here on first use).
 */

const PAGE = { page: 1, pageSize: 25 };
const APPLY_PATH = `/api/v1/screener/applyFilters?page=${PAGE.page}&pageSize=${PAGE.pageSize}`;
const WARM_UP_ROUNDS = 5;

// ---- Server time, in process --------------------------------------------------------------------

const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The screener's universe as the service builds it (each field's column built on first use). */
async function screenIndexOf(model: ReadModel): Promise<ScreenIndex> {
  return new ScreenIndex((await screenUniverse(model)).rows);
}

async function timeEach(
  screens: readonly ApplyFiltersBody[],
  rounds: number,
  call: (screen: ApplyFiltersBody) => unknown,
): Promise<Float64Array> {
  const times = new Float64Array(screens.length * rounds);
  let k = 0;
  for (let round = 0; round < rounds; round++) {
    for (const screen of screens) {
      const started = process.hrtime.bigint();
      const result = call(screen);
      if (result instanceof Promise) await result;
      times[k++] = ms(started);
    }
  }
  return times.sort();
}

function timeRow(target: string, times: Float64Array) {
  return {
    target,
    calls: times.length,
    'p50 ms': quantile(times, 0.5),
    'p99 ms (goal < 5)': quantile(times, 0.99),
    'max ms': round2(times.at(-1)!),
  };
}

interface ServerTime {
  screens: ApplyFiltersBody[];
  /** Each screen's match count (the HTTP answers are checked against it). */
  totals: number[];
  rows: Record<string, string | number>[];
  notes: string[];
}

async function benchServerTime(
  database: Database,
  userId: number,
  o: { seed: number; rounds: number },
): Promise<ServerTime> {
  const readModel = createReadModelHolder(database.db);
  const loadStarted = process.hrtime.bigint();
  const model = await readModel.reload();
  const loadMs = ms(loadStarted);
  const service = createScreenerService({ db: database.db, readModel, limitOf: () => -1 });

  // The first call builds the column index (one per read-model version).
  const first: ApplyFiltersBody = {
    filters: [{ field: 'evidentScore', op: 'gte', value: 50 }],
    sortingBy: { field: 'evidentScore', order: 'desc' },
  };
  let started = process.hrtime.bigint();
  await service.apply(userId, first, PAGE);
  const buildMs = ms(started);
  started = process.hrtime.bigint();
  const { fields, universe, asOf } = await service.fields();
  const fieldsMs = ms(started);

  const screens = randomScreens(fields, o.seed);
  // First pass: sort orders and rank thresholds are built per field on first use.
  const cold = await timeEach(screens, 1, (s) => service.apply(userId, s, PAGE));
  for (let i = 0; i < WARM_UP_ROUNDS; i++)
    for (const s of screens) await service.apply(userId, s, PAGE);
  const applied = await timeEach(screens, o.rounds, (s) => service.apply(userId, s, PAGE));
  const results = await Promise.all(screens.map((s) => service.apply(userId, s, PAGE)));
  const totals = results.map((r) => r.total);

  // The same screens on the bare column index (no checks, no row objects).
  started = process.hrtime.bigint();
  const index = await screenIndexOf(model);
  const rawBuildMs = ms(started);
  const query = (s: ApplyFiltersBody) => ({
    filters: s.filters,
    isOr: s.isOr ?? false,
    sortingBy: s.sortingBy ?? { field: 'evidentScore', order: 'desc' as const },
  });
  const offset = (PAGE.page - 1) * PAGE.pageSize;
  for (const [i, s] of screens.entries()) {
    const run = index.run(query(s), offset, PAGE.pageSize);
    if (run.total !== totals[i]) throw new Error(`screen ${i}: index ${run.total} ≠ ${totals[i]}`);
  }
  for (let i = 0; i < WARM_UP_ROUNDS; i++)
    for (const s of screens) index.run(query(s), offset, PAGE.pageSize);
  const raw = await timeEach(screens, o.rounds, (s) => index.run(query(s), offset, PAGE.pageSize));

  // A new index warmed field by field, as the server warms each model it loads (one field per turn
  // of the event loop, `ScreenerService.warm`): the longest field is the longest it holds the server.
  const warm = { total: [] as number[], longest: [] as number[] };
  for (let build = 0; build < 3; build++) {
    const fresh = new ScreenIndex(index.rows);
    const times = SCREENER_FIELDS.map((f) => {
      const t = process.hrtime.bigint();
      fresh.prepare(f.id);
      return ms(t);
    });
    warm.total.push(times.reduce((a, b) => a + b, 0));
    warm.longest.push(Math.max(...times));
  }
  const middle = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;

  const sortedTotals = [...totals].sort((a, b) => a - b);
  const filterCounts = screens.map((s) => s.filters.length);
  const notes = [
    `universe: ${universe} screened companies (as of ${asOf}); read model loaded in ${Math.round(loadMs)} ms`,
    `column index build (first apply): ${round2(buildMs)} ms; fields() with distributions: ` +
      `${round2(fieldsMs)} ms; bare ScreenIndex build: ${round2(rawBuildMs)} ms`,
    `warm-up of a new index (median of 3): ${SCREENER_FIELDS.length} fields in ` +
      `${round2(middle(warm.total))} ms, the longest field ${round2(middle(warm.longest))} ms`,
    `${SCREENS} screens (seed ${o.seed}): ${Math.min(...filterCounts)}–${Math.max(...filterCounts)} ` +
      `filters (mean ${(filterCounts.reduce((a, b) => a + b, 0) / SCREENS).toFixed(1)}), ` +
      `${screens.filter((s) => s.isOr).length} with isOr; matches per screen: median ` +
      `${sortedTotals[SCREENS >> 1]}, p10 ${sortedTotals[Math.floor(SCREENS * 0.1)]}, p90 ` +
      `${sortedTotals[Math.floor(SCREENS * 0.9)]}; ${totals.filter((t) => t === 0).length} empty`,
  ];
  const rows = [
    timeRow(`service.apply (page 1 of ${PAGE.pageSize} rows), ${o.rounds} rounds`, applied),
    timeRow(`ScreenIndex.run (same page), ${o.rounds} rounds`, raw),
    timeRow('service.apply, first pass (per-field orders built lazily)', cold),
  ];
  return { screens, totals, rows, notes };
}

// ---- End to end ------------------------------------------------------------------------------------

/** Sends every screen once and checks the answers: 200, and the totals found in process. */
async function checkAnswers(
  url: string,
  headers: Record<string, string>,
  screens: readonly ApplyFiltersBody[],
  totals: readonly number[],
): Promise<{ rows: number; bytes: number }> {
  const sizes: number[] = [];
  const rows: number[] = [];
  for (const [i, screen] of screens.entries()) {
    const res = await fetch(`${url}${APPLY_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': 'identity' },
      body: JSON.stringify(screen),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`screen ${i}: ${res.status} ${text}`);
    const body = JSON.parse(text) as { data: { total: number; data: unknown[] } };
    if (body.data.total !== totals[i])
      throw new Error(`screen ${i}: ${body.data.total} matches over HTTP, ${totals[i]} in process`);
    sizes.push(Buffer.byteLength(text));
    rows.push(body.data.data.length);
  }
  return { rows: median(rows), bytes: median(sizes) };
}

/** A cached public read (the api bench's "company"): what this machine serves at this moment. */
const ANCHOR_PATH = '/api/v1/stocks/NASDAQ:AAPL';

export async function benchScreener(args: string[]): Promise<void> {
  const o = parseArgs(args);
  const benchStarted = Date.now();
  ensureApiBuilt();

  // In process, with nothing else running: the bench user, then the server time.
  const database = await openScoredDatabase(o.marketData);
  let serverTime: ServerTime;
  try {
    const userId = await ensureBenchUser(database);
    serverTime = await benchServerTime(database, userId, { seed: o.seed, rounds: o.serverRounds });
  } finally {
    await database.close();
  }
  console.log('Server time in process: createScreenerService(…).apply, limitOf −1 (all rows).');
  for (const note of serverTime.notes) console.log(note);
  printTable(serverTime.rows);
  console.log('');

  // End to end: the built server as it ships (log level info, a line per request, to a file).
  const server = await startBuiltServer(
    { MARKET_DATA_DIR: o.marketData },
    { dataDir: benchDataDir() },
  );
  const screener: LoadResult[] = [];
  const anchor: LoadResult[] = [];
  let single: LoadResult;
  let answers: { rows: number; bytes: number };
  let lifetimeSec: number;
  try {
    const session = await signIn(server.url);
    lifetimeSec = session.lifetimeSec;
    const headersFor = async (forSec: number) => ({
      ...BASE_HEADERS,
      authorization: `Bearer ${await session.token(forSec)}`,
      'content-type': 'application/json',
    });
    await waitForScored(server, await session.token(60));
    answers = await checkAnswers(
      server.url,
      await headersFor(60),
      serverTime.screens,
      serverTime.totals,
    );
    const requests = serverTime.screens.map((screen) => ({
      method: 'POST' as const,
      path: APPLY_PATH,
      body: JSON.stringify(screen),
    }));
    const run = { connections: o.connections, durationSec: o.durationSec, record: true };
    const anchorUrl = `${server.url}${ANCHOR_PATH}`;
    // Warm-up of both (JIT, the per-field orders, the cached answer).
    await load(anchorUrl, { ...run, durationSec: 1, headers: BASE_HEADERS });
    await load(server.url, { ...run, durationSec: 1, requests, headers: await headersFor(1) });
    // Paired rounds: the anchor right before each screener round (this machine's speed drifts).
    for (let i = 0; i < o.rounds; i++) {
      anchor.push(await load(anchorUrl, { ...run, headers: BASE_HEADERS }));
      const headers = await headersFor(o.durationSec);
      screener.push(await load(server.url, { ...run, requests, headers }));
    }
    // One connection: a request's own time, without queueing behind the others.
    const headers = await headersFor(o.durationSec);
    single = await load(server.url, { ...run, connections: 1, requests, headers });
  } finally {
    await server.stop();
  }

  console.log(
    `End to end: POST ${APPLY_PATH}, the ${SCREENS} screens in turn; autocannon, ${o.rounds} ` +
      `rounds of ${o.durationSec} s after 1 s of warm-up, each right after a round of the anchor; ` +
      'the built server as it ships (log level info: one line per request, to a file). The bench ' +
      `user is on the free plan: ${answers.rows} rows per answer (median), ${answers.bytes} bytes ` +
      `uncompressed. Access token lifetime ${lifetimeSec} s (refreshed before a round if needed).`,
  );
  printTable([
    loadRow(`POST /screener/applyFilters, ${o.connections} connections`, screener),
    loadRow(`  anchor: GET ${ANCHOR_PATH}, ${o.connections} connections`, anchor),
    loadRow('POST /screener/applyFilters, 1 connection', [single]),
  ]);
  console.log(`\nscreener bench: ${Math.round((Date.now() - benchStarted) / 1000)} s in all`);
}
