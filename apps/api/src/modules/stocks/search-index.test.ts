import { describe, expect, it } from 'vitest';
import { createSearchIndex, normalize, withinOneEdit } from './search-index';

/**
 * Listed names as the snapshot spells them, with rounded market values (USD bn; null for funds,
 * which have none in the data) — written for this test, not read from the snapshot.
 */
const COMPANIES: [symbol: string, name: string, marketCapBn: number | null, isEtf?: boolean][] = [
  ['JPM', 'JP Morgan Chase & Co.', 690],
  ['JEPI', 'JPMorgan Equity Premium Income ETF', null, true],
  ['JEPQ', 'JPMorgan Nasdaq Equity Premium Income ETF', null, true],
  ['BBCA', 'JPMorgan BetaBuilders Canada ETF', null, true],
  ['JAVA', 'JPMorgan Active Value ETF', null, true],
  ['JPST', 'JPMorgan Ultra-Short Income ETF', null, true],
  ['KO', 'Coca-Cola Company (The)', 300],
  ['COKE', 'Coca-Cola Consolidated, Inc.', 10],
  ['CCEP', 'Coca-Cola Europacific Partners plc', 35],
  ['KOF', 'Coca Cola Femsa S.A.B. de C.V.', 18],
  ['BRK.B', 'Berkshire Hathaway Inc.', 1050],
  ['BRK.A', 'Berkshire Hathaway Inc.', 1040],
  ['BRKC', 'YieldMax BRK.B Option Income Strategy ETF', null, true],
  ['MSFT', 'Microsoft Corporation', 3700],
  ['MSFX', 'T-Rex 2X Long Microsoft Daily Target ETF', null, true],
  ['NVDA', 'NVIDIA Corporation', 4300],
  ['NVDX', 'T-Rex 2X Long NVIDIA Daily Target ETF', null, true],
  ['AAPL', 'Apple Inc.', 3400],
  ['APLE', 'Apple Hospitality REIT Inc.', 3],
  ['AAPU', 'Direxion Daily AAPL Bull 2X Shares', null, true],
  ['AMAT', 'Applied Materials, Inc.', 150],
  ['GOOGL', 'Alphabet Inc.', 2300],
  ['GOOG', 'Alphabet Inc.', 2290],
  ['META', 'Meta Platforms, Inc.', 1800],
  ['AMZN', 'Amazon.com, Inc.', 2300],
  ['PG', 'Procter & Gamble Company (The)', 380],
  ['JNJ', 'Johnson & Johnson', 400],
  ['JCI', 'Johnson Controls International plc', 60],
  ['T', 'AT&T Inc.', 200],
  ['WMT', 'Walmart Inc.', 800],
  ['XOM', 'Exxon Mobil Corporation', 480],
  ['MCD', "McDonald's Corporation", 220],
  ['HD', 'Home Depot, Inc. (The)', 390],
  ['V', 'Visa Inc.', 650],
  ['TV', 'Grupo Televisa S.A.B.', 1],
  ['MA', 'Mastercard Incorporated', 520],
  ['MS', 'Morgan Stanley', 230],
  ['CAF', 'Morgan Stanley China A Share Fund Inc.', null],
  ['TSLA', 'Tesla, Inc.', 1100],
  ['SPY', 'SPDR S&P 500 ETF Trust', null, true],
  ['IVV', 'iShares Core S&P 500 ETF', null, true],
  ['NTRS', 'Northern Trust Corporation', 25],
  ['NSRGY', 'Nestlé S.A.', 250],
  ['LLY', 'Eli Lilly and Company', 700],
  ['UNH', 'UnitedHealth Group Incorporated', 300],
  ['BAC', 'Bank of America Corporation', 350],
  ['DIS', 'Walt Disney Company (The)', 200],
  ['PEP', 'PepsiCo, Inc.', 210],
  ['COST', 'Costco Wholesale Corporation', 420],
  ['AVGO', 'Broadcom Inc.', 1600],
  ['ORCL', 'Oracle Corporation', 700],
  ['NFLX', 'Netflix, Inc.', 500],
];

const index = createSearchIndex(
  COMPANIES.map(([symbol, name, cap, isEtf]) => ({
    symbol,
    name,
    marketCap: cap === null ? null : cap * 1e9,
    isEtf: Boolean(isEtf),
  })),
);
const first = (q: string) => index.search(q, 10)[0]?.symbol ?? null;
const symbols = (q: string, n = 10) => index.search(q, n).map((c) => c.symbol);

