import { describe, expect, it } from 'vitest';
import type { DailyPrice } from '../records';
import { applySplitToDividends, applySplitToPrices } from './apply-split';

const bar = (symbol: string, date: string, close: number, volume: number): DailyPrice => ({
  symbol,
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume,
});

const AZO_SPLIT = { id: null, symbol: 'AZO', executionDate: '2026-07-06', from: 1, to: 10 };

describe('a split applied to stored history', () => {
  const history = [
    bar('AZO', '2026-07-01', 3120.5, 150_000),
    bar('AZO', '2026-07-02', 3159.28, 157_737),
    bar('AZO', '2026-07-06', 318.44, 1_602_300),
    bar('KO', '2026-07-02', 84.14, 13_750_090),
  ];

  it('puts the days before the execution date on the new share basis', () => {
    const adjusted = applySplitToPrices(history, AZO_SPLIT);
    expect(adjusted[1]).toEqual(bar('AZO', '2026-07-02', 315.928, 1_577_370));
    expect(adjusted[0]?.close).toBe(312.05);
  });

  it('leaves the execution day, later days and other companies alone', () => {
    const adjusted = applySplitToPrices(history, AZO_SPLIT);
    expect(adjusted[2]).toBe(history[2]);
    expect(adjusted[3]).toBe(history[3]);
  });

  it('keeps the return across the split what it really was', () => {
    const adjusted = applySplitToPrices(history, AZO_SPLIT);
    const before = adjusted[1]!.close;
    const after = adjusted[2]!.close;
    // 3159.28 → 318.44 after a 10-for-1 split is a 0.8% gain, not a 90% loss.
    expect(after / before - 1).toBeCloseTo(318.44 / 315.928 - 1, 10);
  });

  it('multiplies the history of a reverse split', () => {
    const reverse = { id: null, symbol: 'KO', executionDate: '2026-07-06', from: 10, to: 1 };
    expect(applySplitToPrices(history, reverse)[3]).toEqual(
      bar('KO', '2026-07-02', 841.4, 1_375_009),
    );
  });

  it('adjusts dividends paid before the split the same way', () => {
    const dividends = [
      { symbol: 'AZO', exDate: '2026-03-02', amount: 5.5 },
      { symbol: 'AZO', exDate: '2026-07-06', amount: 0.6 },
    ];
    expect(applySplitToDividends(dividends, AZO_SPLIT)).toEqual([
      { symbol: 'AZO', exDate: '2026-03-02', amount: 0.55 },
      { symbol: 'AZO', exDate: '2026-07-06', amount: 0.6 },
    ]);
  });

  it('refuses a split without a positive ratio', () => {
    expect(() => applySplitToPrices(history, { ...AZO_SPLIT, from: 0 })).toThrow(RangeError);
  });
});
