import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importRuns, scoreRuns } from '../../db/schema';
import { runScoreJob } from './score-job';

/**
 * Scores the data when no succeeded score run exists for the loaded data version. Resolves true
 * when a new run landed (the caller reloads the read model).
 */
export async function scoreIfStale(
  database: Database,
  log: FastifyBaseLogger,
  force = false,
): Promise<boolean> {
  const [data] = await database.db
    .select({ dataVersion: importRuns.dataVersion })
    .from(importRuns)
    .where(and(eq(importRuns.source, 'snapshot'), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  if (!data) return false;
  const [scored] = await database.db
    .select({ id: scoreRuns.id, dataVersion: scoreRuns.dataVersion })
    .from(scoreRuns)
    .where(eq(scoreRuns.status, 'succeeded'))
    .orderBy(desc(scoreRuns.id))
    .limit(1);
  if (!force && scored && scored.dataVersion === data.dataVersion) return false;
  log.info('scoring the universe (background)');
  let last = 0;
  try {
    const result = await runScoreJob(database, {
      onProgress: (p) => {
        if (Date.now() - last < 5000) return;
        last = Date.now();
        log.info({ phase: p.phase, done: p.done, total: p.total }, 'score run progress');
      },
    });
    log.info(result, 'score run finished');
    return true;
  } catch (error) {
    log.error({ err: error }, 'score run failed; the previous scores (if any) stay in use');
    return false;
  }
}
