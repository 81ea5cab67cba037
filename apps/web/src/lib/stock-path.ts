/**
 * Spec §2: the stock page path is built by splitting the full ticker `EXCHANGE:SYMBOL` on the
 * colon: `NASDAQ:AAPL` → `/stocks/NASDAQ/AAPL`.
 */
export function stockPath(ticker: string): string {
  const i = ticker.indexOf(':');
  const exchange = i < 0 ? '' : ticker.slice(0, i);
  const symbol = i < 0 ? ticker : ticker.slice(i + 1);
  return `/stocks/${encodeURIComponent(exchange)}/${encodeURIComponent(symbol)}`;
}

/** The full ticker of a stock page path's parameters. */
export function tickerOf(exchange: string, symbol: string): string {
  return `${exchange.toUpperCase()}:${symbol.toUpperCase()}`;
}
