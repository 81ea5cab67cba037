import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importRuns } from '../db/schema';

/*
 * The `import_runs` rows the import jobs write: a snapshot import's run from start to end
 * (jobs/snapshot-import) and a live refresh's record of each source (jobs/refresh). The reads are
 * in read-model/import-runs.repository.ts (health and the jobs read which data is loaded).
 */

type ImportRun = typeof importRuns.$inferSelect;
export type NewImportRun = typeof importRuns.$inferInsert;

/** Marks failed every snapshot import still marked running (called holding the import lock). */
export async function failInterruptedSnapshotImports(db: Db): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error: 'interrupted (process stopped mid-import)',
    })
    .where(and(eq(importRuns.source, 'snapshot'), eq(importRuns.status, 'running')));
}

/** Starts a snapshot import of `dataVersion`: a run marked running. Resolves to its id. */
export async function insertRunningSnapshotImport(db: Db, dataVersion: string): Promise<number> {
  const [run] = await db
    .insert(importRuns)
    .values({ source: 'snapshot', status: 'running', dataVersion })
    .returning({ id: importRuns.id });
  return run!.id;
}

/** Marks an import succeeded with its counts and rejected rows (inside the swap's transaction). */
export async function markImportSucceeded(
  tx: Db,
  runId: number,
  outcome: { counts: ImportRun['counts']; rejected: ImportRun['rejected'] },
): Promise<void> {
  await tx
    .update(importRuns)
    .set({
      status: 'succeeded',
      finishedAt: new Date(),
      counts: outcome.counts,
      rejected: outcome.rejected,
    })
    .where(eq(importRuns.id, runId));
}

/** Marks an import failed with what it had counted and the error's message. */
export async function markImportFailed(
  db: Db,
  runId: number,
  outcome: { counts: ImportRun['counts']; rejected: ImportRun['rejected']; error: string },
): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      counts: outcome.counts,
      rejected: outcome.rejected,
      error: outcome.error,
    })
    .where(eq(importRuns.id, runId));
}

/** Records a finished run (a live refresh of one source). Resolves to its id. */
export async function insertImportRun(db: Db, run: NewImportRun): Promise<number | undefined> {
  const [row] = await db.insert(importRuns).values(run).returning({ id: importRuns.id });
  return row?.id;
}
