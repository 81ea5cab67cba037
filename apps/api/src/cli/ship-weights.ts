// `npm run weights:ship [-- --reuse]`: writes data/walk-forward-weights.json (ADR 052), the
// walk-forward weights (ADR 032) of the shipped snapshot, learnt by its backtest on this code, so
// that a fresh start scores once, with them, before its own backtest has run. Run it on a database
// that imported data/market-snapshot (DATA_DIR=… or DATABASE_URL=…; the server stopped), after any
// change to the snapshot, to METHOD_VERSION, to the walk-forward rule or the backtest's dates.
// It runs the backtest (several minutes); --reuse takes the database's latest backtest instead
// when it is of these data and this method. A file of other data or another method is not used
// at start (the backtest then runs before the first score run), and one whose weights the start's
// own backtest does not confirm is replaced by a rescore with a warning: the file is never trusted.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { presetsVersion } from '@evident/engine/screening/presets';
import { EnvError, findRepoRoot, parseEnv, shippedSnapshotDir } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { BacktestBusy, runBacktestJob } from '../jobs/backtest/backtest-job';
import {
  readShippedWeights,
  SHIPPED_WEIGHTS_FILE,
  shippedWeightsFileOf,
} from '../jobs/score/shipped-weights';
import { dataVersionOf } from '../jobs/snapshot-import/snapshot-import';
import {
  latestBacktest,
  latestWalkForwardWeights,
  presetsVersionOf,
} from '../modules/evidence/backtest-runs.repository';
import { latestDataImport } from '../read-model/import-runs.repository';

async function main() {
  const { values } = parseArgs({ options: { reuse: { type: 'boolean' } }, strict: true });
  const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const shipped = await dataVersionOf(shippedSnapshotDir(repoRoot));
  const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
  try {
    await database.migrate();
    const data = await latestDataImport(database.db);
    if (data?.dataVersion !== shipped) {
      throw new Error(
        `The database holds data ${data?.dataVersion ?? 'none'}, not the shipped snapshot (${shipped}): import data/market-snapshot into it first.`,
      );
    }
    let backtestId: number;
    let computedAt: string;
    let seconds: number;
    const last = await latestBacktest(database.db);
    if (
      values.reuse &&
      last?.dataVersion === shipped &&
      (await presetsVersionOf(database.db, last.id)) === presetsVersion()
    ) {
      backtestId = last.id;
      computedAt = last.createdAt.toISOString();
      seconds = last.seconds;
      console.log(`reusing backtest ${backtestId} of these data and this method`);
    } else {
      console.log('running the backtest of the shipped snapshot (several minutes)…');
      const run = await runBacktestJob(database, {});
      backtestId = run.id;
      computedAt = new Date().toISOString();
      seconds = run.seconds;
    }
    const learnt = await latestWalkForwardWeights(database.db);
    if (!learnt || learnt.backtestId !== backtestId) {
      throw new Error('The backtest learnt no walk-forward weights (too little history?).');
    }
    const file = path.join(repoRoot, SHIPPED_WEIGHTS_FILE);
    const content = shippedWeightsFileOf(shipped, learnt.weights, {
      id: backtestId,
      computedAt,
      seconds: Math.round(seconds * 10) / 10,
    });
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
    // Read back as the server reads it: the same checks.
    const check = readShippedWeights(file, shipped);
    if (!check.usable) throw new Error(`The file written is not usable: ${check.reason}`);
    console.log(
      `${SHIPPED_WEIGHTS_FILE}: weights as of ${learnt.weights.asOf} from ${learnt.weights.months} months (${Object.entries(
        learnt.weights.weights,
      )
        .map(([f, w]) => `${f} ${(w * 100).toFixed(1)}%`)
        .join(', ')})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ||
      error instanceof DataFolderInUseError ||
      error instanceof BacktestBusy ||
      error instanceof Error
      ? error.message
      : error,
  );
  process.exit(1);
});
