import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { SNAPSHOT_FILES, type SnapshotFileKey } from '@evident/ingest/snapshot/format';
import {
  readHeader,
  readSnapshotFile,
  snapshotFilePath,
} from '@evident/ingest/snapshot/read-snapshot';
import type { Database } from '../../db/client';
import {
  failInterruptedSnapshotImports,
  insertRunningSnapshotImport,
  markImportFailed,
  markImportSucceeded,
} from '../../data/import-run-writes.repository';
import { latestSnapshotImport } from '../../read-model/import-runs.repository';
import {
  copyIntoStaging,
  createStagingTable,
  dropStagingTables,
  indexStagingTable,
  swapInStagingTables,
} from '../../data/table-swap.repository';
import { csvCell } from '../../db/csv-encode';
import { IMPORT_ORDER, SNAPSHOT_TABLES, TARGETS } from './tables';

/** Held while importing so that one import runs at a time across every process. */
export const IMPORT_LOCK_KEY = 4_711_002;
/** How many rejected rows are kept with the run (the counts are always complete). */
const REJECTED_KEPT_PER_FILE = 200;

export class SnapshotImportError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(
      problems.length > 0 ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message,
    );
    this.name = 'SnapshotImportError';
  }
}

export interface FileCounts {
  /** Data rows read (header excluded). */
  read: number;
  imported: number;
  rejected: number;
}

export interface ImportProgress {
  file: string;
  rowsRead: number;
  rejected: number;
  bytesRead: number;
  totalBytes: number;
  /** Rows read per second in this file so far. */
  rowsPerSecond: number;
  phase: 'loading' | 'indexing' | 'switching';
}

export interface ImportSummary {
  status: 'imported' | 'unchanged';
  runId: number;
  dataVersion: string;
  files: Record<string, FileCounts>;
  rejected: { file: string; line: number; reason: string }[];
  seconds: number;
}

export interface ImportOptions {
  database: Database;
  dir: string;
  /** Re-import even when this exact data version is already loaded. */
  force?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** Rows per COPY batch. */
  batchRows?: number;
  /** Test hook: called after each batch is written (used to simulate a crash mid-import). */
  afterBatch?: (file: string, rowsWritten: number) => void | Promise<void>;
}

/** A data version names the exact bytes imported: the same files always give the same version. */
export async function dataVersionOf(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const key of IMPORT_ORDER) {
    const file = snapshotFilePath(dir, key);
    hash.update(`${SNAPSHOT_FILES[key].file}\0`);
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  }
  return `snapshot-${hash.digest('hex').slice(0, 16)}`;
}

/** Checks the directory, every file and every header before anything is written. */
async function preflight(dir: string): Promise<void> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SnapshotImportError(`Snapshot directory not found: ${dir}`);
  }
  const problems: string[] = [];
  for (const key of IMPORT_ORDER) {
    const file = snapshotFilePath(dir, key);
    if (!existsSync(file)) {
      problems.push(`${SNAPSHOT_FILES[key].file}: file not found`);
      continue;
    }
    try {
      await readHeader(dir, key);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) {
    throw new SnapshotImportError(
      `The snapshot in ${dir} was refused; nothing was written:`,
      problems,
    );
  }
}

const latestSucceeded = (database: Database) => latestSnapshotImport(database.db);

