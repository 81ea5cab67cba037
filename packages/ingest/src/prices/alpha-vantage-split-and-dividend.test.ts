import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAlphaVantageSource } from './alpha-vantage-source';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function serve(body: string) {
  const urls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    urls.push(String(input));
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('Alpha Vantage daily series', () => {
  it('returns raw prices (not dividend-adjusted), oldest first, and the dividend', async () => {
    const { fetch, urls } = serve(fixture('daily-adjusted-dividend.json'));
    const source = createAlphaVantageSource({ apiKey: 'demo-key', fetch });
    const { prices, dividends, skipped } = await source.history('aapl');
    expect(urls).toEqual([
      'https://www.alphavantage.co/query?function=TIME_SERIES_DAILY_ADJUSTED&symbol=AAPL&outputsize=full&apikey=demo-key',
    ]);
    expect(prices).toEqual([
      {
        symbol: 'AAPL',
        date: '2024-02-07',
        open: 190.64,
        high: 191.05,
        low: 188.61,
        close: 189.41,
        volume: 53438955,
      },
      {
        symbol: 'AAPL',
        date: '2024-02-08',
        open: 189.385,
        high: 189.535,
        low: 187.35,
        close: 188.32,
        volume: 40962046,
      },
      {
        symbol: 'AAPL',
        date: '2024-02-09',
        open: 188.65,
        high: 189.99,
        low: 188,
        close: 188.85,
        volume: 45155216,
      },
      {
        symbol: 'AAPL',
        date: '2024-02-12',
        open: 188.415,
        high: 188.67,
        low: 186.79,
        close: 187.15,
        volume: 41781934,
      },
    ]);
    expect(dividends).toEqual([{ symbol: 'AAPL', exDate: '2024-02-09', amount: 0.24 }]);
    expect(skipped).toEqual([]);
  });

  it('puts every day before a 4:1 split on the post-split basis, dividends included', async () => {
    const { fetch } = serve(fixture('daily-adjusted-split.json'));
    const source = createAlphaVantageSource({ apiKey: 'demo-key', fetch });
    const { prices, dividends } = await source.history('NVDA');
    expect(prices).toEqual([
      // 700 / 4 …, volume 8,000,000 × 4.
      {
        symbol: 'NVDA',
        date: '2021-06-09',
        open: 175,
        high: 177.5,
        low: 173.875,
        close: 176.45,
        volume: 32000000,
      },
      {
        symbol: 'NVDA',
        date: '2021-07-16',
        open: 192.5,
        high: 193.75,
        low: 185,
        close: 186.25,
        volume: 40000000,
      },
      {
        symbol: 'NVDA',
        date: '2021-07-19',
        open: 185,
        high: 188,
        low: 181,
        close: 187.25,
        volume: 48000000,
      },
      // The split day itself already trades on the new basis.
      {
        symbol: 'NVDA',
        date: '2021-07-20',
        open: 188,
        high: 189.5,
        low: 183,
        close: 187.8,
        volume: 46000000,
      },
      {
        symbol: 'NVDA',
        date: '2021-07-21',
        open: 190,
        high: 194.5,
        low: 188,
        close: 194.1,
        volume: 40000000,
      },
    ]);
    expect(dividends).toEqual([{ symbol: 'NVDA', exDate: '2021-06-09', amount: 0.04 }]);
  });

  it('filters by an inclusive date range after adjusting (the split still applies)', async () => {
    const { fetch } = serve(fixture('daily-adjusted-split.json'));
    const source = createAlphaVantageSource({ apiKey: 'demo-key', fetch });
    expect(
      (await source.daily('NVDA', { from: '2021-07-16', to: '2021-07-19' })).map((p) => [
        p.date,
        p.close,
      ]),
    ).toEqual([
      ['2021-07-16', 186.25],
      ['2021-07-19', 187.25],
    ]);
    expect(await source.dividends('NVDA', { from: '2021-07-01' })).toEqual([]);
    await expect(source.daily('NVDA', { from: '2021-7-1' })).rejects.toThrow(RangeError);
  });

  it('skips a day without a close and reports it, keeping the rest', async () => {
    const body = JSON.parse(fixture('daily-adjusted-dividend.json')) as {
      'Time Series (Daily)': Record<string, Record<string, string>>;
    };
    body['Time Series (Daily)']['2024-02-08']!['4. close'] = '0.0000';
    const { fetch } = serve(JSON.stringify(body));
    const { prices, skipped } = await createAlphaVantageSource({ apiKey: 'k', fetch }).history(
      'AAPL',
    );
    expect(prices.map((p) => p.date)).toEqual(['2024-02-07', '2024-02-09', '2024-02-12']);
    expect(skipped).toEqual([
      { date: '2024-02-08', reason: 'close: Too small: expected number to be >0' },
    ]);
  });
});
