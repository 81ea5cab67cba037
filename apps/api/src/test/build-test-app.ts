import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { parseEnv } from '../config/env';
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

export const WEB_KEY = { 'x-api-key': 'evident-public-web' };
