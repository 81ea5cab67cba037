import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/*
 * Atomic replacement of whole tables: load `<table>__staging`, build the live table's indexes and
 * constraints on it under temporary names, then in ONE transaction drop the live table, rename
 * the staging table and its indexes to the live names. A crash before that transaction leaves the
 * live tables untouched (the next run drops the leftover staging tables); readers never see a
 * half-loaded table.
 */

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const stagingName = (table: string) => `${table}__staging`;
const tempName = (name: string) => `${name.slice(0, 55)}__stg`;

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface TableShape {
  constraints: { name: string; def: string }[];
  indexes: { name: string; def: string }[];
}

async function shapeOf(db: Db, table: string): Promise<TableShape> {
  const constraints = await rows<{ name: string; def: string }>(
    db,
    sql`select c.conname as name, pg_get_constraintdef(c.oid) as def
        from pg_constraint c
        where c.conrelid = ${`public.${q(table)}`}::regclass and c.contype in ('p', 'u')
        order by c.conname`,
  );
  const indexes = await rows<{ name: string; def: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as def
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${`public.${q(table)}`}::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
        order by i.relname`,
  );
  return { constraints, indexes };
}

/** Bulk-loads CSV rows (in `columns` order) into the staging table of `table` with COPY. */
export const copyIntoStaging = (
  database: Database,
  table: string,
  columns: readonly string[],
  csv: string,
): Promise<void> => database.copyCsv(stagingName(table), columns, csv);

/** Drops every leftover staging table (from a crashed or failed run). */
export async function dropStagingTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`drop table if exists ${q(stagingName(table))}`));
  }
}

/** Creates an empty staging copy of `table` (columns, defaults, NOT NULL and CHECKs; no indexes). */
export async function createStagingTable(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`drop table if exists ${q(stagingName(table))}`));
  await db.execute(
    sql.raw(
      `create table ${q(stagingName(table))} (like ${q(table)} including defaults including constraints including generated)`,
    ),
  );
}

/** Builds the live table's constraints and indexes on the loaded staging table (temporary names). */
export async function indexStagingTable(db: Db, table: string): Promise<void> {
  const shape = await shapeOf(db, table);
  const staging = stagingName(table);
  for (const c of shape.constraints) {
    await db.execute(
      sql.raw(`alter table ${q(staging)} add constraint ${q(tempName(c.name))} ${c.def}`),
    );
  }
  for (const index of shape.indexes) {
    const match = /^CREATE (UNIQUE )?INDEX (\S+) ON (\S+) (.*)$/s.exec(index.def);
    if (!match) throw new Error(`cannot rebuild index ${index.name}: ${index.def}`);
    const [, unique = '', , , rest] = match;
    await db.execute(
      sql.raw(`create ${unique}index ${q(tempName(index.name))} on ${q(staging)} ${rest}`),
    );
  }
  await db.execute(sql.raw(`analyze ${q(staging)}`));
}

/**
 * Inside the caller's transaction: replaces each live table by its staging table and gives the
 * indexes and constraints their live names back.
 */
export async function swapInStagingTables(tx: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const shape = await shapeOf(tx, table);
    await tx.execute(sql.raw(`drop table ${q(table)}`));
    await tx.execute(sql.raw(`alter table ${q(stagingName(table))} rename to ${q(table)}`));
    for (const c of shape.constraints) {
      await tx.execute(
        sql.raw(`alter table ${q(table)} rename constraint ${q(tempName(c.name))} to ${q(c.name)}`),
      );
    }
    for (const index of shape.indexes) {
      await tx.execute(
        sql.raw(`alter index ${q(tempName(index.name))} rename to ${q(index.name)}`),
      );
    }
  }
}
