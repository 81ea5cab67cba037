// The embedded database in a thread of its own (ADR 042): PGlite runs its queries synchronously
// in WebAssembly, so on the server's thread every query, COPY and row parse held every request.
// Here it answers the messages of `pglite-thread.ts` (one PGlite, one data folder); no other
// code runs in this thread.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromPglite, ToPglite, WireError } from './pglite-thread';

const port = parentPort!;
const { dataDir, loadDataDir } = workerData as {
  dataDir: string | null;
  /** In memory: a dumped data folder (tarball) to start from. */
  loadDataDir?: string | undefined;
};

/** An error as plain data: its message and every primitive field PostgreSQL gave it (`code` …). */
function wire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { message: error.message, stack: error.stack, fields };
}

const send = (message: FromPglite) => port.postMessage(message);
const reply = (id: number, value: unknown) => send({ id, ok: true, value });
const fail = (id: number, error: unknown) => send({ id, ok: false, error: wire(error) });

/** Parsers that hand a type's text on as it is (what Drizzle asks for dates and intervals). */
const identityParsers = (oids: readonly number[] | undefined) =>
  oids && Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));

/** The rollback a caller asked for: thrown inside the transaction, caught at its end. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}

async function main(): Promise<void> {
  let db: PGlite;
  try {
    db =
      dataDir !== null
        ? new PGlite(dataDir)
        : new PGlite(
            loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : undefined,
          );
    await db.waitReady;
  } catch (error) {
    send({ id: 0, ok: false, error: wire(error) });
    return;
  }
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();
  let nextTransaction = 1;
  const on = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  const handle = async (m: ToPglite): Promise<void> => {
    switch (m.op) {
      case 'query': {
        const { rows, fields, affectedRows } = await on(m.tx).query(m.sql, m.params, {
          ...(m.rowMode ? { rowMode: m.rowMode } : {}),
          ...(m.identity ? { parsers: identityParsers(m.identity) } : {}),
        });
        return reply(m.id, { rows, fields, affectedRows });
      }
      case 'exec': {
        const results = await on(m.tx).exec(m.sql);
        return reply(
          m.id,
          results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })),
        );
      }
      case 'copy': {
        await db.query(m.sql, [], { blob: new Blob([m.bytes]) });
        return reply(m.id, null);
      }
      case 'begin': {
        const id = nextTransaction++;
        let began = false;
        let end!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => (end = resolve));
        const done = db.transaction(async (tx) => {
          transactions.set(id, { tx, end, done });
          began = true;
          reply(m.id, id);
          if (!(await ended)) throw ROLLBACK;
        });
        // BEGIN itself failed: the caller hears it instead of a transaction.
        done.catch((error: unknown) => {
          if (!began) fail(m.id, error);
        });
        return;
      }
      case 'end': {
        const open = transactions.get(m.tx);
        if (!open) throw new Error(`transaction ${m.tx} is not open`);
        open.end(m.commit);
        try {
          await open.done;
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        } finally {
          transactions.delete(m.tx);
        }
        return reply(m.id, null);
      }
      case 'listen': {
        const id = m.id;
        listeners.set(id, await db.listen(m.channel, (payload) => send({ notify: id, payload })));
        return reply(m.id, null);
      }
      case 'unlisten': {
        const stop = listeners.get(m.listener);
        listeners.delete(m.listener);
        if (stop && !db.closed) await stop();
        return reply(m.id, null);
      }
      case 'close': {
        if (!db.closed) await db.close();
        reply(m.id, null);
        port.close();
        return;
      }
    }
  };

  port.on('message', (m: ToPglite) => {
    handle(m).catch((error: unknown) => fail(m.id, error));
  });
  send({ id: 0, ok: true, value: null });
}

void main();
