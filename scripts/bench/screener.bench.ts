import { createLimiterFactory } from '../../apps/api/src/http/rate-limiter';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { loginResponse, tokenResponse } from '@evident/contracts/auth';
import {
  applyFiltersBody,
  type ApplyFiltersBody,
  type ScreenerField,
  type ScreenerFilter,
} from '@evident/contracts/screener';
import { mulberry32 } from '@evident/engine/random';
import { ScreenIndex } from '@evident/engine/screening/columns';
import { SCREENER_FIELDS } from '@evident/engine/screening/fields';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { parseEnv } from '../../apps/api/src/config/env';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { mailOutbox } from '../../apps/api/src/db/schema';
import { createAuthModule } from '../../apps/api/src/modules/auth/auth.module';
import { createAuthRepository } from '../../apps/api/src/modules/auth/auth.repository';
import {
  createScreenerService,
  screenUniverse,
} from '../../apps/api/src/modules/screener/screener.service';
import { createReadModelHolder, type ReadModel } from '../../apps/api/src/read-model/read-model';
import { buildState, sameNodeEnv, targets } from '../build-state.mjs';
import {
  load,
  pooled,
  printTable,
  quantile,
  root,
  dataSettled,
  SETTLE_MS,
  startBuiltServer,
  type LoadResult,
  type RunningServer,
} from './harness';

/*
 * `npm run bench -- screener [--rounds=3] [--duration=5] [--connections=50] [--seed=20]
 * [--server-rounds=20] [--dir=SNAPSHOT]` (issue 20 item 3): the screener's server time in process
 * (goal p99 < 5 ms) and POST /screener/applyFilters end to end through the built server (goal
 * p99 < 10 ms), on 100 random screens drawn from the fields' real distributions over the bench
 * database (the one `npm run bench -- api` keeps; made here on first use).
 */

const SCREENS = 100;
const PAGE = { page: 1, pageSize: 25 };
const APPLY_PATH = `/api/v1/screener/applyFilters?page=${PAGE.page}&pageSize=${PAGE.pageSize}`;
const WARM_UP_ROUNDS = 5;

const BENCH_USER = {
  email: 'screener-bench@example.com',
  password: 'screener bench password',
  firstName: 'Bench',
};

// The api bench's kept database (api.bench.ts `benchDataDir`, same folder): imported and scored
// once, reused by every bench that needs the real universe.
export const benchDataDir = () =>
  path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');

// Browsers always send Accept-Encoding (as in api.bench.ts).
export const BASE_HEADERS = {
  [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
  'accept-encoding': 'gzip, deflate, br',
};

export function parseArgs(args: string[]) {
  const arg = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const marketData =
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot');
  if (!existsSync(path.join(marketData, 'companies.csv'))) {
    throw new Error(`no market-data snapshot at ${marketData} (pass --dir=PATH)`);
  }
  return {
    marketData,
    seed: Number(arg('seed') ?? 20),
    serverRounds: Number(arg('server-rounds') ?? 20),
    durationSec: Number(arg('duration') ?? 5),
    rounds: Number(arg('rounds') ?? 3),
    connections: Number(arg('connections') ?? 50),
  };
}

/**
 * The API bundle only: the screener route does not need the web build, and the web app's sources
 * may be mid-edit (ensureBuilt builds both).
 */
export function ensureApiBuilt(): void {
  for (const target of targets.filter((t) => t.name === 'api')) {
    if (buildState(target) === 'fresh') continue;
    const [cmd, cmdArgs] = target.command;
    const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: sameNodeEnv() });
    if (result.status !== 0) throw new Error(`build of ${target.name} failed`);
  }
}

// ---- Random screens ----------------------------------------------------------------------------

type Random = () => number;

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random();
/** A threshold as a user would type it: three significant digits. */
const rounded = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(3)));

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [choice, w] of choices) {
    r -= w;
    if (r < 0) return choice;
  }
  return choices.at(-1)![0];
}

/** The value at quantile q of a field, read from its histogram (1st to 99th percentile). */
function quantileOf(h: NonNullable<ScreenerField['histogram']>, q: number): number {
  const total = h.counts.reduce((n, c) => n + c, 0);
  const width = (h.max - h.min) / h.counts.length;
  let below = 0;
  for (const [b, count] of h.counts.entries()) {
    if (count > 0 && below + count >= q * total) {
      return h.min + width * (b + (q * total - below) / count);
    }
    below += count;
  }
  return h.max;
}

