import type { Exchange } from '@evident/ingest/records';
import type { ListingsDiff, StoredListing } from '@evident/ingest/sec-edgar/listings';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The listings writer of the daily refresh (issue 55), from the diff of SEC's ticker/CIK/exchange
 * map against the stored listings (`diffListings`): new listings inserted, a company gone from the
 * map marked delisted with the date (never deleted: its history stays), a ticker change renames
 * the one company (by CIK) with its history and the users' lists that hold it. One transaction.
 */

type Rows<T> = { rows: T[] };

/** Tables keyed by a company's symbol that a ticker change carries over to the new symbol. */
const SYMBOL_TABLES = [
  'fundamental_periods',
  'prices_daily',
  'prices_monthly',
  'dividends',
  'estimates',
  'earnings_surprises',
  'sp500_membership',
  'applied_splits',
] as const;

/**
 * Securities the snapshot leaves out (data/market-snapshot/README.md: warrants, rights, units,
 * preferreds by symbol suffix), and listings off the three exchanges: SEC's map has them, the
 * product does not list them.
 */
const NOT_A_STOCK = /(\.(WS|WT|W|U|UN|R|RT|P[A-Z]?)$)|[$^]/;

export function isListableNewListing(item: { symbol: string; exchange: Exchange }): boolean {
  return item.exchange !== 'OTHER' && !NOT_A_STOCK.test(item.symbol);
}

/** The listings SEC's map is compared with: every company not marked delisted. */
export async function storedListings(db: Db): Promise<StoredListing[]> {
  const result = (await db.execute(sql`
    select symbol, cik, name, exchange from companies where delisted_on is null
  `)) as unknown as Rows<StoredListing>;
  return result.rows;
}

export interface ListingsWritten {
  added: string[];
  delisted: string[];
  renamed: { from: string; to: string }[];
  /** Companies that moved between the three exchanges (their ticker follows). */
  moved: { symbol: string; from: string; to: string }[];
  failed: { item: string; reason: string }[];
}

export async function applyListings(
  db: Db,
  diff: Pick<ListingsDiff, 'newListings' | 'delisted' | 'tickerChanges'> &
    Partial<Pick<ListingsDiff, 'updated'>>,
  day: string,
): Promise<ListingsWritten> {
  return db.transaction(async (tx) => {
    const written: ListingsWritten = {
      added: [],
      delisted: [],
      renamed: [],
      moved: [],
      failed: [],
    };
    const exists = async (symbol: string) =>
      (
        (await tx.execute(
          sql`select 1 from companies where symbol = ${symbol}`,
        )) as unknown as Rows<unknown>
      ).rows.length > 0;

    // Delistings first: a ticker reused by another company frees its symbol only this way.
    for (const gone of diff.delisted) {
      const marked = (await tx.execute(sql`
        update companies set delisted_on = ${day}::date
        where symbol = ${gone.symbol} and delisted_on is null
        returning symbol`)) as unknown as Rows<{ symbol: string }>;
      if (marked.rows.length > 0) written.delisted.push(gone.symbol);
    }

    for (const change of diff.tickerChanges) {
      const { from, to, listing } = change;
      if (await exists(to)) {
        written.failed.push({
          item: `${from}→${to}`,
          reason: `ticker change of CIK ${change.cik}: ${to} is already another company`,
        });
        continue;
      }
      const ticker = `${listing.exchange}:${to}`;
      await tx.execute(sql`
        update companies set symbol = ${to}, ticker = ${ticker}, exchange = ${listing.exchange}
        where symbol = ${from}`);
      for (const table of SYMBOL_TABLES) {
        await tx.execute(
          sql`update ${sql.identifier(table)} set symbol = ${to} where symbol = ${from}`,
        );
      }
      // Users' lists follow the company (its id is the symbol); a list holding both keeps one.
      await tx.execute(sql`
        update list_items i set symbol = ${to}, ticker = ${ticker}
        where i.symbol = ${from}
          and not exists (select 1 from list_items o where o.list_id = i.list_id and o.symbol = ${to})`);
      written.renamed.push({ from, to });
    }

    // A move between the three exchanges (NYSE to Nasdaq…): the company's exchange and ticker
    // follow, and so do the users' lists. SEC's names are not taken (its own capitals, "APPLE
    // INC.", would replace the data's names), nor a move to or from OTHER (an exchange the
    // snapshot did not know, or one SEC's map leaves empty).
    for (const item of diff.updated ?? []) {
      if (item.exchange === 'OTHER') continue;
      const ticker = `${item.exchange}:${item.symbol}`;
      const moved = (await tx.execute(sql`
        with before as (
          select exchange from companies
          where symbol = ${item.symbol} and exchange <> ${item.exchange} and exchange <> 'OTHER'
            and delisted_on is null
        )
        update companies c set exchange = ${item.exchange}, ticker = ${ticker}
        from before where c.symbol = ${item.symbol}
        returning before.exchange as "from"`)) as unknown as Rows<{ from: string }>;
      if (moved.rows.length === 0) continue;
      await tx.execute(sql`
        update list_items set ticker = ${ticker} where symbol = ${item.symbol}`);
      written.moved.push({ symbol: item.symbol, from: moved.rows[0]!.from, to: item.exchange });
    }

    for (const item of diff.newListings) {
      if (!isListableNewListing(item)) continue;
      const inserted = (await tx.execute(sql`
        insert into companies (symbol, ticker, exchange, name, cik, sp500, is_etf, listed_on)
        values (${item.symbol}, ${`${item.exchange}:${item.symbol}`}, ${item.exchange},
          ${item.name}, ${item.cik}, false, false, ${day}::date)
        on conflict do nothing
        returning symbol`)) as unknown as Rows<{ symbol: string }>;
      if (inserted.rows.length > 0) written.added.push(item.symbol);
      else {
        written.failed.push({
          item: item.symbol,
          reason: `new listing of CIK ${item.cik}: ${item.symbol} is already stored`,
        });
      }
    }
    return written;
  });
}
