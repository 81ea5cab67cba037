// `npm run analytics:report [-- --days N] [-- --json]`: the first-party analytics events the web
// app sent (with the visitors' consent), counted per day and event, from the database the server
// uses.
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { formatAnalyticsReport, readAnalyticsReport } from '../modules/analytics/read-report';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        days: { type: 'string', default: '30' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('Usage: npm run analytics:report -- [--days N] [--json]');
    process.exit(2);
  }
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    console.error('--days must be a whole number from 1 to 3660');
    process.exit(2);
  }
  const rows = await readAnalyticsReport(parseEnv(process.env), days);
  console.log(values.json ? JSON.stringify(rows, null, 2) : formatAnalyticsReport(rows, days));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
