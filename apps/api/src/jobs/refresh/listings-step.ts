import type { SecEdgarClient } from '@evident/ingest/sec-edgar/client';
import { diffListings, fetchListings } from '@evident/ingest/sec-edgar/listings';
import { applyListings, storedListings } from '../../data/listings.repository';
import type { RefreshStep } from './refresh-step';

/**
 * The listings step of the daily refresh (issue 55): SEC's ticker/CIK/exchange map, read fresh,
 * diffed against the listed companies; new listings added (searchable once the read model
 * reloads), companies gone from the map marked delisted on the day, ticker changes kept as one
 * company by CIK, moves between the exchanges followed. Run once per refresh (the map is today's), not once per day.
 */
export function createListingsStep(client: SecEdgarClient): RefreshStep {
  return async ({ day, database, log }) => {
    const map = await fetchListings(client);
    if (map.items.length === 0) throw new Error('SEC listings map has no rows');
    const stored = await storedListings(database.db);
    const diff = diffListings(stored, map.items, day);
    // Of the listings SEC names otherwise, only those on another exchange are applied (its names
    // are in its own capitals: listings.repository.ts).
    const exchangeOf = new Map(stored.map((l) => [l.symbol, l.exchange]));
    const written = await applyListings(
      database.db,
      { ...diff, updated: diff.updated.filter((i) => exchangeOf.get(i.symbol) !== i.exchange) },
      day,
    );
    log.info(
      {
        day,
        added: written.added.length,
        delisted: written.delisted,
        renamed: written.renamed,
        moved: written.moved,
        rejectedRows: map.rejected.length,
      },
      'refresh: listings applied',
    );
    const rowsWritten =
      written.added.length +
      written.delisted.length +
      written.renamed.length +
      written.moved.length;
    return {
      source: 'sec-listings',
      changed: rowsWritten > 0,
      rowsWritten,
      failed: [
        ...written.failed,
        ...map.rejected.map((r) => ({ item: `map row ${r.index}`, reason: r.reason })),
      ],
    };
  };
}
