import { isoDateSchema, type Exchange } from '../records';
import type { SecEdgarClient } from './client';
import { parseCompanyTickersExchange, type UniverseItem, type UniverseResult } from './universe';

/**
 * The daily listings refresh (issue 55): SEC's ticker/CIK/exchange map
 * (`company_tickers_exchange.json`, parsed by universe.ts) compared with the stored listings.
 *
 * The CIK is the company: a ticker that leaves the map while its CIK gains exactly one new
 * ticker is a ticker change (one company, its history kept); a ticker that leaves the map
 * otherwise is a delisting, dated by the day the map was read (the company stays, marked, so
 * the backtest is free of survivorship from then on); a ticker new to the map is a new listing.
 * Only stored listings with a CIK can be judged: ETFs and others SEC does not list were never in
 * the map, so their absence means nothing.
 */

export interface StoredListing {
  symbol: string;
  cik: string | null;
  name: string | null;
  exchange: Exchange;
}

export interface Delisting {
  symbol: string;
  cik: string;
  /** The day the map no longer listed it. */
  date: string;
}

export interface TickerChange {
  cik: string;
  from: string;
  to: string;
  /** The map's row under the new ticker (name and exchange may have changed too). */
  listing: UniverseItem;
}

export interface ListingsDiff {
  newListings: UniverseItem[];
  delisted: Delisting[];
  tickerChanges: TickerChange[];
  /** Same ticker and CIK, but a new name or exchange (a move from NYSE to Nasdaq …). */
  updated: UniverseItem[];
}

/** Today's map, always asked fresh (the client's disk cache would hide the day's changes). */
export async function fetchListings(client: SecEdgarClient): Promise<UniverseResult> {
  return parseCompanyTickersExchange(await client.companyTickersExchange({ refresh: true }));
}

/** `stored`: the listings not marked delisted yet; `date`: the day the map was read. */
export function diffListings(
  stored: readonly StoredListing[],
  current: readonly UniverseItem[],
  date: string,
): ListingsDiff {
  if (!isoDateSchema.safeParse(date).success) {
    throw new RangeError(`date must be a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  }
  const currentBySymbol = new Map(current.map((item) => [item.symbol, item]));
  const storedBySymbol = new Map(stored.map((listing) => [listing.symbol, listing]));

  // A symbol now held by another CIK is a reused ticker: the old company left, a new one came.
  const reused = (symbol: string) => {
    const before = storedBySymbol.get(symbol)?.cik;
    const now = currentBySymbol.get(symbol)?.cik;
    return before != null && now !== undefined && before !== now;
  };
  const gone = stored.filter(
    (listing): listing is StoredListing & { cik: string } =>
      listing.cik !== null && (!currentBySymbol.has(listing.symbol) || reused(listing.symbol)),
  );
  const added = current.filter((item) => !storedBySymbol.has(item.symbol) || reused(item.symbol));

  const goneByCik = groupBy(gone, (listing) => listing.cik);
  const addedByCik = groupBy(added, (item) => item.cik);
  const tickerChanges: TickerChange[] = [];
  const changed = new Set<string>();
  for (const [cik, left] of goneByCik) {
    const arrived = addedByCik.get(cik);
    // Two or more on either side cannot be paired with certainty; they stay listings/delistings.
    if (left.length !== 1 || arrived?.length !== 1) continue;
    tickerChanges.push({
      cik,
      from: left[0]!.symbol,
      to: arrived[0]!.symbol,
      listing: arrived[0]!,
    });
    changed.add(cik);
  }

  const bySymbol = <T extends { symbol: string }>(a: T, b: T) => a.symbol.localeCompare(b.symbol);
  const updated = current.filter((item) => {
    const before = storedBySymbol.get(item.symbol);
    return (
      before !== undefined &&
      before.cik === item.cik &&
      (before.name !== item.name || before.exchange !== item.exchange)
    );
  });
  return {
    newListings: added.filter((item) => !changed.has(item.cik)).sort(bySymbol),
    delisted: gone
      .filter((listing) => !changed.has(listing.cik))
      .map((listing) => ({ symbol: listing.symbol, cik: listing.cik, date }))
      .sort(bySymbol),
    tickerChanges: tickerChanges.sort((a, b) => a.from.localeCompare(b.from)),
    updated: updated.sort(bySymbol),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
