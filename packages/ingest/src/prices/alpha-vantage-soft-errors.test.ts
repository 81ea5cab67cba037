import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlphaVantageSource } from './alpha-vantage-source';
import {
  PriceConfigError,
  PriceNotFoundError,
  PriceRateLimitError,
  PriceSourceError,
} from './price-source';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function serve(body: string, status = 200) {
  const calls: { url: string; at: number }[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push({ url: String(input), at: Date.now() });
    return new Response(body, { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Alpha Vantage answers that are errors', () => {
  it('refuses to start without an API key', () => {
    for (const apiKey of [undefined, '', '  ']) {
      expect(() => createAlphaVantageSource({ apiKey })).toThrow(PriceConfigError);
      expect(() => createAlphaVantageSource({ apiKey })).toThrow(
        /^ALPHAVANTAGE_API_KEY is required/,
      );
    }
  });

  it('turns a 200 with "Note" into PriceRateLimitError carrying the provider text', async () => {
    const { fetch } = serve(fixture('note-rate-limit.json'));
    const error = await createAlphaVantageSource({ apiKey: 'k', fetch })
      .daily('AAPL')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceRateLimitError);
    expect((error as Error).message).toMatch(
      /^Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute/,
    );
  });

  it('turns a 200 with "Information" (daily quota, premium endpoint) into PriceRateLimitError', async () => {
    const { fetch } = serve(
      JSON.stringify({
        Information:
          'We have detected your API key as DEMO and our standard API rate limit is 25 requests per day.',
      }),
    );
    await expect(createAlphaVantageSource({ apiKey: 'k', fetch }).daily('AAPL')).rejects.toThrow(
      PriceRateLimitError,
    );
  });

  it('turns a 200 with "Error Message" into PriceNotFoundError for the symbol', async () => {
    const { fetch } = serve(fixture('error-message.json'));
    const error = await createAlphaVantageSource({ apiKey: 'k', fetch })
      .daily('NOPE')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceNotFoundError);
    expect(error).toMatchObject({ symbol: 'NOPE' });
  });

  it('reports HTTP failures and answers without a series as PriceSourceError', async () => {
    await expect(
      createAlphaVantageSource({ apiKey: 'k', fetch: serve('oops', 500).fetch }).daily('AAPL'),
    ).rejects.toThrow('Alpha Vantage answered HTTP 500 for AAPL');
    await expect(
      createAlphaVantageSource({ apiKey: 'k', fetch: serve('{"Meta Data": {}}').fetch }).daily(
        'AAPL',
      ),
    ).rejects.toThrow(PriceSourceError);
    await expect(
      createAlphaVantageSource({ apiKey: 'k', fetch: serve('', 429).fetch }).daily('AAPL'),
    ).rejects.toThrow(PriceRateLimitError);
  });
});

describe('requests', () => {
  it('asks for class shares with a dash and returns them with Evident’s dot', async () => {
    const { fetch, calls } = serve(
      fixture('daily-adjusted-dividend.json').replaceAll('AAPL', 'BRK-B'),
    );
    const prices = await createAlphaVantageSource({ apiKey: 'k', fetch }).daily('BRK.B');
    expect(calls[0]!.url).toContain('&symbol=BRK-B&');
    expect(new Set(prices.map((p) => p.symbol))).toEqual(new Set(['BRK.B']));
  });

  it('sends at most requestsPerMinute requests per minute (default 5)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    const { fetch, calls } = serve(fixture('daily-adjusted-dividend.json'));
    const source = createAlphaVantageSource({ apiKey: 'k', fetch });
    const pending = Array.from({ length: 7 }, () => source.daily('AAPL'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(30_000);
    await Promise.all(pending);
    const offsets = calls.map((c) => c.at - start);
    expect(offsets).toHaveLength(7);
    for (let i = 0; i + 5 < offsets.length; i++) {
      expect(offsets[i + 5]! - offsets[i]!).toBeGreaterThanOrEqual(60_000);
    }
  });
});
