import type { FundamentalPeriod } from '@evident/ingest/records';
import { and, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, fundamentalPeriods } from '../db/schema';

/*
 * The filings writer (issue 55): new point-in-time versions of fundamental periods from SEC
 * filings, for the daily filings step and the initial load from `companyfacts.zip`.
 *
 * A version is a row keyed (symbol, period type, period end, filed): a restatement (a 10-K/A, or
 * a changed comparative in a later report) is a new row with the later filing date beside what
 * was public before, never over it — the engine and `periodsFiledOnOrBefore` take, as of a date,
 * the latest version filed by then, whole. So that a restatement of a few figures does not blank
 * the others (SEC's facts map fewer fields than the snapshot's merged sources), a new version
 * takes every figure it lacks from the version public just before it; a version that then says
 * nothing new is not written.
 */

export type PeriodRow = typeof fundamentalPeriods.$inferSelect;

const KEY_COLUMNS = new Set(['symbol', 'periodType', 'periodEnd', 'filed', 'source']);
/** The figures and fiscal labels a version carries (everything but its key and source). */
const VALUE_FIELDS = Object.keys(getTableColumns(fundamentalPeriods)).filter(
  (name) => !KEY_COLUMNS.has(name),
) as (keyof PeriodRow)[];

const INSERT_BATCH = 500;

/** CIK (digits, no leading zeros) → the symbols of the non-ETF companies with that CIK. */
export async function symbolsByCik(
  db: Db,
  ciks?: readonly string[],
): Promise<Map<string, string[]>> {
  if (ciks && ciks.length === 0) return new Map();
  const conditions = [isNotNull(companies.cik), eq(companies.isEtf, false)];
  if (ciks) conditions.push(inArray(companies.cik, [...ciks]));
  const rows = await db
    .select({ cik: companies.cik, symbol: companies.symbol })
    .from(companies)
    .where(and(...conditions))
    .orderBy(companies.symbol);
  const map = new Map<string, string[]>();
  for (const { cik, symbol } of rows) {
    const key = String(Number(cik));
    map.set(key, [...(map.get(key) ?? []), symbol]);
  }
  return map;
}

const keyOf = (p: { symbol: string; periodType: string; periodEnd: string }) =>
  `${p.symbol}|${p.periodType}|${p.periodEnd}`;

function joinSources(own: string, other: string): string {
  return [...new Set([...own.split('+'), ...other.split('+')])].join('+');
}

/**
 * The versions worth writing: each new version (with a filing date) filled from the version
 * public just before it (stored, or new and earlier in this call), dropped when a version with
 * the same filing date is stored or when, filled, it equals the version before it. Pure, so the
 * rule is tested without a database.
 */
export function versionsToWrite(
  stored: readonly PeriodRow[],
  incoming: readonly FundamentalPeriod[],
): PeriodRow[] {
  const byKey = new Map<string, PeriodRow[]>();
  for (const row of stored) {
    if (row.filed === null) continue;
    byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
  }
  const fresh = incoming
    .filter((p): p is FundamentalPeriod & { filed: string } => typeof p.filed === 'string')
    .sort((a, b) => a.filed.localeCompare(b.filed));
  const out: PeriodRow[] = [];
  for (const period of fresh) {
    const key = keyOf(period);
    const versions = byKey.get(key) ?? [];
    if (versions.some((v) => v.filed === period.filed)) continue;
    const before = versions
      .filter((v) => v.filed! < period.filed)
      .reduce<PeriodRow | undefined>((a, v) => (a === undefined || v.filed! > a.filed! ? v : a), undefined);
    const row = { ...(period as unknown as PeriodRow) };
    let borrowed = false;
    if (before !== undefined) {
      for (const field of VALUE_FIELDS) {
        if (row[field] === null || row[field] === undefined) {
          (row as Record<string, unknown>)[field] = before[field];
          if (before[field] !== null) borrowed = true;
        }
      }
      if (VALUE_FIELDS.every((field) => row[field] === before[field])) continue;
      if (borrowed) row.source = joinSources(row.source, before.source);
    }
    for (const field of VALUE_FIELDS) (row as Record<string, unknown>)[field] ??= null;
    out.push(row);
    byKey.set(key, [...versions, row]);
  }
  return out;
}

/**
 * Writes the new versions of `periods` (see `versionsToWrite`) in one transaction: one read of
 * the stored versions of their symbols, then multi-row inserts; a version another writer stored
 * meanwhile is left alone. Returns how many rows were written.
 */
export async function storeFilingPeriods(
  db: Db,
  periods: readonly FundamentalPeriod[],
): Promise<number> {
  if (periods.length === 0) return 0;
  const symbols = [...new Set(periods.map((p) => p.symbol))];
  const ends = [...new Set(periods.map((p) => p.periodEnd))];
  return db.transaction(async (tx) => {
    const stored = await tx
      .select()
      .from(fundamentalPeriods)
      .where(
        and(
          inArray(fundamentalPeriods.symbol, symbols),
          inArray(fundamentalPeriods.periodEnd, ends),
          isNotNull(fundamentalPeriods.filed),
        ),
      );
    const rows = versionsToWrite(stored, periods);
    let written = 0;
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(fundamentalPeriods)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ symbol: fundamentalPeriods.symbol });
      written += inserted.length;
    }
    return written;
  });
}
