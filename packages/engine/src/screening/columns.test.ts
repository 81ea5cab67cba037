import fc from 'fast-check';
import type { ScreenerFilter } from '@evident/contracts/screener';
import { describe, expect, it } from 'vitest';
import { ScreenIndex } from './columns';
import { checkScreen, FIELD_BY_ID, SCREENER_FIELDS } from './fields';
import { rankCount, runScreenNaive, verdictsNaive } from './naive';
import { PRESETS } from './presets';
import { withSectorPercentiles, type ScreenRow } from './screen-row';

const SECTORS = ['Information Technology', 'Financials', 'Energy', 'Health Care'];
// Few distinct values so that ties and thresholds on ties are common.
const value = fc.oneof(
  fc.constant(null),
  fc.constant(-0), // sorts as 0 (ties by symbol), though Float64Array#sort puts it before 0
  fc.integer({ min: -5, max: 5 }).map((x) => x / 2),
);

const row = (i: number) =>
  fc
    .record({
      sector: fc.oneof(fc.constant(null), fc.constantFrom(...SECTORS)),
      exchange: fc.constantFrom('NASDAQ', 'NYSE', 'AMEX'),
      sp500: fc.boolean(),
      investable: fc.boolean(),
      score: value,
      pe: value,
      roic: value,
      change1d: value,
      valueFactor: value,
      close: value,
    })
    .map((r): ScreenRow => ({
      // Symbols not in row order (37 · i mod 101 is one-to-one below 101): ties sort by symbol,
      // which a sort by row index would not give.
      symbol: `S${String((i * 37) % 101).padStart(3, '0')}`,
      ticker: `NYSE:S${i}`,
      name: `Company ${i}`,
      sector: r.sector,
      industry: null,
      exchange: r.exchange,
      country: 'United States',
      investable: r.investable,
      sp500: r.sp500,
      evidentScore: r.score === null ? null : (r.score + 3) * 10,
      evidentScoreValue: null,
      factors: { value: { value: r.valueFactor, percentile: r.valueFactor } },
      metrics: { pe: r.pe, roic: r.roic },
      lastClose: r.close,
      change1d: r.change1d,
    }));

const rows = fc
  .integer({ min: 0, max: 90 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => row(i))))
  .map((rs) => withSectorPercentiles(rs));

const NUMBER_FIELDS = [
  'pe',
  'roic',
  'evidentScore',
  'change1d',
  'factor.value',
  'factor.value.sectorPercentile',
  'lastClose',
];
const num = fc.integer({ min: -6, max: 6 }).map((x) => x / 2);
const filter: fc.Arbitrary<ScreenerFilter> = fc.oneof(
  fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constant('gte' as const),
    value: num,
  }),
  fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constant('lte' as const),
    value: num,
  }),
  fc.tuple(fc.constantFrom(...NUMBER_FIELDS), num, num).map(([field, a, b]) => ({
    field,
    op: 'between' as const,
    min: Math.min(a, b),
    max: Math.max(a, b),
  })),
  fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constantFrom('top' as const, 'bottom' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    scope: fc.constantFrom('market' as const, 'sector' as const),
  }),
  fc.record({
    field: fc.constantFrom('sector', 'exchange'),
    op: fc.constant('in' as const),
    values: fc.subarray([...SECTORS, 'NASDAQ', 'NYSE', 'Nowhere'], { minLength: 1 }),
  }),
  fc.record({ field: fc.constant('sp500'), op: fc.constant('is' as const), value: fc.boolean() }),
  // The investable switch: ANDed even in an ORed screen (ADR 049).
  fc.record({
    field: fc.constant('investable'),
    op: fc.constant('is' as const),
    value: fc.boolean(),
  }),
  fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS, 'sector'),
    op: fc.constantFrom('known' as const, 'unknown' as const),
  }),
);
const query = fc.record({
  filters: fc.array(filter, { minLength: 1, maxLength: 8 }),
  isOr: fc.boolean(),
  sortingBy: fc.record({
    field: fc.constantFrom(...NUMBER_FIELDS, 'sector', 'exchange', 'sp500'),
    order: fc.constantFrom('asc' as const, 'desc' as const),
  }),
});

