import { describe, expect, it } from 'vitest';
import { stockPath, tickerOf } from './stock-path';

describe('stock page paths (spec §2)', () => {
  it('splits EXCHANGE:SYMBOL on the colon', () => {
    expect(stockPath('NASDAQ:AAPL')).toBe('/stocks/NASDAQ/AAPL');
    expect(stockPath('NYSE:BRK.B')).toBe('/stocks/NYSE/BRK.B');
  });
  it('rebuilds the upper-case ticker from the path', () => {
    expect(tickerOf('nasdaq', 'aapl')).toBe('NASDAQ:AAPL');
  });
});
