import { describe, expect, it } from 'vitest';
import {
  decodeState,
  EMPTY_STATE,
  encodeState,
  INVESTABLE_GATE,
  investableOnly,
  userFilterCount,
  withInvestableOnly,
  type ScreenState,
} from './screen-state';
import { formatCell, scaleOf, toStored, toTyped } from './units';

describe('the screen in the URL', () => {
  const state: ScreenState = {
    filters: [
      { field: 'roic', op: 'gte', value: 0.15 },
      { field: 'sector', op: 'in', values: ['Energy', 'Financials'] },
      { field: 'pe', op: 'top', percent: 10, scope: 'sector' },
    ],
    sortingBy: { field: 'pe', order: 'asc' },
    columns: ['roic', 'pe'],
    isOr: true,
    page: 3,
  };

  it('restores every filter, the sort, the columns, isOr and the page', () => {
    expect(decodeState(encodeState(state))).toEqual(state);
    expect(decodeState(encodeState(EMPTY_STATE))).toEqual(EMPTY_STATE);
  });

  it('ignores a URL that does not hold a valid screen', () => {
    expect(decodeState(null)).toBeNull();
    expect(decodeState('{not json')).toBeNull();
    expect(decodeState(JSON.stringify({ f: [{ field: 'pe', op: 'gte', value: 'x' }] }))).toBeNull();
    expect(decodeState(JSON.stringify({ f: [{ field: 'pe', op: 'drop' }] }))).toBeNull();
  });
});

describe('screener units', () => {
  it('types percentages as percent and stores fractions, without float noise', () => {
    const pct = scaleOf({ unit: 'percent', histogram: null });
    expect(toStored(15, pct)).toBe(0.15);
    expect(toStored(7, pct)).toBe(0.07);
    expect(toTyped(0.07, pct)).toBe(7);
    const cap = scaleOf({ unit: 'usd', histogram: { min: 1e6, max: 3e12, counts: [] } });
    expect(toStored(2.5, cap)).toBe(2.5e9);
  });

  it('shows a missing value as "not available", never 0', () => {
    expect(formatCell(null, { unit: 'percent', kind: 'number' })).toBe('not available');
    expect(formatCell(0.1234, { unit: 'percent', kind: 'number' })).toBe('12.3%');
    expect(formatCell(true, { unit: null, kind: 'boolean' })).toBe('Yes');
  });
});

describe('the "Investable only" switch (ADR 049)', () => {
  it('is on in a new screen, is not a filter of the user’s, and survives the URL', () => {
    expect(investableOnly(EMPTY_STATE)).toBe(true);
    expect(userFilterCount(EMPTY_STATE)).toBe(0);
    const withScore = {
      ...EMPTY_STATE,
      filters: [...EMPTY_STATE.filters, { field: 'evidentScore', op: 'gte' as const, value: 80 }],
    };
    expect(userFilterCount(withScore)).toBe(1);
    const off = withInvestableOnly(withScore, false);
    expect(investableOnly(off)).toBe(false);
    expect(off.filters).toEqual([{ field: 'evidentScore', op: 'gte', value: 80 }]);
    // Off stays off through the URL (a saved screen or a shared link keeps the choice).
    expect(investableOnly(decodeState(encodeState(off))!)).toBe(false);
    const on = withInvestableOnly(off, true);
    expect(on.filters[0]).toEqual(INVESTABLE_GATE);
    expect(withInvestableOnly(on, true).filters).toHaveLength(2);
  });
});
