import { createLimiterFactory } from '../../apps/api/src/http/rate-limiter';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { loginResponse, tokenResponse } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { parseEnv } from '../../apps/api/src/config/env';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { mailOutbox } from '../../apps/api/src/db/schema';
import { createAuthModule } from '../../apps/api/src/modules/auth/auth-parts';
import { createAuthRepository } from '../../apps/api/src/modules/auth/auth.repository';
import { createReadModelHolder } from '../../apps/api/src/read-model/read-model';
import { buildState, sameNodeEnv, targets } from '../build-state.mjs';
import {
  pooled,
  quantile,
  root,
  dataSettled,
  SETTLE_MS,
  startBuiltServer,
  type LoadResult,
  type RunningServer,
} from './harness';

/*
 * What the benches that need the real universe share: their arguments, the API build, the kept
 * database (imported and scored on first use), the bench user and its token, a load row.
 */

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

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const round2 = (x: number) => Math.round(x * 100) / 100;

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
