// `npm run score [-- --as-of YYYY-MM-DD]`: one score run on the configured database (as of the
// latest price date by default), with its five-year monthly history, selections and peers.
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { runScoreJob } from '../jobs/score/score-job';

async function main() {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' } }, strict: true });
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    console.error('--as-of must be a date written YYYY-MM-DD');
    process.exit(2);
  }
  const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
  try {
    await database.migrate();
    let lastPhase = '';
    let lastAt = 0;
    const result = await runScoreJob(database, {
      ...(asOf ? { asOf } : {}),
      onProgress: (p) => {
        const now = Date.now();
        if (p.phase === lastPhase && now - lastAt < 3000) return;
        lastPhase = p.phase;
        lastAt = now;
        console.log(
          `${p.phase}${p.total > 1 ? ` ${p.done}/${p.total}` : ''}${p.detail ? ` (${p.detail})` : ''}`,
        );
      },
    });
    if (result.status === 'no-data') {
      console.error(
        'No prices in the database: import market data first (npm run data:import -- --dir PATH).',
      );
      process.exitCode = 1;
    } else if (result.status === 'busy') {
      console.error('Another score run is in progress; try again when it has finished.');
      process.exitCode = 1;
    } else {
      console.log(
        `Score run ${result.runId} as of ${result.asOf}: ${result.companiesScored} companies, ${result.historyDates} history dates, ${result.selections} selections, ${result.seconds!.toFixed(1)} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
