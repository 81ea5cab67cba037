import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { companies } from './schema';

const COLUMNS = ['symbol', 'ticker', 'exchange', 'name', 'sp500', 'is_etf'] as const;

describe('bulk-loading CSV with COPY (both drivers)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('stores the same rows from CSV text and from its UTF-8 bytes (a worker’s chunk)', async () => {
    // Text beyond ASCII, a quoted comma and quote, an empty cell (NULL): the bytes must be read
    // as UTF-8, not one character per byte.
    const csv = (p: string) =>
      `${p}:X,${p}X,NYSE,"Nestlé, «Société» ""A""",t,f\n${p}:Y,${p}Y,NYSE,,f,f\n`;
    await database.copyCsv('companies', COLUMNS, csv('A'));
    await database.copyCsv('companies', COLUMNS, new TextEncoder().encode(csv('B')));
    const rows = await database.db
      .select({ symbol: companies.symbol, name: companies.name, sp500: companies.sp500 })
      .from(companies)
      .orderBy(asc(companies.symbol));
    const expected = (prefix: string) => [
      { symbol: `${prefix}:X`, name: 'Nestlé, «Société» "A"', sp500: true },
      { symbol: `${prefix}:Y`, name: null, sp500: false },
    ];
    expect(rows).toEqual([...expected('A'), ...expected('B')]);
  });
});
