// `npm run data:sec -- --tickers AAPL,MSFT` (or `--all`): fetches SEC EDGAR companyfacts for the
// companies and stores their point-in-time fundamental periods. Needs SEC_USER_AGENT; ≤10
// requests/s; raw answers cached under DATA_DIR/sec-cache.
// `npm run data:sec -- --bulk FILE_OR_URL`: the initial full load from SEC's nightly
// companyfacts.zip (a file, or a URL downloaded to DATA_DIR/sec-cache first, which needs
// SEC_USER_AGENT), read one company at a time.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSecPacer } from '@evident/ingest/sec-edgar/request-pacer';
import { SecEdgarConfigError } from '@evident/ingest/sec-edgar/errors';
import { EnvError, parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { databaseOptionsFromEnv } from '../db/from-env';
import { downloadCompanyFactsZip, loadCompanyFactsZip } from '../jobs/refresh/filings-bulk-load';
import { defaultRefreshSymbols, runRefresh } from '../jobs/refresh/refresh';
import { liveSourcesFromEnv } from '../jobs/refresh/sources-from-env';

function usage(): never {
  console.error(
    'Usage: npm run data:sec -- --tickers AAPL,MSFT   (or --all, or --bulk companyfacts.zip|URL)',
  );
  process.exit(2);
}

const SEC_USER_AGENT_MESSAGE =
  'SEC_USER_AGENT is required: set it to a descriptive User-Agent with a contact e-mail (e.g. "Evident admin@example.com"), as SEC asks of automated access.';

/** The initial full load from companyfacts.zip: a local file, or SEC's URL downloaded first. */
async function bulkLoad(source: string, env: ReturnType<typeof parseEnv>): Promise<void> {
  const isUrl = /^https?:\/\//i.test(source);
  let zipPath = path.resolve(source);
  if (isUrl) {
    if (!env.SEC_USER_AGENT) throw new SecEdgarConfigError(SEC_USER_AGENT_MESSAGE);
    zipPath = path.resolve(env.DATA_DIR, 'sec-cache', `companyfacts-${Date.now()}.zip`);
    console.log(`Downloading ${source} to ${zipPath}…`);
    await downloadCompanyFactsZip(
      createSecPacer({ userAgent: env.SEC_USER_AGENT }),
      zipPath,
      source,
    );
  } else if (!existsSync(zipPath)) {
    console.error(`No such file: ${zipPath}`);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    const result = await loadCompanyFactsZip({
      database,
      zipPath,
      log: {
        info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
        warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
      },
    });
    console.log(
      `${result.companies} known companies read, ${result.rowsWritten} new period versions stored, ${result.skipped} companies not in the companies table (skipped), ${result.failed.length} failed.`,
    );
    for (const f of result.failed.slice(0, 20)) console.log(`  ${f.item}: ${f.reason}`);
  } finally {
    await database.close();
    if (isUrl) await rm(zipPath, { force: true });
  }
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        tickers: { type: 'string' },
        all: { type: 'boolean', default: false },
        bulk: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    usage();
  }
  if (
    [values.all, values.tickers !== undefined, values.bulk !== undefined].filter(Boolean).length !==
    1
  )
    usage();

  const env = parseEnv(process.env);
  if (values.bulk !== undefined) {
    if (values.bulk.trim() === '') usage();
    await bulkLoad(values.bulk, env);
    return;
  }
  if (!env.SEC_USER_AGENT) throw new SecEdgarConfigError(SEC_USER_AGENT_MESSAGE);
  const { fundamentals } = liveSourcesFromEnv({ ...env, ALPHAVANTAGE_API_KEY: undefined });
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    const symbols = values.all
      ? (await defaultRefreshSymbols(database)).fundamentals
      : values
          .tickers!.split(',')
          .map((t) => t.trim().toUpperCase())
          .filter(Boolean);
    console.log(
      `Fetching SEC EDGAR fundamentals for ${symbols.length} companies (≤10 requests/s)...`,
    );
    let last = Date.now();
    const result = await runRefresh({
      database,
      fundamentals: fundamentals!,
      symbols: { fundamentals: symbols },
      log: {
        info: (obj, msg) => {
          if (Date.now() - last > 5000 || msg.endsWith('refreshed'))
            console.log(msg, JSON.stringify(obj));
          last = Date.now();
        },
        warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
      },
    });
    if (result.status === 'busy') {
      console.error('Another refresh is running; try again when it has finished.');
      process.exitCode = 1;
      return;
    }
    if (result.status === 'done') {
      const s = result.sources[0]!;
      const unknown = symbols.length - s.symbols;
      console.log(
        `${s.symbols} companies fetched, ${s.rowsWritten} new period versions stored, ${s.warnings} warnings, ${s.failed.length} failed${unknown ? `, ${unknown} not in the companies table (skipped)` : ''}.`,
      );
      for (const f of s.failed.slice(0, 20)) console.log(`  ${f.symbol}: ${f.reason}`);
      if (s.failed.length > 0 && s.failed.length === s.symbols) process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof SecEdgarConfigError ||
    error instanceof DataFolderInUseError
  )
    console.error(error.message);
  else console.error('SEC fetch failed:', error);
  process.exit(1);
});
