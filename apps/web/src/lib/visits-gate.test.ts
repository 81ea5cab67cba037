import { afterEach, describe, expect, it } from 'vitest';
import { FREE_VISITS, recordAnalysedVisit, visitGated, VISITS_KEY } from './visits';

describe('the signed-out visit gate (spec §4)', () => {
  afterEach(() => localStorage.clear());

  it('opens the first 5 companies, gates the 6th, and keeps the first 5 open', () => {
    const tickers = ['A', 'B', 'C', 'D', 'E'].map((s) => `NASDAQ:${s}`);
    for (const t of tickers) {
      expect(visitGated(t)).toBe(false);
      recordAnalysedVisit(t);
    }
    expect(FREE_VISITS).toBe(5);
    expect(visitGated('NASDAQ:F')).toBe(true);
    recordAnalysedVisit('NASDAQ:F');
    expect(visitGated('NASDAQ:A')).toBe(false);
    expect(visitGated('NASDAQ:B')).toBe(false);
    expect(JSON.parse(localStorage.getItem(VISITS_KEY)!)).toEqual(tickers);
  });

  it('counts a company once, however often it is opened', () => {
    for (let i = 0; i < 10; i++) recordAnalysedVisit('NYSE:JPM');
    expect(JSON.parse(localStorage.getItem(VISITS_KEY)!)).toEqual(['NYSE:JPM']);
  });

  it('survives a corrupt counter', () => {
    localStorage.setItem(VISITS_KEY, '{not json');
    expect(visitGated('NYSE:X')).toBe(false);
    recordAnalysedVisit('NYSE:X');
    expect(JSON.parse(localStorage.getItem(VISITS_KEY)!)).toEqual(['NYSE:X']);
  });
});