function numberFilter(random: Random, f: ScreenerField): ScreenerFilter {
  const h = f.histogram!;
  const op = weighted(random, [
    ['gte', 30],
    ['lte', 20],
    ['between', 20],
    ['top', 12],
    ['bottom', 8],
    ['known', 7],
    ['unknown', 3],
  ] as const);
  switch (op) {
    case 'gte':
      return { field: f.id, op, value: rounded(quantileOf(h, between(random, 0.05, 0.7))) };
    case 'lte':
      return { field: f.id, op, value: rounded(quantileOf(h, between(random, 0.3, 0.95))) };
    case 'between': {
      const lo = between(random, 0.02, 0.6);
      const hi = between(random, Math.min(lo + 0.2, 0.98), 0.98);
      const a = rounded(quantileOf(h, lo));
      const b = rounded(quantileOf(h, hi));
      return { field: f.id, op, min: Math.min(a, b), max: Math.max(a, b) };
    }
    case 'top':
    case 'bottom':
      return {
        field: f.id,
        op,
        percent: 1 + Math.floor(random() * 50),
        scope: random() < 0.5 ? 'market' : 'sector',
      };
    case 'known':
    case 'unknown':
      return { field: f.id, op };
  }
}

/** 1–3 distinct values of a category, the common ones more often (as they are in the data). */
function categoryFilter(random: Random, f: ScreenerField): ScreenerFilter {
  const options = f.options!.map((o) => [o.value, o.count] as const);
  const count = Math.min(options.length, 1 + Math.floor(random() * 3));
  const values = new Set<string>();
  while (values.size < count) values.add(weighted(random, options));
  return { field: f.id, op: 'in', values: [...values] };
}

function randomScreens(fields: readonly ScreenerField[], seed: number): ApplyFiltersBody[] {
  const random = mulberry32(seed);
  const byKind = {
    number: fields.filter((f) => f.kind === 'number' && f.histogram !== null && f.known > 0),
    category: fields.filter((f) => f.kind === 'category' && (f.options?.length ?? 0) > 0),
    boolean: fields.filter((f) => f.kind === 'boolean' && f.known > 0),
  };
  const kinds = [
    ['number', 75],
    ['category', 18],
    ['boolean', 7],
  ] as const;
  const screens: ApplyFiltersBody[] = [];
  for (let s = 0; s < SCREENS; s++) {
    const n = 1 + Math.floor(random() * 8);
    const used = new Set<string>();
    const filters: ScreenerFilter[] = [];
    while (filters.length < n) {
      const candidates = byKind[weighted(random, kinds)].filter((f) => !used.has(f.id));
      if (candidates.length === 0) continue;
      const f = pick(random, candidates);
      used.add(f.id);
      filters.push(
        f.kind === 'number'
          ? numberFilter(random, f)
          : f.kind === 'category'
            ? categoryFilter(random, f)
            : { field: f.id, op: 'is', value: random() < 0.6 },
      );
    }
    // Checked against the route's own schema: every screen is a valid body.
    screens.push(
      applyFiltersBody.parse({
        filters,
        sortingBy: {
          field: pick(random, byKind.number).id,
          order: random() < 0.5 ? 'asc' : 'desc',
        },
        isOr: random() < 0.2,
      }),
    );
  }
  return screens;
}

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

// ---- The bench user and its token ------------------------------------------------------------------

/** Signs the bench user up and verifies it as a user would (the mailed link), once. */
export async function ensureBenchUser(database: Database): Promise<number> {
  const repo = createAuthRepository(database.db);
  const existing = await repo.userByEmail(BENCH_USER.email);
  if (existing?.emailVerifiedAt) return existing.id;
  const env = parseEnv({ DATA_DIR: benchDataDir() });
  const { service } = await createAuthModule({
    db: database.db,
    env,
    log: pino({ level: 'silent' }),
    limiter: createLimiterFactory(database.db),
  }).get();
  if (!existing) {
    await service.signUp({ flag: 'USING_EMAIL', ...BENCH_USER }, '127.0.0.1');
  }
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, BENCH_USER.email));
  const link = mails.map((m) => /\?code=(\S+)/.exec(m.text)?.[1]).findLast((c) => c !== undefined);
  if (!link) throw new Error('no verification mail for the bench user in the outbox');
  const payload = JSON.parse(Buffer.from(decodeURIComponent(link), 'base64').toString('utf8')) as {
    email: string;
    token: string;
  };
  await service.verifyEmail(payload, '127.0.0.1');
  const user = await repo.userByEmail(BENCH_USER.email);
  if (!user?.emailVerifiedAt) throw new Error('the bench user is not verified');
  return user.id;
}

