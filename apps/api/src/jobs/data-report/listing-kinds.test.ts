import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSnapshot, withNonOperatingListings, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { listingKindsReport, printListingKinds, type ListingKindsReport } from './listing-kinds';

describe('the data report’s listing kinds (ADR 046)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let report: ListingKindsReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    const files = withNonOperatingListings(baseSnapshot());
    files['companies.csv'].push(
      'BNS,Bank Nova Scotia Halifax Pfd 3,NYSE,9631,Financials,Major Banks,Canada,,,0,0',
      'AACI,Armada Acquisition Corp. III,NASDAQ,,,Blank Checks,United States,,2026,0,0',
      'PBT,Permian Basin Royalty Trust,NYSE,319654,Energy,Oil & Gas Production,United States,,,0,0',
    );
    dir = writeSnapshot(files);
    await importSnapshot({ database, dir });
    report = await listingKindsReport(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the listings of each kind and form', () => {
    const count = (kind: string, form: string | null = null) =>
      report.rows.find((r) => r.kind === kind && r.form === form)?.listings ?? 0;
    // AAPL, BRK.B and DDS are common stock; BNS a foreign company's; SPY an ETF.
    expect(count('operating', 'common')).toBe(3);
    expect(count('operating', 'foreign')).toBe(1);
    expect(count('etf')).toBe(1);
    expect(count('preferred')).toBe(1);
    expect(count('closed_end_fund')).toBe(1);
    expect(count('spac')).toBe(1);
    expect(count('royalty_trust')).toBe(1);
    expect(report.rows.reduce((n, r) => n + r.listings, 0)).toBe(9);
    // No run yet: nothing scored.
    expect(report.asOf).toBeNull();
    expect(report.rows.every((r) => r.scored === 0)).toBe(true);
    expect(report.examples.preferred).toEqual(["DDT Dillard's Capital Trust I"]);
    expect(report.byRule['trust-preferred']).toBe(1);
    expect(report.nameCorrections).toContainEqual({
      symbol: 'BNS',
      dataName: 'Bank Nova Scotia Halifax Pfd 3',
      name: 'The Bank of Nova Scotia',
      applied: true,
    });
  });

  it('prints a line per kind', () => {
    const lines: string[] = [];
    printListingKinds(report, (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/preferred\s+1\s+0/);
    expect(lines.join('\n')).toContain('name corrected: BNS');
  });
});
