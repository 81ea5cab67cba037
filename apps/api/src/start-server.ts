import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import type { Env } from './config/env';
import { openDatabase } from './db/client';
import { databaseOptionsFromEnv } from './db/from-env';
import { OUTBOX_NOTICE } from './modules/mail/outbox';
import type { LocalJobs } from './modules/operations/operations.routes';
import { wireJobs } from './runtime/jobs';
import { newLocalToken, writeServerFile } from './runtime/server-file';

/** The server's log on stdout is written in blocks of at least this many bytes… */
export const LOG_BLOCK_BYTES = 4096;
/**
 * …each block at most this long (pino's `maxWrite`, 16 KB by default). pino's destination measures
 * the block it appends to on every line, and while a write is in flight that block grows: to
 * 16 KB, each line re-measured up to 16 KB of text. Blocks closed just past the block size keep
 * that to 4 KB (ADR 040).
 */
export const LOG_BLOCK_MAX_BYTES = LOG_BLOCK_BYTES + 1024;
/** …or every this many milliseconds, whichever comes first. */
export const LOG_FLUSH_MS = 500;

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

  // With the embedded database, local tools ask this server rather than open its data folder.
  const localToken = database.driver === 'pglite' ? newLocalToken() : undefined;
  // Started once the app exists (the local tools' route is only answered after listen).
  let rescore: LocalJobs['rescore'] = () => 'busy';
  const context = createAppContext({ env, database });
  const app = await buildApp({
    env,
    database,
    context,
    webDistDir,
    ...(localToken ? { localToken, jobs: { rescore: () => rescore() } } : {}),
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : // Lines are written to stdout asynchronously and in blocks (pino's own asynchronous
          // destination): under load the lines of many requests go out in one write of at least
          // 4 KB instead of one write each; a quiet server's lines go out within half a second;
          // what is buffered is written when the process exits.
          {
            stream: pino.destination({
              dest: 1,
              sync: false,
              minLength: LOG_BLOCK_BYTES,
              maxWrite: LOG_BLOCK_MAX_BYTES,
              periodicFlush: LOG_FLUSH_MS,
            }),
          }),
    },
  });
  const jobs = await wireJobs(app, context, repoRoot);
  rescore = jobs.rescore;
  let serverFile: { remove(): void } | null = null;
  app.addHook('onClose', async () => serverFile?.remove());
  configure?.(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(
    { database: database.driver, web: webDistDir },
    `Evident is running on http://localhost:${port}`,
  );
  if (localToken) serverFile = writeServerFile(path.resolve(env.DATA_DIR), port, localToken);
  if (!env.SMTP_URL) app.log.info(OUTBOX_NOTICE);
  // A first health probe before the data jobs start: while one of their long statements holds the
  // database, health answers from the latest probe (issue 53), so there is one to answer from.
  await app.inject({ method: 'GET', url: '/api/v1/health' }).catch(() => undefined);
  jobs.importAndScore();
  return app;
}
