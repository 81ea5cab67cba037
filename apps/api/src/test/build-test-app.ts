import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { parseEnv } from '../config/env';
import { wireAlertsJob } from '../runtime/jobs';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  close(): Promise<void>;
};

/** The real app on a fresh test database (PGlite in memory, or PostgreSQL via TEST_DATABASE_URL). */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'env' | 'database'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', ...envOverrides });
  const app = await buildApp({ env, database, logger: false, healthCacheMs: 0, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * The test app with the alerts job wired as a started server wires it (runtime/jobs.ts): the
 * alerts of each run it loads are sent. `buildTestApp` alone sends none.
 */
export async function buildTestAppWithAlertsJob(
  envOverrides: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'env' | 'database'>> = {},
): Promise<TestApp> {
  const t = await buildTestApp(envOverrides, options);
  wireAlertsJob(t.app, t.database);
  return t;
}

export const WEB_KEY = { 'x-api-key': 'evident-public-web' };