describe('the column-array screener', () => {
  it('equals the naive row filter on random screens: count, missing count, order and pages', () => {
    fc.assert(
      fc.property(
        rows,
        query,
        fc.nat(30),
        fc.integer({ min: 1, max: 25 }),
        (rs, q, offset, limit) => {
          const index = new ScreenIndex(rs);
          const naive = runScreenNaive(rs, q);
          const all = index.run(q, 0, rs.length + 1);
          expect(all.total).toBe(naive.matches.length);
          expect(all.excludedMissing).toBe(naive.excludedMissing);
          expect(all.indices).toEqual(naive.matches);
          expect(index.matches(q)).toEqual([...naive.matches].sort((a, b) => a - b));
          expect(index.run(q, offset, limit).indices).toEqual(
            naive.matches.slice(offset, offset + limit),
          );
          const verdicts = verdictsNaive(rs, q.filters);
          rs.forEach((_, i) => expect(index.explain(i, q.filters)).toEqual(verdicts[i]));
        },
      ),
      { numRuns: 400 },
    );
    // 400 random screens take seconds on a loaded machine.
  }, 30_000);

  it('keeps the "Investable only" switch even when the other filters are ORed (ADR 049)', () => {
    fc.assert(
      fc.property(rows, query, (rs, q) => {
        const gated = {
          ...q,
          isOr: true,
          filters: [{ field: 'investable', op: 'is' as const, value: true }, ...q.filters],
        };
        const index = new ScreenIndex(rs);
        const found = index.matches(gated);
        expect(found.every((i) => rs[i]!.investable)).toBe(true);
        // Exactly the investable rows the ORed screen without the switch matches (other gates
        // drawn in q are ANDed too).
        const without = new Set(index.matches({ ...gated, filters: q.filters }));
        const expected = rs.flatMap((r, i) =>
          r.investable &&
          (without.has(i) ||
            q.filters.every((f) => f.field === 'investable' && f.op === 'is' && f.value === true))
            ? [i]
            : [],
        );
        if (!q.filters.some((f) => f.field === 'investable')) expect(found).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('counts the companies left out only for missing values', () => {
    const rs = withSectorPercentiles(
      [
        { symbol: 'A', metrics: { pe: 8 } },
        { symbol: 'B', metrics: { pe: 30 } },
        { symbol: 'C', metrics: { pe: null } },
        { symbol: 'D', metrics: {} },
      ].map((r) => ({
        ticker: `NYSE:${r.symbol}`,
        name: r.symbol,
        sector: 'Energy',
        industry: null,
        exchange: 'NYSE',
        country: null,
        sp500: false,
        investable: false,
        evidentScore: null,
        evidentScoreValue: null,
        factors: {},
        lastClose: null,
        change1d: null,
        ...r,
      })),
    );
    const index = new ScreenIndex(rs);
    const run = index.run({ filters: [{ field: 'pe', op: 'lte', value: 15 }] }, 0, 10);
    expect(run.total).toBe(1);
    expect(run.excludedMissing).toBe(2);
    expect(run.indices).toEqual([0]);
    // Asking for the missing ones is a filter of its own.
    expect(index.run({ filters: [{ field: 'pe', op: 'unknown' }] }, 0, 10).indices).toEqual([2, 3]);
  });

  it('keeps at least one company in a top N% and takes every tie at the cut', () => {
    expect(rankCount(10, 30)).toBe(3);
    expect(rankCount(1, 30)).toBe(1);
    expect(rankCount(100, 7)).toBe(7);
    expect(rankCount(33, 3)).toBe(1);
  });

  it('describes a distribution: histogram between the 1st and 99th percentiles, options by count', () => {
    const rs = withSectorPercentiles(
      Array.from({ length: 200 }, (_, i) => ({
        symbol: `S${i}`,
        ticker: `NYSE:S${i}`,
        name: `S${i}`,
        sector: i % 3 === 0 ? 'Energy' : 'Financials',
        industry: null,
        exchange: 'NYSE',
        country: null,
        sp500: false,
        investable: false,
        evidentScore: i / 2,
        evidentScoreValue: null,
        factors: {},
        metrics: { pe: i === 0 ? 1e9 : i },
        lastClose: null,
        change1d: null,
      })),
    );
    const index = new ScreenIndex(rs);
    const pe = index.stats('pe');
    expect(pe.known).toBe(200);
    expect(pe.histogram!.counts.reduce((a, b) => a + b, 0)).toBe(200);
    expect(pe.histogram!.max).toBeLessThan(1e9);
    expect(index.stats('sector').options).toEqual([
      { value: 'Financials', count: 133 },
      { value: 'Energy', count: 67 },
    ]);
  });
});

describe('the fields', () => {
  it('take every preset as a valid screen', () => {
    for (const p of PRESETS) expect(checkScreen(p), p.id).toBeNull();
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
  });

  it('have unique ids, and every operator check names the field and the reason', () => {
    expect(FIELD_BY_ID.size).toBe(SCREENER_FIELDS.length);
    expect(checkScreen({ filters: [{ field: 'nope', op: 'known' }] })).toEqual({
      path: 'filters.0.field',
      code: 'unknownField',
      field: 'nope',
    });
    expect(checkScreen({ filters: [{ field: 'sector', op: 'gte', value: 1 }] })).toEqual({
      path: 'filters.0.op',
      code: 'wrongOperator',
      field: 'sector',
      op: 'gte',
      kind: 'category',
    });
    expect(
      checkScreen({
        filters: [{ field: 'pe', op: 'top', percent: 10, scope: 'sector' }],
        sortingBy: { field: 'x' },
      })?.path,
    ).toBe('sortingBy.field');
    expect(
      checkScreen({ filters: [{ field: 'pe', op: 'lte', value: 10 }], columns: ['roic', 'zzz'] })
        ?.path,
    ).toBe('columns.1');
  });
});
