import path from 'node:path';
import { successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { openDatabase } from '../../db/client';
import { databaseOptionsFromEnv } from '../../db/from-env';
import { readServerFile } from '../../runtime/server-file';
import { listOutbox } from './mail.repository';
import { LOCAL_TOKEN_HEADER } from '../../http/local-only';
import { outboxMail, toOutboxMail, type OutboxMail } from './outbox';

/**
 * The outbox of the database the server uses. PostgreSQL is read directly. The embedded
 * database is read directly only when no server holds its folder; otherwise the running server
 * is asked over the loopback interface with the token it wrote in `DATA_DIR/server.json`.
 */
export async function readOutbox(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  options: { limit: number; includeSent: boolean },
): Promise<{ via: 'database' | 'server'; mails: OutboxMail[] }> {
  if (!env.DATABASE_URL) {
    const server = readServerFile(path.resolve(env.DATA_DIR));
    if (server) {
      const url = `http://127.0.0.1:${server.port}/api/v1/internal/mail-outbox?limit=${options.limit}&all=${options.includeSent}`;
      const res = await fetch(url, { headers: { [LOCAL_TOKEN_HEADER]: server.token } });
      if (!res.ok)
        throw new Error(`The running server refused the outbox request (${res.status}).`);
      const body = successEnvelope(z.array(outboxMail)).parse(await res.json());
      return { via: 'server', mails: body.data };
    }
  }
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    const rows = await listOutbox(database.db, options);
    return { via: 'database', mails: rows.map(toOutboxMail) };
  } finally {
    await database.close();
  }
}
