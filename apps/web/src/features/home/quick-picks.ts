/** Spec §2 quick picks, all on NASDAQ. */
export const DESKTOP_QUICK_PICKS = [
  { name: 'Apple', ticker: 'NASDAQ:AAPL' },
  { name: 'Amazon', ticker: 'NASDAQ:AMZN' },
  { name: 'Alphabet', ticker: 'NASDAQ:GOOGL' },
  { name: 'Meta', ticker: 'NASDAQ:META' },
  { name: 'Microsoft', ticker: 'NASDAQ:MSFT' },
  { name: 'Nvidia', ticker: 'NASDAQ:NVDA' },
  { name: 'Tesla', ticker: 'NASDAQ:TSLA' },
] as const;

export const MOBILE_QUICK_PICKS = [
  { name: 'Nvidia', ticker: 'NASDAQ:NVDA' },
  { name: 'Microsoft', ticker: 'NASDAQ:MSFT' },
  { name: 'Apple', ticker: 'NASDAQ:AAPL' },
  { name: 'Amazon', ticker: 'NASDAQ:AMZN' },
] as const;
