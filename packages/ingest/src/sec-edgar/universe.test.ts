import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companySchema } from '../records';
import { SecEdgarFormatError } from './errors';
import { parseCompanyTickersExchange } from './universe';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/company-tickers-exchange.json', import.meta.url), 'utf8'),
) as unknown;

describe('company_tickers_exchange.json', () => {
  const { items, rejected } = parseCompanyTickersExchange(fixture);

  it('maps tickers, CIKs and exchanges to Evident conventions', () => {
    expect(items).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', cik: '320193', exchange: 'NASDAQ' },
      { symbol: 'BRK.B', name: 'BERKSHIRE HATHAWAY INC', cik: '1067983', exchange: 'NYSE' },
      { symbol: 'BRK.A', name: 'BERKSHIRE HATHAWAY INC', cik: '1067983', exchange: 'NYSE' },
      { symbol: 'EPM', name: 'Evolution Petroleum Corp', cik: '1385849', exchange: 'NYSEAMERICAN' },
      { symbol: 'REI', name: 'Ring Energy, Inc.', cik: '1088034', exchange: 'NYSEAMERICAN' },
      { symbol: 'MAGE', name: 'Magellan Gold Corp', cik: '1001601', exchange: 'NYSEAMERICAN' },
      { symbol: 'PSHX', name: 'Pink Sheet Holdings', cik: '1094084', exchange: 'OTHER' },
      { symbol: 'GOOGL', name: 'Alphabet Inc.', cik: '1652044', exchange: 'NASDAQ' },
      { symbol: 'CBLT', name: 'Cboe Listed Trust', cik: '1370637', exchange: 'OTHER' },
      { symbol: 'NOEX', name: 'No Exchange Inc', cik: '1999999', exchange: 'OTHER' },
      // A zero-padded string CIK is accepted and stored without the padding.
      { symbol: 'MSFT', name: 'MICROSOFT CORP', cik: '789019', exchange: 'NASDAQ' },
    ]);
  });

  it('rejects each malformed row with its index and reason instead of failing the file', () => {
    expect(rejected).toEqual([
      { index: 10, reason: 'cik 0 is not a positive integer' },
      { index: 11, reason: 'cik "12ab" is not a positive integer' },
      { index: 12, reason: 'name is missing' },
      {
        index: 13,
        reason: 'ticker "bad ticker!": ticker must be upper-case letters, digits, dots or dashes',
      },
      { index: 14, reason: 'row has 3 values, expected 4' },
      { index: 15, reason: 'row is not an array' },
      { index: 16, reason: 'duplicate ticker AAPL (first at 0)' },
      { index: 17, reason: 'ticker null is not a string' },
    ]);
  });

  it('produces symbols, CIKs and exchanges the Company schema accepts', () => {
    for (const item of items) {
      const company = {
        ...item,
        sector: null,
        industry: null,
        country: null,
        website: null,
        ipoYear: null,
        sp500: false,
        isEtf: false,
      };
      expect(companySchema.parse(company)).toEqual(company);
    }
  });

  it('reads the columns by the names in "fields", whatever their order', () => {
    const reordered = {
      fields: ['ticker', 'exchange', 'cik', 'name'],
      data: [['BF-B', 'NYSE', 14693, 'BROWN-FORMAN CORP']],
    };
    expect(parseCompanyTickersExchange(reordered)).toEqual({
      items: [{ symbol: 'BF.B', name: 'BROWN-FORMAN CORP', cik: '14693', exchange: 'NYSE' }],
      rejected: [],
    });
  });

  it('throws a typed error when the document itself has the wrong shape', () => {
    expect(() => parseCompanyTickersExchange({ '0': { cik_str: 320193, ticker: 'AAPL' } })).toThrow(
      SecEdgarFormatError,
    );
    expect(() =>
      parseCompanyTickersExchange({ fields: ['cik', 'name', 'ticker'], data: [] }),
    ).toThrow('company_tickers_exchange.json: fields lack exchange (got cik, name, ticker)');
  });
});
