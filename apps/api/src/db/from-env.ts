import type { Env } from '../config/env';
import type { DatabaseOptions } from './client';

/** `DATABASE_URL` switches to PostgreSQL; otherwise PGlite persisted under `DATA_DIR`. */
export function databaseOptionsFromEnv(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR };
}
