// `npm run data:status [-- --json]` (issue 55): per live source, its last success, how many
// trading days it is behind and its last error — from the database (PGlite under DATA_DIR, or
// DATABASE_URL), or from the running server's health when it holds the embedded database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { healthResponse, type SourceHealth } from '@evident/contracts/health';
import { EnvError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { databaseOptionsFromEnv } from '../db/from-env';
import { dataStatusLines } from '../jobs/refresh/data-status';
import { configuredSources, sourceHealthReport } from '../read-model/source-health.repository';
import { readServerFile } from '../runtime/server-file';

async function main() {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false } },
    strict: true,
  });
  const env = parseEnv(process.env);
  const server = env.DATABASE_URL ? null : readServerFile(path.resolve(env.DATA_DIR));
  let sources: SourceHealth[];
  if (server) {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    sources = healthResponse.parse(await res.json()).data.data.sources ?? [];
  } else {
    const database = await openDatabase(databaseOptionsFromEnv(env));
    try {
      await database.migrate();
      sources = await sourceHealthReport(database.db, configuredSources(env), new Date());
    } finally {
      await database.close();
    }
  }
  if (values.json) console.log(JSON.stringify(sources, null, 2));
  else for (const line of dataStatusLines(sources)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
