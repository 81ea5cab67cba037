import { statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { SNAPSHOT_FILES } from '@evident/ingest/snapshot/format';
import { snapshotFilePath } from '@evident/ingest/snapshot/read-snapshot';
import type { Database } from '../../db/client';
import { latestSnapshotImport } from '../../read-model/import-runs.repository';
import { activityLine, type ActivityTracker } from '../../runtime/activity';
import { importSnapshot, type ImportProgress, type ImportSummary } from './snapshot-import';
import { IMPORT_ORDER } from './tables';

/** What a person reads for each file while it loads. */
const FILE_LABELS: Record<string, string> = {
  'companies.csv': 'companies',
  'fundamentals.csv.gz': 'financial statements',
  'estimates.csv': 'estimates',
  'earnings-surprises.csv.gz': 'earnings surprises',
  'prices-daily.csv.gz': 'prices',
  'prices-monthly.csv.gz': 'monthly prices',
  'dividends.csv.gz': 'dividends',
  'sp500-membership.csv': 'S&P 500 membership',
};

/**
 * The import's progress as one fraction over all files, weighted by their size on disk (the
 * daily prices are nine tenths of the bytes, and of the time). Indexing a file counts as that
 * file done; the final switch as 99%.
 */
export function importFraction(dir: string) {
  const sizes = IMPORT_ORDER.map((key) => {
    try {
      return { file: SNAPSHOT_FILES[key].file, bytes: statSync(snapshotFilePath(dir, key)).size };
    } catch {
      return { file: SNAPSHOT_FILES[key].file, bytes: 0 };
    }
  });
  const total = Math.max(
    sizes.reduce((n, s) => n + s.bytes, 0),
    1,
  );
  return (p: ImportProgress): { label: string; fraction: number } => {
    if (p.phase === 'switching') return { label: 'Loading market data: finishing', fraction: 0.99 };
    const index = sizes.findIndex((s) => s.file === p.file);
    const before = sizes.slice(0, Math.max(index, 0)).reduce((n, s) => n + s.bytes, 0);
    const own = sizes[index]?.bytes ?? 0;
    const within =
      p.phase === 'indexing' ? own : own * Math.min(p.bytesRead / Math.max(p.totalBytes, 1), 1);
    const name = FILE_LABELS[p.file] ?? p.file;
    return {
      label: `Loading market data: ${name}${p.phase === 'indexing' ? ' (indexing)' : ''}`,
      fraction: Math.min((before + within) / total, 0.99),
    };
  };
}

/**
 * At start: when the database has no imported market data and a snapshot directory is
 * configured, import it in the background while the server already answers. The progress is
 * kept in the activity tracker (health reports it) and written to the log every 5 s as a bar
 * with the time left. The job is reported done only after `afterLanding` (the read model's
 * reload): a client that sees no job running then also sees the new data's version.
 */
export async function autoImportSnapshot(
  database: Database,
  dir: string,
  log: FastifyBaseLogger,
  activity: ActivityTracker,
  /** Runs once the data is in, before the job is reported done (the server reloads its pages). */
  afterLanding: () => Promise<void> = async () => {},
  /** Aborted when the server shuts down: an import cut short by it is not a failure. */
  stopping?: AbortSignal,
): Promise<ImportSummary | null> {
  if (await latestSnapshotImport(database.db)) return null;
  log.info({ dir }, 'no market data loaded yet: importing the snapshot');
  activity.start('import', 'Loading market data');
  const fraction = importFraction(dir);
  let last = 0;
  let lastLabel = '';
  try {
    const summary = await importSnapshot({
      database,
      dir,
      onProgress: (p) => {
        const { label, fraction: done } = fraction(p);
        activity.update(label, done);
        const now = Date.now();
        if (now - last < 5000 && label === lastLabel) return;
        last = now;
        lastLabel = label;
        const current = activity.current();
        if (current) log.info({ file: p.file, rows: p.rowsRead }, activityLine(current));
      },
    });
    const rows = Object.values(summary.files).reduce((n, c) => n + c.imported, 0);
    const rejected = Object.values(summary.files).reduce((n, c) => n + c.rejected, 0);
    log.info(
      { dataVersion: summary.dataVersion, rows, rejected, seconds: Math.round(summary.seconds) },
      'snapshot imported',
    );
    await afterLanding();
    return summary;
  } catch (error) {
    if (stopping?.aborted) {
      // The database closed under it. Nothing was switched (atomic): the next start imports.
      log.info({ dir }, 'snapshot import stopped by the shutdown; the next start imports it');
      return null;
    }
    log.error(
      { err: error, dir },
      'snapshot import failed; the previous data (if any) is unchanged',
    );
    return null;
  } finally {
    activity.finish();
  }
}
