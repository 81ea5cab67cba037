import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSnapshotFile } from '@evident/ingest/snapshot/read-snapshot';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot, shippedSnapshotDir } from '../config/env';
import { SEARCH_COMPANIES, SEARCH_TABLE } from '../test/search-queries.fixture';
import { createSearchIndex, searchIndexSteps, type Searchable } from './search-index';
import { normalize, startsWithOneTypo, withinOneEdit } from './search-text';

const index = createSearchIndex(
  SEARCH_COMPANIES.map(([symbol, name, capBn, etf]) => ({
    symbol,
    name,
    marketCap: capBn === null ? null : capBn * 1e9,
    isEtf: Boolean(etf),
  })),
);
const first = (q: string) => index.search(q, 10)[0]?.symbol ?? null;
const symbols = (q: string, n = 10) => index.search(q, n).map((c) => c.symbol);

describe('search finds what people type (issue 17)', () => {
  it('has a table of at least 40 queries over about a hundred companies', () => {
    expect(SEARCH_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(SEARCH_COMPANIES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(SEARCH_TABLE)('"%s" → %s', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('ranks JPMorgan Chase above the JPMorgan funds', () => {
    const found = symbols('jpmorgan');
    expect(found[0]).toBe('JPM');
    expect(found.slice(1).sort()).toEqual(['BBCA', 'JAVA', 'JEPI', 'JEPQ', 'JMTG', 'JPST']);
  });

  it.each([
    ['apple', 'AAPL', ['AAPX']],
    ['microsoft', 'MSFT', ['MSFX']],
    ['nvidia', 'NVDA', ['NVDX']],
    ['schwab', 'SCHW', ['SCHD', 'SCHX']],
    ['goldman', 'GS', ['AAAU']],
    ['brk b', 'BRK.B', ['BRKC', 'BRKU']],
    ['morgan stanley', 'MS', ['CAF', 'MSD']],
  ])('"%s" lists %s before the funds named after it', (query, company, funds) => {
    const found = symbols(query, 20);
    for (const fund of funds) {
      expect(found).toContain(fund);
      expect(found.indexOf(company)).toBeLessThan(found.indexOf(fund));
    }
    expect(found[0]).toBe(company);
  });

  it('lists the funds when only funds match ("s&p 500")', () => {
    expect(symbols('s&p 500').sort()).toEqual(['IVV', 'SPY', 'VOO']);
  });

  it('forgives no typo on text shorter than 5 letters, nor on the first letter', () => {
    expect(symbols('vsia')).toEqual([]);
    expect(symbols('mtea')).toEqual([]);
    expect(symbols('bvidia')).toEqual([]);
    // "appl" starts Apple, Applied Materials, Applovin, Apple Hospitality; nothing one typo away.
    const appl = index.search('appl', 20);
    expect(appl.map((c) => c.symbol)).toContain('AAPL');
    expect(appl.every((c) => normalize(c.name).replace(/ /g, '').includes('appl'))).toBe(true);
  });

  it('answers nothing for an empty query or a zero limit, and honours the limit', () => {
    expect(symbols('')).toEqual([]);
    expect(symbols('  &  ')).toEqual([]);
    expect(index.search('apple', 0)).toEqual([]);
    expect(symbols('a', 3)).toHaveLength(3);
    expect(symbols('a', 1000).length).toBeGreaterThan(20);
  });

  it('gives the same answer every time (the index reuses its buffers between searches)', () => {
    const before = SEARCH_TABLE.map(([q]) => symbols(q));
    symbols('a', 1000);
    symbols('exon mobil');
    expect(SEARCH_TABLE.map(([q]) => symbols(q))).toEqual(before);
    // Same-tier ties keep a fixed order: market value, then symbol.
    expect(symbols('alphabet', 2)).toEqual(['GOOGL', 'GOOG']);
    expect(symbols('berkshire hathaway', 2)).toEqual(['BRK.B', 'BRK.A']);
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
    expect(withinOneEdit('abcd', 'abdc')).toBe(true);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
    // Against a start of the second word.
    expect(withinOneEdit('netflx', 'netflix', 6)).toBe(true);
  });

  it('finds a start of a word one edit away', () => {
    expect(startsWithOneTypo('microsft', 'microsoft')).toBe(true);
    expect(startsWithOneTypo('berkshir', 'berkshire')).toBe(true);
    expect(startsWithOneTypo('berksihre', 'berkshire')).toBe(true);
    expect(startsWithOneTypo('nvidai', 'nvidia')).toBe(true);
    expect(startsWithOneTypo('exonmobil', 'exxonmobilcorporation')).toBe(true);
    expect(startsWithOneTypo('mcdonlds', 'mcdonalds')).toBe(true);
    expect(startsWithOneTypo('goldmann', 'goldman')).toBe(true);
    expect(startsWithOneTypo('goldmannn', 'goldman')).toBe(false);
    expect(startsWithOneTypo('micrsft', 'microsoft')).toBe(false);
    expect(startsWithOneTypo('amzno', 'amazon')).toBe(false);
    // Agrees with withinOneEdit against the word's first n - 1, n and n + 1 letters.
    const words = ['microsoft', 'nvidia', 'amazon', 'mastercard', 'netflix', 'berkshire', 'ab'];
    const typed = ['microsft', 'micrsoft', 'nvdia', 'nivdia', 'amazn', 'amzaon', 'mastercrad'];
    for (const t of [...typed, 'netflx', 'berksire', 'abc', 'mastercardx', 'amazonn']) {
      for (const w of words) {
        const expected = [t.length - 1, t.length, t.length + 1].some(
          (n) => n >= 0 && n <= w.length && withinOneEdit(t, w, n),
        );
        expect(startsWithOneTypo(t, w), `${t} / ${w}`).toBe(expected);
      }
    }
  });
});

/*
 * The same search over every listed name of the snapshot shipped in the repository (7,531
 * tickers: some 1,260 ETFs, hundreds of closed-end funds, leveraged single-stock funds named after
 * the stocks they track). companies.csv has no market values: S&P 500 membership stands in for
 * size here. Timing is `npm run bench -- search`, not a test.
 */
const snapshotDir = shippedSnapshotDir(findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
const present = existsSync(path.join(snapshotDir, 'companies.csv'));

describe.skipIf(!present)(
  `search over the shipped snapshot's names${present ? '' : ' (skipped: data/market-snapshot/companies.csv not found)'}`,
  () => {
    let real: ReturnType<typeof createSearchIndex<Searchable>>;
    let etfs: Set<string>;
    let count = 0;
    const items: Searchable[] = [];
    beforeAll(async () => {
      for await (const row of readSnapshotFile(snapshotDir, 'companies')) {
        if (!row.ok) continue;
        const c = row.record;
        items.push({
          symbol: c.symbol,
          name: c.name ?? c.symbol,
          marketCap: c.sp500 ? 1e12 : null,
          isEtf: c.isEtf,
        });
      }
      count = items.length;
      etfs = new Set(items.filter((c) => c.isEtf).map((c) => c.symbol));
      real = createSearchIndex(items);
    });

    it('indexes every listed name', () => {
      expect(count).toBeGreaterThan(7000);
    });

    it('builds in steps a thousand names long, giving the same answers', () => {
      const steps = searchIndexSteps(items);
      let yields = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) yields++;
      // Three passes over the names a step per thousand, and the phases between them.
      expect(yields).toBeGreaterThanOrEqual(3 * Math.ceil(count / 1000));
      for (const text of ['jpmorgan', 'brk b', 'microsft', 'bank', 'a', 'exon mobil']) {
        expect(step.value.search(text, 10)).toEqual(real.search(text, 10));
      }
    });

    it.each([
      ['jpmorgan', 'JPM'],
      ['jp morgan', 'JPM'],
      ['JPMorgan Chase', 'JPM'],
      ['coca cola', 'KO'],
      ['cocacola', 'KO'],
      ['coca-cola', 'KO'],
      ['berkshire', 'BRK.B'],
      ['brk.b', 'BRK.B'],
      ['brk b', 'BRK.B'],
      ['brkb', 'BRK.B'],
      ['brk.a', 'BRK.A'],
      ['microsft', 'MSFT'],
      ['nvidai', 'NVDA'],
      ['apple', 'AAPL'],
      ['aple', 'APLE'],
      ['amzon', 'AMZN'],
      ['mcdonalds', 'MCD'],
      ['mc donalds', 'MCD'],
      ['home depot', 'HD'],
      ['procter gamble', 'PG'],
      ['johnson johnson', 'JNJ'],
      ['at&t', 'T'],
      ['wal mart', 'WMT'],
      ['exxon mobil', 'XOM'],
      ['exon mobil', 'XOM'],
      ['goldman sachs', 'GS'],
      ['schwab', 'SCHW'],
      ['state street', 'STT'],
      ['welltower', 'WELL'],
      ['realty income', 'O'],
      ['spy', 'SPY'],
    ])('"%s" → %s', (query, expected) => {
      expect(real.search(query, 10)[0]?.symbol).toBe(expected);
    });

    it('lists JPMorgan Chase first and then only JPMorgan funds for "jpmorgan"', () => {
      const found = real.search('jpmorgan', 20).map((c) => c.symbol);
      expect(found[0]).toBe('JPM');
      expect(found.length).toBeGreaterThan(5);
      expect(found.slice(1).every((s) => etfs.has(s))).toBe(true);
    });
  },
);
