import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SecEdgarClient } from './client';
import { SecEdgarNotFoundError, SecEdgarUnknownSymbolError } from './errors';
import { createSecEdgarFundamentalsSource } from './fundamentals-source';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

/** A client double that serves the fixtures and records what it was asked. */
function fakeClient() {
  const asked: string[] = [];
  const client: SecEdgarClient = {
    async companyTickersExchange() {
      asked.push('tickers');
      return read('company-tickers-exchange.json');
    },
    async companyFacts(cik) {
      asked.push(`facts ${cik}`);
      if (String(cik) === '320193') return read('fifty-three-week-year.json');
      throw new SecEdgarNotFoundError(`https://data.sec.gov/api/xbrl/companyfacts/CIK${cik}.json`);
    },
  };
  return { client, asked };
}

describe('FundamentalsSource over SEC EDGAR', () => {
  it('resolves the symbol to its CIK and maps that company’s facts', async () => {
    const { client, asked } = fakeClient();
    const source = createSecEdgarFundamentalsSource({ client });
    const { periods, warnings } = await source.fundamentals('aapl');
    expect(source.name).toBe('sec_edgar');
    expect(periods).toHaveLength(8);
    expect(periods.every((p) => p.symbol === 'AAPL' && p.source === 'sec_edgar')).toBe(true);
    expect(periods.at(-1)).toMatchObject({
      periodType: 'FY',
      periodEnd: '2023-09-30',
      revenue: 383285000000,
    });
    expect(warnings).toEqual([]);
    expect(asked).toEqual(['tickers', 'facts 320193']);
  });

  it('loads the ticker list once, passes SEC errors through and names unknown symbols', async () => {
    const { client, asked } = fakeClient();
    const source = createSecEdgarFundamentalsSource({ client });
    await expect(source.fundamentals('BRK.B')).rejects.toThrow(SecEdgarNotFoundError);
    await expect(source.fundamentals('ZZZZ')).rejects.toThrow(
      new SecEdgarUnknownSymbolError('ZZZZ'),
    );
    expect(asked).toEqual(['tickers', 'facts 1067983']);
  });
});
