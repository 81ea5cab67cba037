import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCompanies } from '../read-model/read-model.repository';
import { createTestDatabase } from '../test/test-database';
import { readBySymbolPages } from './paged';
import { companies } from './schema';

describe('reading a large table a page at a time', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  // 23 companies, inserted out of order.
  const symbols = Array.from({ length: 23 }, (_, i) => `S${String((i * 7) % 23).padStart(2, '0')}`);
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(companies).values(
      symbols.map((symbol) => ({
        symbol,
        ticker: symbol,
        exchange: 'NYSE',
        sp500: false,
        isEtf: false,
      })),
    );
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('reads every row once, in symbol order, across pages of any size', async () => {
    const sorted = [...symbols].sort();
    for (const size of [1, 5, 22, 23, 24, 250]) {
      const rows = await allCompanies(database.db, size);
      expect(rows.map((r) => r.symbol)).toEqual(sorted);
    }
  });

  it('lets waiting work run between pages', async () => {
    const events: string[] = [];
    // Work waiting while the pages are read (a timer due, as an incoming request is waiting).
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const tick = setInterval(() => events.push('tick'), 1);
    busy(3);
    try {
      await readBySymbolPages(async (after, limit) => {
        events.push(`page after ${after}`);
        // The embedded database holds the thread while it answers.
        busy(3);
        // A page answered at once (as a cached query would be): only the pause lets the timer in.
        const start = after === null ? 0 : symbols.length;
        return start === 0 ? Array.from({ length: limit }, (_, i) => ({ symbol: `A${i}` })) : [];
      }, 3);
    } finally {
      clearInterval(tick);
    }
    const first = events.indexOf('page after null');
    const second = events.indexOf('page after A2');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
    expect(events.slice(first + 1, second)).toContain('tick');
  });
});