/** Seconds since the epoch when a JWT expires (its `exp` claim). */
function expiresAt(jwt: string): number {
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
  };
  if (typeof claims.exp !== 'number') throw new Error('the access token has no exp claim');
  return claims.exp;
}

/** One login over HTTP; the access token is refreshed whenever it would expire during a run. */
export async function signIn(url: string) {
  const post = (p: string, body: object) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { [API_KEY_HEADER]: PUBLIC_WEB_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const res = await post('/api/v1/auth/login', { flag: 'USING_EMAIL', ...BENCH_USER });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  let { token, refreshToken } = loginResponse.parse(await res.json()).data;
  const lifetimeSec = expiresAt(token) - Math.floor(Date.now() / 1000);
  return {
    lifetimeSec,
    /** A token valid for at least `forSec` more seconds. */
    async token(forSec: number): Promise<string> {
      if (expiresAt(token) - Date.now() / 1000 > forSec + 30) return token;
      const again = await post('/api/v1/auth/refresh-token', { refreshToken });
      if (!again.ok) throw new Error(`token refresh failed: ${again.status} ${await again.text()}`);
      ({ token, refreshToken } = tokenResponse.parse(await again.json()).data);
      return token;
    },
  };
}

// ---- The bench database ----------------------------------------------------------------------------

async function isScored(server: RunningServer, token?: string): Promise<boolean> {
  try {
    // The backtest and the score run with its weights follow the first run: wait for them too.
    if (!(await dataSettled(server.url))) return false;
    const res = await fetch(
      `${server.url}${token ? '/api/v1/screener/fields' : '/api/v1/daily-selections/current'}`,
      { headers: { ...BASE_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) } },
    );
    if (!res.ok) return false;
    const body = (await res.json()) as { data: unknown[] | { universe: number } };
    return Array.isArray(body.data) ? body.data.length > 0 : body.data.universe > 0;
  } catch {
    return false;
  }
}

export async function waitForScored(server: RunningServer, token?: string): Promise<void> {
  const started = Date.now();
  let lastNote = started;
  // Settled twice, longer apart than the job queue's slowest look for work (10 s): a job queued
  // by the last one (the backtest after a score run) has been taken by then.
  const settled = async () =>
    (await isScored(server, token)) &&
    (await new Promise((r) => setTimeout(r, SETTLE_MS))) === undefined &&
    (await isScored(server, token));
  while (!(await settled())) {
    if (Date.now() - started > 30 * 60_000) throw new Error('the snapshot was not scored in time');
    if (Date.now() - lastNote > 30_000) {
      lastNote = Date.now();
      console.log(
        `waiting for the snapshot to be imported, scored and backtested (${Math.round((Date.now() - started) / 1000)} s)…`,
      );
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** The bench database opened in process, imported and scored first if it is not yet. */
export async function openScoredDatabase(marketData: string): Promise<Database> {
  const dataDir = benchDataDir();
  // `openDatabase` keeps PGlite's files in DATA_DIR/pglite.
  if (existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const holder = createReadModelHolder(database.db);
    const model = await holder.reload();
    if (model.runId !== null && model.coverage.scored > 0) return database;
    await database.close();
  }
  // First use: the server imports, scores and backtests the snapshot (minutes), as the api bench
  // has it do; PGlite is one process, so it is opened here only once the server has stopped.
  console.log('preparing the bench database (import, score and backtest of the snapshot)…');
  mkdirSync(dataDir, { recursive: true });
  const server = await startBuiltServer({ MARKET_DATA_DIR: marketData }, { dataDir });
  try {
    await waitForScored(server);
  } finally {
    await server.stop();
  }
  return openDatabase({ kind: 'pglite', dataDir });
}

// ---- End to end ------------------------------------------------------------------------------------

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

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

/** Percentiles over every request of every round, and the worst single round's p99 beside. */
export function loadRow(target: string, results: LoadResult[], goalMs = 10) {
  const perRound = results.map((r) => pooled([r.latencies ?? new Float64Array()]));
  const all = pooled(perRound);
  return {
    target,
    'req/s': Math.round(median(results.map((r) => r.reqPerSec))),
    'p50 ms': quantile(all, 0.5),
    [`p99 ms (goal < ${goalMs})`]: quantile(all, 0.99),
    'worst round p99': Math.max(...perRound.map((x) => quantile(x, 0.99))),
    'max ms': round2(all.at(-1) ?? Number.NaN),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
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
