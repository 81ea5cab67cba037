import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importRuns } from '../../db/schema';
import { importSnapshot, type ImportSummary } from './snapshot-import';

/**
 * At start: when the database has no imported market data and a snapshot directory is
 * configured, import it in the background while the server already answers (health reports
 * `data.loaded: false` until it is done). Progress goes to the log every 5 s.
 */
export async function autoImportSnapshot(
  database: Database,
  dir: string,
  log: FastifyBaseLogger,
): Promise<ImportSummary | null> {
  const [loaded] = await database.db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.source, 'snapshot'), eq(importRuns.status, 'succeeded')))
    .limit(1);
  if (loaded) return null;
  log.info({ dir }, 'no market data loaded yet: importing the snapshot');
  let last = 0;
  try {
    const summary = await importSnapshot({
      database,
      dir,
      onProgress: (p) => {
        const now = Date.now();
        if (now - last < 5000 && p.phase === 'loading') return;
        last = now;
        log.info(
          {
            file: p.file,
            rows: p.rowsRead,
            rowsPerSecond: Math.round(p.rowsPerSecond),
            phase: p.phase,
          },
          'snapshot import progress',
        );
      },
    });
    const rows = Object.values(summary.files).reduce((n, c) => n + c.imported, 0);
    const rejected = Object.values(summary.files).reduce((n, c) => n + c.rejected, 0);
    log.info(
      { dataVersion: summary.dataVersion, rows, rejected, seconds: Math.round(summary.seconds) },
      'snapshot imported',
    );
    return summary;
  } catch (error) {
    log.error(
      { err: error, dir },
      'snapshot import failed; the previous data (if any) is unchanged',
    );
    return null;
  }
}
