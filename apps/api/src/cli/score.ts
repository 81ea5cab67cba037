// `npm run score [-- --as-of YYYY-MM-DD]`: one score run on the configured database (as of the
// latest price date by default), with its five-year monthly history, selections and peers.
// While a server holds the embedded database, the server runs it (and serves the new scores when
// it lands); this command follows its progress.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { healthResponse } from '@evident/contracts/health';
import { fileURLToPath } from 'node:url';
import { EnvError, findRepoRoot, parseEnv } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { LOCAL_TOKEN_HEADER } from '../http/local-only';
import { runScoreJob } from '../jobs/score/score-job';
import { SHIPPED_WEIGHTS_FILE } from '../jobs/score/shipped-weights';
import { readServerFile, type ServerFile } from '../runtime/server-file';

/** Asks the running server for a score run, then prints its progress until it has landed. */
async function scoreInServer(server: ServerFile): Promise<void> {
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  const res = await fetch(`${base}/internal/score-run`, {
    method: 'POST',
    headers: { [LOCAL_TOKEN_HEADER]: server.token },
  });
  if (res.status === 409) {
    console.error('The server is running a data job; try again when it has finished.');
    process.exitCode = 1;
    return;
  }
  if (res.status !== 202)
    throw new Error(`The running server refused the score run (${res.status}).`);
  console.log(`The server on port ${server.port} is scoring (it keeps answering meanwhile).`);
  let seen = false;
  let lastLine = '';
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const health = healthResponse.parse(await (await fetch(`${base}/health`)).json()).data;
    const job = health.data.activity;
    if (job?.kind === 'score' || job?.kind === 'rescore') {
      seen = true;
      const line = `${job.label}${job.percent === null ? '' : ` ${job.percent}%`}`;
      if (line !== lastLine) console.log(line);
      lastLine = line;
    } else if (seen || !job) {
      console.log(`Scores as of ${health.data.scoredAsOf ?? 'not available'} are served.`);
      return;
    }
  }
}

async function main() {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' } }, strict: true });
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    console.error('--as-of must be a date written YYYY-MM-DD');
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const server = env.DATABASE_URL ? null : readServerFile(path.resolve(env.DATA_DIR));
  if (server) {
    if (asOf !== undefined) {
      console.error(
        `The server on port ${server.port} holds the embedded database: it scores as of the latest price date only. Stop it to score --as-of ${asOf}.`,
      );
      process.exit(2);
    }
    await scoreInServer(server);
    return;
  }
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    let lastPhase = '';
    let lastAt = 0;
    const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
    const result = await runScoreJob(database, {
      ...(asOf ? { asOf } : {}),
      shippedWeights: path.join(repoRoot, SHIPPED_WEIGHTS_FILE),
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
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