async function loadFile<K extends SnapshotFileKey>(
  options: ImportOptions,
  key: K,
  knownSymbols: Set<string> | undefined,
  rejected: ImportSummary['rejected'],
): Promise<FileCounts> {
  const { database, dir } = options;
  const target = TARGETS[key];
  const fileName = SNAPSHOT_FILES[key].file;
  const batchRows = options.batchRows ?? 20_000;
  const counts: FileCounts = { read: 0, imported: 0, rejected: 0 };
  const started = performance.now();
  let bytesRead = 0;
  let totalBytes = 0;
  let keptRejected = 0;
  let lastReport = 0;

  const report = (phase: ImportProgress['phase'], force = false) => {
    const now = performance.now();
    if (!options.onProgress || (!force && now - lastReport < 200)) return;
    lastReport = now;
    const seconds = Math.max((now - started) / 1000, 1e-3);
    options.onProgress({
      file: fileName,
      rowsRead: counts.read,
      rejected: counts.rejected,
      bytesRead,
      totalBytes,
      rowsPerSecond: counts.read / seconds,
      phase,
    });
  };

  await createStagingTable(database.db, target.table);
  let lines: string[] = [];
  // One COPY in flight while the next batch is parsed (PostgreSQL works in its own process).
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (lines.length === 0) return;
    const csv = `${lines.join('\n')}\n`;
    const n = lines.length;
    lines = [];
    await inFlight;
    inFlight = copyIntoStaging(database, target.table, target.columns, csv).then(async () => {
      counts.imported += n;
      await options.afterBatch?.(fileName, counts.imported);
    });
  };

  const rows = readSnapshotFile(dir, key, {
    ...(knownSymbols ? { knownSymbols } : {}),
    onBytes: (read, total) => {
      bytesRead = read;
      totalBytes = total;
    },
  });
  const values = target.values as (r: unknown) => unknown[];
  for await (const row of rows) {
    counts.read += 1;
    if (!row.ok) {
      counts.rejected += 1;
      if (keptRejected < REJECTED_KEPT_PER_FILE) {
        keptRejected += 1;
        rejected.push({ file: fileName, line: row.line, reason: row.reason });
      }
      continue;
    }
    if (key === 'companies') knownSymbols?.add((row.record as { symbol: string }).symbol);
    lines.push(values(row.record).map(csvCell).join(','));
    if (lines.length >= batchRows) {
      await flush();
      report('loading');
    }
  }
  await flush();
  await inFlight;
  report('indexing', true);
  await indexStagingTable(database.db, target.table);
  return counts;
}

/**
 * Imports a snapshot directory in the bulk format (data/market-snapshot/README.md) into the
 * market-data tables: streamed, validated row by row (bad rows are reported with file, line and
 * reason and skipped), idempotent (an already-loaded data version is not loaded again unless
 * forced) and atomic (all tables switch to the new version in one transaction).
 */
export async function importSnapshot(options: ImportOptions): Promise<ImportSummary> {
  const { database, dir } = options;
  const started = performance.now();
  await preflight(dir);
  const dataVersion = await dataVersionOf(dir);

  const locked = await database.withAdvisoryLock(IMPORT_LOCK_KEY, async () => {
    const current = await latestSucceeded(database);
    if (current && current.dataVersion === dataVersion && !options.force) {
      return {
        status: 'unchanged' as const,
        runId: current.id,
        dataVersion,
        files: current.counts,
        rejected: current.rejected,
        seconds: (performance.now() - started) / 1000,
      };
    }

    // Holding the lock, no other import runs: a run still marked running was killed.
    await failInterruptedSnapshotImports(database.db);

    const runId = await insertRunningSnapshotImport(database.db, dataVersion);
    const files: Record<string, FileCounts> = {};
    const rejected: ImportSummary['rejected'] = [];
    try {
      await dropStagingTables(database.db, SNAPSHOT_TABLES);
      const knownSymbols = new Set<string>();
      for (const key of IMPORT_ORDER) {
        files[SNAPSHOT_FILES[key].file] = await loadFile(options, key, knownSymbols, rejected);
      }
      options.onProgress?.({
        file: '(all)',
        rowsRead: 0,
        rejected: 0,
        bytesRead: 0,
        totalBytes: 0,
        rowsPerSecond: 0,
        phase: 'switching',
      });
      await database.db.transaction(async (tx) => {
        await swapInStagingTables(tx, SNAPSHOT_TABLES);
        await markImportSucceeded(tx, runId, { counts: files, rejected });
      });
    } catch (error) {
      await dropStagingTables(database.db, SNAPSHOT_TABLES).catch(() => {});
      await markImportFailed(database.db, runId, {
        counts: files,
        rejected,
        error: error instanceof Error ? error.message : String(error),
      }).catch(() => {});
      throw error;
    }
    return {
      status: 'imported' as const,
      runId,
      dataVersion,
      files,
      rejected,
      seconds: (performance.now() - started) / 1000,
    };
  });
  if (!locked.acquired) {
    throw new SnapshotImportError('Another import is running; try again when it has finished.');
  }
  return locked.value;
}
