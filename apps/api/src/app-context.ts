import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { apiMount, type ApiMount } from './http/api-v1';
import { createJsonCache, type JsonCache } from './http/cached-json';
import { createLimiterFactory, type LimiterFactory } from './http/rate-limiter';
import { followDataLanded } from './read-model/data-landed';
import { createReadModelHolder, type ReadModelHolder } from './read-model/read-model';
import { createActivityTracker, type ActivityTracker } from './runtime/activity';
import { createEnginePool, type EnginePool } from './workers/engine-pool';
import { VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory read model of the latest score run; `reload()` after a run completes. */
    readModel: ReadModelHolder;
    /** The data job running now (import, score, backtest) and its progress, for health. */
    activity: ActivityTracker;
    /** The engine's worker threads: score runs, backtests, chart series (ADR 016). */
    engine: EnginePool;
  }
}

/**
 * What several modules share, built once per app and handed to each module plugin as options
 * (ADR 053). Building it starts nothing: no thread, no connection, no timer.
 */
export interface AppContext {
  env: Env;
  database: Database;
  /** Registers a module's routes under `/api/v1`, behind the API key check. */
  api: ApiMount;
  /** The in-memory read model of the latest score run (its holder; `reload()` after a run). */
  readModel: ReadModelHolder;
  /** Serialized read answers per read-model version (http/cached-json.ts). */
  cache: JsonCache;
  /** The abuse-limit counters (http/rate-limiter.ts). */
  limiter: LimiterFactory;
  /** The engine's worker threads: score runs, backtests, chart series (ADR 016); started lazily. */
  engine: EnginePool;
  /** The data job running now (import, score, backtest) and its progress, for health. */
  activity: ActivityTracker;
  /** The site's address as its mails and link previews write it. */
  publicUrl: string;
}

export function createAppContext(options: {
  env: Env;
  database: Database;
  /** Multiplies the auth rate limits (tests that make many calls raise them). */
  authRateLimitScale?: number;
}): AppContext {
  const { env, database } = options;
  return {
    env,
    database,
    api: apiMount(env.API_KEYS),
    readModel: createReadModelHolder(database.db, {
      productVersion: VERSION,
      ...(env.LOGO_URL_TEMPLATE ? { logoTemplate: env.LOGO_URL_TEMPLATE } : {}),
    }),
    cache: createJsonCache(),
    limiter: createLimiterFactory(
      database.db,
      options.authRateLimitScale === undefined ? {} : { scale: options.authRateLimitScale },
    ),
    engine: createEnginePool(),
    activity: createActivityTracker(),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

/**
 * Shows the context on the app for the jobs' wiring (runtime/jobs.ts) and for tests; the engine's
 * threads end with the app.
 */
export function provideContext(app: FastifyInstance, context: AppContext): void {
  app.decorate('readModel', context.readModel);
  app.decorate('activity', context.activity);
  app.decorate('engine', context.engine);
  app.addHook('onClose', async () => context.engine.close());
}

/**
 * Loads the read model when the app is ready, and (PostgreSQL) follows the runs and imports other
 * servers land. Added after the modules, whose read-model listeners (the screener's warm-up) are
 * then in place.
 */
export function loadReadModelOnReady(app: FastifyInstance, context: AppContext): void {
  const { database, readModel } = context;
  app.addHook('onReady', async () => {
    // Without the database the app still starts: health answers 503, stock routes 503 until a
    // later reload succeeds.
    await readModel
      .reload()
      .catch((error: unknown) => app.log.error({ err: error }, 'read model not loaded'));
  });
  if (database.driver !== 'postgres') return;
  // Another server's score run or import is served here too, as soon as it lands.
  let stopFollowing: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopFollowing = await followDataLanded(database, readModel, app.log).catch((error: unknown) => {
      app.log.warn({ err: error }, 'data landed by other servers is not followed');
      return null;
    });
  });
  app.addHook('onClose', async () => stopFollowing?.());
}
