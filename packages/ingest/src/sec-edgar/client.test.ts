import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFile, COMPANY_TICKERS_EXCHANGE_URL, createSecEdgarClient } from './client';
import {
  SecEdgarConfigError,
  SecEdgarError,
  SecEdgarFormatError,
  SecEdgarHttpError,
  SecEdgarNotFoundError,
} from './errors';

const USER_AGENT = 'Evident research ops@evident.example';
const FACTS = { cik: 320193, entityName: 'Apple Inc.', facts: { 'us-gaap': {} } };

interface Call {
  url: string;
  userAgent: string | null;
  at: number;
}

/** A fetch double: records every request and answers from `respond`. */
function fakeFetch(respond: (url: string) => Response = () => Response.json(FACTS)) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, userAgent: new Headers(init?.headers).get('user-agent'), at: Date.now() });
    return respond(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'sec-edgar-client-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('configuration', () => {
  it.each([undefined, '', '   '])('refuses a missing or blank User-Agent (%j)', (userAgent) => {
    expect(() => createSecEdgarClient({ userAgent, cacheDir })).toThrow(SecEdgarConfigError);
    expect(() => createSecEdgarClient({ userAgent, cacheDir })).toThrow(
      "SEC_USER_AGENT is required: set it to a descriptive User-Agent with a contact e-mail, as SEC's fair-access policy asks",
    );
  });

  it('refuses a rate above SEC’s 10 requests per second', () => {
    expect(() =>
      createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, requestsPerSecond: 11 }),
    ).toThrow('requestsPerSecond must be greater than 0 and at most 10');
  });
});

describe('requests', () => {
  it('asks for the zero-padded companyfacts URL with the configured User-Agent', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch });
    expect(await client.companyFacts('320193')).toEqual(FACTS);
    await client.companyTickersExchange();
    expect(calls.map((c) => [c.url, c.userAgent])).toEqual([
      ['https://data.sec.gov/api/xbrl/companyfacts/CIK0000320193.json', USER_AGENT],
      ['https://www.sec.gov/files/company_tickers_exchange.json', USER_AGENT],
    ]);
  });

  it('answers from the disk cache without a request, also for a new client, unless refreshed', async () => {
    const first = fakeFetch();
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch: first.fetch });
    await client.companyFacts(320193);
    expect(await client.companyFacts(320193)).toEqual(FACTS);
    expect(first.calls).toHaveLength(1);
    const files = await readdir(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      /^data\.sec\.gov_api_xbrl_companyfacts_CIK0000320193-[0-9a-f]{8}\.json$/,
    );

    const second = fakeFetch(() => Response.json({ ...FACTS, entityName: 'Apple Inc. (new)' }));
    const restarted = createSecEdgarClient({
      userAgent: USER_AGENT,
      cacheDir,
      fetch: second.fetch,
    });
    expect(await restarted.companyFacts('0000320193')).toEqual(FACTS);
    expect(second.calls).toHaveLength(0);

    expect(await restarted.companyFacts(320193, { refresh: true })).toMatchObject({
      entityName: 'Apple Inc. (new)',
    });
    expect(second.calls).toHaveLength(1);
    // The refreshed answer replaced the cached one.
    expect(await restarted.companyFacts(320193)).toMatchObject({ entityName: 'Apple Inc. (new)' });
    expect(second.calls).toHaveLength(1);
  });

  it('refetches when the cached file is not valid JSON', async () => {
    await writeFile(cacheFile(cacheDir, COMPANY_TICKERS_EXCHANGE_URL), '{"fields": [', 'utf8');
    const { fetch, calls } = fakeFetch(() => Response.json({ fields: [], data: [] }));
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch });
    expect(await client.companyTickersExchange()).toEqual({ fields: [], data: [] });
    expect(calls).toHaveLength(1);
    expect(
      JSON.parse(await readFile(cacheFile(cacheDir, COMPANY_TICKERS_EXCHANGE_URL), 'utf8')),
    ).toEqual({ fields: [], data: [] });
  });
});

describe('errors', () => {
  it('raises SecEdgarNotFoundError for 404 and caches nothing', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('Not Found', { status: 404 }));
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch });
    const error = await client.companyFacts(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecEdgarNotFoundError);
    expect(error).toMatchObject({
      status: 404,
      url: 'https://data.sec.gov/api/xbrl/companyfacts/CIK0000000099.json',
    });
    await expect(client.companyFacts(99)).rejects.toThrow(SecEdgarNotFoundError);
    expect(calls).toHaveLength(2);
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it('raises SecEdgarHttpError with the status for other non-2xx answers', async () => {
    const { fetch } = fakeFetch(() => new Response('slow down', { status: 403 }));
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch });
    const error = await client.companyTickersExchange().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecEdgarHttpError);
    expect(error).not.toBeInstanceOf(SecEdgarNotFoundError);
    expect(error).toMatchObject({ status: 403, url: COMPANY_TICKERS_EXCHANGE_URL });
  });

  it('raises SecEdgarFormatError for a 200 that is not JSON and SecEdgarError for a network failure', async () => {
    const html = fakeFetch(() => new Response('<html>Your request was blocked</html>'));
    await expect(
      createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch: html.fetch }).companyFacts(1),
    ).rejects.toThrow(SecEdgarFormatError);

    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const error = await createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch: offline })
      .companyFacts(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecEdgarError);
    expect((error as Error).message).toBe(
      'request to https://data.sec.gov/api/xbrl/companyfacts/CIK0000000001.json failed: fetch failed',
    );
  });
});

describe('rate limit', () => {
  it('never sends more than 10 requests in any second, across both endpoints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    const { fetch, calls } = fakeFetch();
    const client = createSecEdgarClient({ userAgent: USER_AGENT, cacheDir, fetch });
    const pending = [
      client.companyTickersExchange({ refresh: true }),
      ...Array.from({ length: 24 }, (_, i) => client.companyFacts(1000 + i, { refresh: true })),
    ];
    // One at a time, 120 ms apart (10 a second with 20% headroom for delays on the way).
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(119);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all(pending);

    const offsets = calls.map((c) => c.at - start);
    expect(offsets).toHaveLength(25);
    for (let i = 0; i + 10 < offsets.length; i++) {
      expect(offsets[i + 10]! - offsets[i]!).toBeGreaterThanOrEqual(1200);
    }
    // …and does not wait longer than needed: 25 requests fit in 24 × 120 ms.
    expect(offsets.at(-1)).toBeLessThanOrEqual(2880);
  });

  it('honours a lower configured rate', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    const { fetch, calls } = fakeFetch();
    const client = createSecEdgarClient({
      userAgent: USER_AGENT,
      cacheDir,
      fetch,
      requestsPerSecond: 2,
    });
    const pending = [1, 2, 3, 4, 5].map((cik) => client.companyFacts(cik, { refresh: true }));
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all(pending);
    const offsets = calls.map((c) => c.at - start);
    expect(offsets.slice(0, 2)).toEqual([0, 600]);
    for (let i = 0; i + 2 < offsets.length; i++) {
      expect(offsets[i + 2]! - offsets[i]!).toBeGreaterThanOrEqual(1000);
    }
  });
});
