import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { openPgliteThread } from './pglite-thread';
import { companies, rateLimits, scoreRuns } from './schema';
import { isUniqueViolation } from './pg-error-code';
import { scaled } from '../test/time-scale';

/**
 * The embedded database in its own thread (ADR 042): every kind of call the app makes crosses the
 * thread and comes back as PGlite answers it (every PGlite test of the suite goes this way too).
 */
describe('the embedded database in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  const company = (symbol: string) => ({
    symbol,
    ticker: symbol.split(':')[1]!,
    exchange: 'NYSE',
    name: `${symbol} Inc.`,
    sp500: false,
    isEtf: false,
  });

  it('answers Drizzle’s selects, inserts and updates: dates as text, timestamps, jsonb and counts', async () => {
    await database.db.insert(companies).values([company('NYSE:B'), company('NYSE:A')]);
    expect(
      await database.db
        .select({ symbol: companies.symbol })
        .from(companies)
        .orderBy(asc(companies.symbol)),
    ).toEqual([{ symbol: 'NYSE:A' }, { symbol: 'NYSE:B' }]);

    // Any jsonb crosses as it was stored (not a real run's parameters: the column only stores them).
    const params = { weights: { value: 0.2 }, note: 'Société «A»' } as unknown as NonNullable<
      (typeof scoreRuns.$inferInsert)['params']
    >;
    const [run] = await database.db
      .insert(scoreRuns)
      .values({ asOf: '2026-11-27', dataVersion: 'v1', status: 'running', params })
      .returning();
    // A date column stays the text PostgreSQL prints (Drizzle's parsers cross as type ids).
    expect(run!.asOf).toBe('2026-11-27');
    expect(run!.params).toEqual(params);
    expect(run!.startedAt).toBeInstanceOf(Date);
    const updated = await database.db
      .update(scoreRuns)
      .set({ status: 'succeeded', finishedAt: new Date('2026-11-27T10:00:00Z') })
      .where(eq(scoreRuns.id, run!.id))
      .returning({ finishedAt: scoreRuns.finishedAt });
    expect(updated[0]!.finishedAt!.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    const raw = await database.db.execute(sql`select count(*)::int as n from companies`);
    expect((raw as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 2 }]);
  });

  it('passes PostgreSQL’s error fields across: a unique violation is still one', async () => {
    const error = await database.db
      .insert(companies)
      .values(company('NYSE:A'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    const cause = (error as { cause?: { constraint?: string; message: string } }).cause;
    expect(cause?.constraint).toBe('companies_pkey');
    expect(cause?.message).toMatch(/duplicate key/);
  });

  it('commits a transaction, rolls one back on a throw, and keeps a savepoint’s rollback inside', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'kept', points: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(rateLimits).values({ key: 'savepoint', points: 2 });
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: 'rolled back', points: 3 });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    // A statement that fails inside a transaction rolls it back too.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: 'before the error', points: 4 });
        await tx.insert(rateLimits).values({ key: 'kept', points: 5 });
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    const keys = await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .orderBy(asc(rateLimits.key));
    expect(keys).toEqual([{ key: 'kept' }]);
  });

  it('waits for a transaction before running a statement from outside it', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const inside = database.db.transaction(async (tx) => {
      await tx.insert(rateLimits).values({ key: 'ordered', points: 1 });
      order.push('inside');
      await held;
      await tx.update(rateLimits).set({ points: 2 }).where(eq(rateLimits.key, 'ordered'));
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = database.db
      .select({ points: rateLimits.points })
      .from(rateLimits)
      .where(eq(rateLimits.key, 'ordered'))
      .then((rows) => {
        order.push('outside');
        return rows;
      });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await inside;
    // The outside read ran after the commit: it sees the transaction's last write.
    expect(await outside).toEqual([{ points: 2 }]);
    expect(order).toEqual(['inside', 'outside']);
  });

  it('bulk-loads CSV with COPY, from text and from UTF-8 bytes', async () => {
    const columns = ['symbol', 'ticker', 'exchange', 'name', 'sp500', 'is_etf'];
    await database.copyCsv('companies', columns, 'NYSE:C,C,NYSE,"Nestlé, ""C""",t,f\n');
    await database.copyCsv('companies', columns, new TextEncoder().encode('NYSE:D,D,NYSE,,f,f\n'));
    expect(
      await database.db
        .select({ symbol: companies.symbol, name: companies.name })
        .from(companies)
        .where(sql`${companies.symbol} in ('NYSE:C', 'NYSE:D')`)
        .orderBy(asc(companies.symbol)),
    ).toEqual([
      { symbol: 'NYSE:C', name: 'Nestlé, "C"' },
      { symbol: 'NYSE:D', name: null },
    ]);
  });

  it('runs raw statements and scripts (the job queue’s), with the last statement’s rows', async () => {
    expect((await database.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    expect((await database.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
  });

  it('delivers NOTIFY to listeners until they stop, and holds advisory locks', async () => {
    const heard: string[] = [];
    const stop = await database.listen('pglite_thread_test', {
      message: (payload) => heard.push(payload),
      gap: () => {},
    });
    await database.executeSql(`select pg_notify('pglite_thread_test', 'one')`);
    await stop();
    await database.executeSql(`select pg_notify('pglite_thread_test', 'two')`);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['one']);

    const locked = await database.withAdvisoryLock(42, async () => 'done');
    expect(locked).toEqual({ acquired: true, value: 'done' });
  });

  it('keeps the caller’s thread turning while a long statement runs', async () => {
    let ticks = 0;
    let longestGap = 0;
    const started = performance.now();
    let last = started;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    // About a quarter of a second of work inside PostgreSQL.
    await database.executeSql(
      `select count(*) from generate_series(1, 3000000) g where md5(g::text) like 'ab%'`,
    );
    const ended = performance.now();
    const elapsed = ended - started;
    clearInterval(timer);
    longestGap = Math.max(longestGap, ended - last);
    // In the caller's thread this statement would have held the timer for its whole run: no
    // tick, one gap as long as the statement. Relative to the statement's own time (ADR 051),
    // since a busy machine delays the timer's turns as much as it slows the statement.
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(longestGap).toBeLessThan(elapsed / 2);
  });
});

describe('the database thread’s edges', () => {
  it('refuses a parser that changes values (it cannot cross a thread)', async () => {
    const thread = await openPgliteThread(null);
    try {
      await expect(
        thread.query('select 1::int as n', [], { parsers: { 23: (v) => Number(v) * 2 } }),
      ).rejects.toThrow(/cannot run in the database thread/);
      expect((await thread.query('select 1::int as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await thread.close();
    }
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow(/stopped/);
  });

  it('refuses a value that would not cross unchanged (a class instance), and goes on', async () => {
    const thread = await openPgliteThread(null);
    try {
      await expect(
        thread.query('select $1::text as v', [new URL('https://example.com/')]),
      ).rejects.toThrow(/a URL cannot be a statement's value/);
      await expect(
        thread.query('select $1::jsonb as v', [
          { nested: [{ at: new URL('https://example.com/') }] },
        ]),
      ).rejects.toThrow(/a URL cannot/);
      const values = [
        'text',
        42,
        true,
        12345678901234567890n,
        new Date('2026-11-28T12:00:00Z'),
        new Uint8Array([1, 2]),
        ['a', 'b'],
        { plain: { json: [1, null] } },
      ];
      const { rows } = await thread.query<{ a: string }>(
        'select $1::text as a, $2::int as b, $3::boolean as c, $4::numeric::text as d, $5::timestamptz as e, $6::bytea as f, $7::text[] as g, $8::jsonb as h',
        values,
      );
      expect(rows[0]).toEqual({
        a: 'text',
        b: 42,
        c: true,
        d: '12345678901234567890',
        e: new Date('2026-11-28T12:00:00Z'),
        f: new Uint8Array([1, 2]),
        g: ['a', 'b'],
        h: { plain: { json: [1, null] } },
      });
    } finally {
      await thread.close();
    }
  });

  it('stops a database that does not close (a transaction left open) after the wait, and says so', async () => {
    const thread = await openPgliteThread(null, { closeWaitMs: 500 });
    let release!: () => void;
    const abandoned = thread
      .transaction(() => new Promise<void>((resolve) => (release = resolve)))
      .catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    await expect(thread.close()).rejects.toThrow(/did not close within 0.5 s/);
    expect(thread.closed).toBe(true);
    release();
    expect(await abandoned).toBeInstanceOf(Error);
  });

  it('reports a thread that died (out of memory) once, with its cause, and fails every call after', async () => {
    const crashes: Error[] = [];
    const thread = await openPgliteThread(null, {
      resourceLimits: { maxOldGenerationSizeMb: 48 },
      onCrash: (error) => crashes.push(error),
    });
    // About 400 MB of text in the answer: more than the thread's heap may hold.
    await expect(
      thread.query(`select repeat('x', 1000000) as big from generate_series(1, 400)`),
    ).rejects.toThrow(/memory/i);
    await new Promise((r) => setTimeout(r, 100));
    expect(crashes).toHaveLength(1);
    expect(crashes[0]!.message).toMatch(/memory/i);
    await expect(thread.query('select 1')).rejects.toThrow(/memory/i);
    expect(thread.closed).toBe(true);
    await thread.close();
  });

  it('opens a data folder’s database in the thread, keeps what it stored, and says when it cannot open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-pglite-thread-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      await first.db.insert(rateLimits).values({ key: 'stored', points: 7 });
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir });
      expect(await again.db.select({ points: rateLimits.points }).from(rateLimits)).toEqual([
        { points: 7 },
      ]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A file where the folder should be: the thread's start fails, and the caller hears why.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'evident-pglite-bad-')), 'file');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'not a folder'));
    await expect(openPgliteThread(file)).rejects.toThrow();
  });

  it('lets a process end that never closed its database, once nothing waits for an answer', async () => {
    // Run from the repository's root, as the other child-process tests are.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/test/unclosed-database-child.ts'],
      { cwd: path.resolve(import.meta.dirname, '../../../..'), timeout: scaled(25_000) },
    );
    expect(stdout).toContain('READ [{"n":42}]');
  });
});
