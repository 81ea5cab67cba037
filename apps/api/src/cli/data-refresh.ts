// `npm run data:refresh [-- --replay DIR] [--through YYYY-MM-DD]` (issue 55): the daily refresh
// (prices from Polygon for every missed trading day, SEC's listings map, filings), then a score
// run when data changed — on the database under DATA_DIR (or DATABASE_URL). With `--replay DIR`
// every provider request is answered from a folder of recorded answers (the replay server of
// packages/ingest/src/replay; record one with `recordMarketDays`, see the README), through the
// last day recorded there; without it, the live sources POLYGON_API_KEY and SEC_USER_AGENT enable.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { replayFetch, startReplayServer } from '@evident/ingest/replay/replay-server';
import { EnvError, parseEnv, type Env } from '../config/env';
import { openDatabase } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { databaseOptionsFromEnv } from '../db/from-env';
import { RefreshStepError } from '../jobs/refresh/daily-refresh';
import { startRefreshScheduler } from '../jobs/refresh/scheduler';
import { runScoreJob } from '../jobs/score/score-job';
import { readServerFile } from '../runtime/server-file';

const USAGE = 'usage: npm run data:refresh [-- --replay DIR] [--through YYYY-MM-DD]';
const GROUPED = 'api.polygon.io/v2/aggs/grouped/locale/us/market/stocks';

/** The last trading day a replay folder holds Polygon's grouped bars of (with results or not). */
export function lastRecordedDay(dir: string): string | null {
  const folder = path.join(dir, GROUPED);
  if (!existsSync(folder)) return null;
  const days = readdirSync(folder)
    .map((f) => /^(\d{4}-\d{2}-\d{2})__GET/.exec(f)?.[1])
    .filter((d): d is string => d !== undefined)
    .sort();
  return days.at(-1) ?? null;
}

async function main() {
  let values: { replay?: string; through?: string };
  try {
    values = parseArgs({
      options: { replay: { type: 'string' }, through: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.through !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.through)) {
    console.error(`--through must be a date written YYYY-MM-DD\n${USAGE}`);
    process.exit(2);
  }
  let env: Env = parseEnv(process.env);
  const server = env.DATABASE_URL ? null : readServerFile(path.resolve(env.DATA_DIR));
  if (server) {
    console.error(
      `The server on port ${server.port} holds the embedded database and refreshes it itself (REFRESH_INTERVAL_HOURS); stop it to run data:refresh here.`,
    );
    process.exit(2);
  }

  let fetchImpl: typeof fetch = fetch;
  let through = values.through;
  let closeReplay = async () => {};
  if (values.replay !== undefined) {
    const dir = path.resolve(values.replay);
    if (!existsSync(dir)) {
      console.error(`--replay: no folder at ${dir}\n${USAGE}`);
      process.exit(2);
    }
    const replay = await startReplayServer({ dir });
    closeReplay = () => replay.close();
    fetchImpl = replayFetch(replay.url);
    through ??= lastRecordedDay(dir) ?? undefined;
    if (through === undefined) {
      await closeReplay();
      console.error(`--replay: ${dir} holds no Polygon grouped daily answers (${GROUPED}/…)`);
      process.exit(2);
    }
    // Recordings hold no credential; the sources only need to be enabled.
    env = {
      ...env,
      POLYGON_API_KEY: env.POLYGON_API_KEY ?? 'replayed',
      POLYGON_REQUESTS_PER_MINUTE: 100_000,
      SEC_USER_AGENT: env.SEC_USER_AGENT ?? 'Evident replay replay@example.invalid',
      ALPHAVANTAGE_API_KEY: undefined,
    };
    console.log(`Replaying ${dir} through ${through}.`);
  }

  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    const log = {
      info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
      warn: (obj: object, msg: string) => console.warn(msg, JSON.stringify(obj)),
    };
    const refresh = startRefreshScheduler({
      env: { ...env, REFRESH_INTERVAL_HOURS: 0 },
      database,
      log,
      fetch: fetchImpl,
      ...(through ? { through } : {}),
      ...(values.replay !== undefined
        ? { sourceRetry: { maxRetries: 0, sleep: async () => undefined } }
        : {}),
      onDataChanged: async () => {
        console.log('Data changed: scoring...');
        const run = await runScoreJob(database);
        console.log(`Score run ${run.status}.`);
      },
    });
    const result = await refresh.runNow();
    if ('status' in result) {
      process.exitCode = 1;
      return;
    }
    const daily = result.daily;
    if (daily?.status === 'done') {
      console.log(`Applied ${daily.days.join(', ')}; data changed: ${daily.changed}.`);
      for (const step of daily.steps) {
        console.log(
          `  ${step.day} ${step.source}: ${step.rowsWritten} rows written, ${step.failed.length} items failed`,
        );
      }
    } else if (daily?.status === 'current') {
      console.log(`Prices are current (last day ${daily.lastDay}).`);
    } else if (daily?.status === 'no-data') {
      console.log('No market data imported yet: run npm run data:import first.');
      process.exitCode = 1;
    } else if (daily?.status === 'busy') {
      console.error('Another refresh is running; try again when it has finished.');
      process.exitCode = 1;
    }
  } catch (error) {
    if (error instanceof RefreshStepError) {
      console.error(`${error.message}\nThe days before it are applied; run again to retry.`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
    await closeReplay();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