describe('search finds what people type (issue 17)', () => {
  it.each([
    // Spaces and punctuation ignored
    ['jpmorgan', 'JPM'],
    ['jp morgan', 'JPM'],
    ['JPMorgan Chase', 'JPM'],
    ['jpmorgan chase', 'JPM'],
    ['chase', 'JPM'],
    ['coca cola', 'KO'],
    ['cocacola', 'KO'],
    ['coca-cola', 'KO'],
    ['Coca-Cola Company', 'KO'],
    ['coca cola consolidated', 'COKE'],
    ['berkshire', 'BRK.B'],
    ['berkshire hathaway', 'BRK.B'],
    ['hathaway', 'BRK.B'],
    ['brk.b', 'BRK.B'],
    ['brk b', 'BRK.B'],
    ['BRK.B', 'BRK.B'],
    ['brkb', 'BRK.B'],
    ['brk.a', 'BRK.A'],
    ['mcdonalds', 'MCD'],
    ['mc donalds', 'MCD'],
    ["mcdonald's", 'MCD'],
    ['home depot', 'HD'],
    ['homedepot', 'HD'],
    ['procter gamble', 'PG'],
    ['procter & gamble', 'PG'],
    ['johnson johnson', 'JNJ'],
    ['johnson & johnson', 'JNJ'],
    ['at&t', 'T'],
    ['wal mart', 'WMT'],
    ['walmart', 'WMT'],
    ['exxon', 'XOM'],
    ['exxon mobil', 'XOM'],
    ['nestle', 'NSRGY'],
    ['Nestlé', 'NSRGY'],
    ['eli lilly', 'LLY'],
    ['amazon.com', 'AMZN'],
    // One typo forgiven on words of 5+ letters
    ['microsft', 'MSFT'],
    ['nvidai', 'NVDA'],
    ['amzon', 'AMZN'],
    ['teslaa', 'TSLA'],
    ['berkshir hathaway', 'BRK.B'],
    ['netflx', 'NFLX'],
    ['broadcomm', 'AVGO'],
    ['mastercrd', 'MA'],
    // Exact tickers first, then operating companies above funds
    ['aapl', 'AAPL'],
    ['apple', 'AAPL'],
    ['aple', 'APLE'],
    ['googl', 'GOOGL'],
    ['alphabet', 'GOOGL'],
    ['meta', 'META'],
    ['visa', 'V'],
    ['v', 'V'],
    ['t', 'T'],
    ['ma', 'MA'],
    ['morgan', 'MS'],
    ['spy', 'SPY'],
    ['spdr s&p', 'SPY'],
    ['ishares s&p 500', 'IVV'],
    ['northern trust', 'NTRS'],
  ])('"%s" → %s', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('ranks JPMorgan Chase above the JPMorgan funds', () => {
    const found = symbols('jpmorgan');
    expect(found[0]).toBe('JPM');
    expect(found.slice(1).sort()).toEqual(['BBCA', 'JAVA', 'JEPI', 'JEPQ', 'JPST']);
  });

  it('lists the funds when only funds match ("s&p 500")', () => {
    expect(symbols('s&p 500').slice(0, 2).sort()).toEqual(['IVV', 'SPY']);
  });

  it('forgives no typo on words shorter than 5 letters', () => {
    expect(symbols('vsia')).toEqual([]);
    expect(symbols('mtea')).toEqual([]);
  });

  it('answers nothing for an empty query or a zero limit, and honours the limit', () => {
    expect(symbols('')).toEqual([]);
    expect(symbols('  &  ')).toEqual([]);
    expect(index.search('apple', 0)).toEqual([]);
    expect(symbols('a', 3)).toHaveLength(3);
    // The same query twice gives the same answer (the index reuses its buffers).
    expect(symbols('coca')).toEqual(symbols('coca'));
  });

  it('normalizes accents, case, apostrophes and punctuation', () => {
    expect(normalize("McDonald's  Corp.")).toBe('mcdonalds corp');
    expect(normalize('Nestlé S.A.')).toBe('nestle s a');
    expect(normalize('AT&T')).toBe('at t');
  });

  it('counts one edit at most: a letter added, missing, changed or two swapped', () => {
    expect(withinOneEdit('nvidai', 'nvidia')).toBe(true);
    expect(withinOneEdit('microsft', 'microsoft')).toBe(true);
    expect(withinOneEdit('teslaa', 'tesla')).toBe(true);
    expect(withinOneEdit('mastercrd', 'mastercard')).toBe(true);
    expect(withinOneEdit('amazon', 'amazon')).toBe(true);
    expect(withinOneEdit('amzno', 'amazon')).toBe(false);
    expect(withinOneEdit('micrsft', 'microsoft')).toBe(false);
    // Against a prefix of the second word.
    expect(withinOneEdit('netflx', 'netflix', 6)).toBe(true);
  });
});
