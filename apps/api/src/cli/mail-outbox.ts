// `npm run mail:outbox [-- --limit N] [-- --all] [-- --json]`: the account mails waiting in the
// outbox (verification and reset links), newest first, from the database the server uses. For a
// self-hosted install without SMTP_URL.
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { readOutbox } from '../modules/mail/read-outbox';
import { formatOutbox } from '../modules/mail/outbox';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        limit: { type: 'string', default: '20' },
        all: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('Usage: npm run mail:outbox -- [--limit N] [--all] [--json]');
    process.exit(2);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    console.error('--limit must be a number from 1 to 500');
    process.exit(2);
  }
  const { mails } = await readOutbox(parseEnv(process.env), {
    limit,
    includeSent: values.all,
  });
  console.log(values.json ? JSON.stringify(mails, null, 2) : formatOutbox(mails, values.all));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
