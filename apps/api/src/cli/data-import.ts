// `npm run data:import -- --dir PATH [--force]`: imports a snapshot directory in the bulk format
// into the configured database (PGlite under DATA_DIR, or DATABASE_URL), with a progress bar and
// a summary. Exit code 1 on failure.
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { EnvError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { databaseOptionsFromEnv } from '../db/from-env';
import {
  importSnapshot,
  SnapshotImportError,
  type ImportProgress,
} from '../jobs/snapshot-import/snapshot-import';

function usage(): never {
  console.error('Usage: npm run data:import -- --dir PATH [--force]');
  process.exit(2);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: { dir: { type: 'string' }, force: { type: 'boolean', default: false } },
      strict: true,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    usage();
  }
  const dir = args.values.dir ?? process.env.MARKET_DATA_DIR;
  if (!dir) usage();

  const env = parseEnv(process.env);
  const database = await openDatabase(databaseOptionsFromEnv(env));
  await database.migrate();

  const bar = new cliProgress.SingleBar(
    {
      format:
        ' {file} |{bar}| {percentage}% | {rows} rows | {rate} rows/s | {rejected} rejected | {phase}',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  let currentFile = '';
  let lastLine = 0;
  // Without a terminal (CI, logs): one plain line per file and every 5 s, no bar redraws.
  const onProgressPlain = (p: ImportProgress) => {
    const now = Date.now();
    if (p.file === currentFile && p.phase === 'loading' && now - lastLine < 5000) return;
    currentFile = p.file;
    lastLine = now;
    console.log(
      `${p.file}: ${p.rowsRead.toLocaleString('en-US')} rows, ${Math.round(p.rowsPerSecond).toLocaleString('en-US')} rows/s, ${p.rejected} rejected (${p.phase})`,
    );
  };
  const onProgressBar = (p: ImportProgress) => {
    const payload = {
      file: p.file.padEnd(26),
      rows: p.rowsRead.toLocaleString('en-US'),
      rate: Math.round(p.rowsPerSecond).toLocaleString('en-US'),
      rejected: p.rejected,
      phase: p.phase,
    };
    if (p.file !== currentFile) {
      if (currentFile) bar.stop();
      currentFile = p.file;
      bar.start(Math.max(p.totalBytes, 1), p.bytesRead, payload);
    } else {
      bar.update(p.phase === 'loading' ? p.bytesRead : Math.max(p.totalBytes, 1), payload);
    }
  };

  try {
    const summary = await importSnapshot({
      database,
      dir: path.resolve(dir),
      force: args.values.force,
      onProgress: process.stdout.isTTY ? onProgressBar : onProgressPlain,
    });
    bar.stop();
    if (summary.status === 'unchanged') {
      console.log(
        `Data version ${summary.dataVersion} is already loaded (run ${summary.runId}); use --force to import again.`,
      );
    } else {
      console.log(
        `Imported data version ${summary.dataVersion} in ${summary.seconds.toFixed(1)} s (run ${summary.runId}).`,
      );
    }
    console.log('');
    console.log(
      `${'file'.padEnd(28)}${'read'.padStart(12)}${'imported'.padStart(12)}${'rejected'.padStart(10)}`,
    );
    let total = 0;
    for (const [file, c] of Object.entries(summary.files)) {
      total += c.imported;
      console.log(
        `${file.padEnd(28)}${String(c.read).padStart(12)}${String(c.imported).padStart(12)}${String(c.rejected).padStart(10)}`,
      );
    }
    console.log(`${'total'.padEnd(28)}${''.padStart(12)}${String(total).padStart(12)}`);
    if (summary.status === 'imported' && summary.seconds > 0) {
      console.log(`${Math.round(total / summary.seconds).toLocaleString('en-US')} rows/s overall`);
    }
    if (summary.rejected.length > 0) {
      console.log('\nRejected rows (first ones):');
      for (const r of summary.rejected.slice(0, 20))
        console.log(`  ${r.file}:${r.line}: ${r.reason}`);
    }
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof SnapshotImportError ||
    error instanceof EnvError ||
    error instanceof DataFolderInUseError
  ) {
    console.error(error.message);
  } else {
    console.error('Import failed:', error);
  }
  process.exit(1);
});
