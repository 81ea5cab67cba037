import { afterEach, describe, expect, it } from 'vitest';
import { FREE_VISITS, recordAnalysedVisit, VISITS_KEY } from './visits';

describe('the signed-out visit gate (spec §4)', () => {
  afterEach(() => localStorage.clear());

  it('opens the first 5 companies, gates the 6th, and keeps the first 5 open', () => {
    const tickers = ['A', 'B', 'C', 'D', 'E'].map((s) => `NASDAQ:${s}`);
    for (const t of tickers) expect(recordAnalysedVisit(t)).toBe(false);
    expect(FREE_VISITS).toBe(5);
    expect(recordAnalysedVisit('NASDAQ:F')).toBe(true);
    expect(recordAnalysedVisit('NASDAQ:A')).toBe(false);
    expect(recordAnalysedVisit('NASDAQ:B')).toBe(false);
    expect(JSON.parse(localStorage.getItem(VISITS_KEY)!)).toEqual(tickers);
  });

  it('survives a corrupt counter', () => {
    localStorage.setItem(VISITS_KEY, '{not json');
    expect(recordAnalysedVisit('NYSE:X')).toBe(false);
  });
});
