import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, LOG_REDACT } from './app';
import type { Env } from './config/env';
import { openDatabase } from './db/client';
import { databaseOptionsFromEnv } from './db/from-env';

/**
 * Opens the database, applies migrations, builds the app and listens. Closing the returned app
 * finishes in-flight requests first, then closes the database.
 */
export async function startServer(
  env: Env,
  repoRoot: string,
  /** Called before listening (tests add routes here). */
  configure?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const webDistDir = env.WEB_DIST_DIR
    ? path.resolve(env.WEB_DIST_DIR)
    : path.join(repoRoot, 'apps', 'web', 'dist');

  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  const app = await buildApp({
    env,
    database,
    webDistDir,
    logger: {
      level: env.LOG_LEVEL,
      redact: LOG_REDACT,
      ...(env.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  configure?.(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { database: database.driver, web: webDistDir },
    `Evident is running on http://localhost:${env.PORT}`,
  );
  return app;
}
