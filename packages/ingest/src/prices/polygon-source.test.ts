import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  replayFetch,
  startReplayServer,
  type ReplayServer,
  type ReplayServerOptions,
} from '../replay/replay-server';
import { createPolygonSource, type PolygonOptions } from './polygon-source';
import { PriceConfigError, PriceRateLimitError, PriceSourceError } from './price-source';

const FIXTURES = fileURLToPath(new URL('../replay/fixtures/polygon', import.meta.url));
const DAY = '2026-07-06';
const HOLIDAY = '2026-07-03';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function source(
  replay: Omit<ReplayServerOptions, 'dir'> = {},
  extra: Partial<PolygonOptions> = {},
) {
  server = await startReplayServer({ dir: FIXTURES, ...replay });
  const waits: number[] = [];
  const polygon = createPolygonSource({
    apiKey: 'test-key',
    fetch: replayFetch(server.url),
    requestsPerMinute: 1000,
    retry: {
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
    ...extra,
  });
  return { polygon, waits, server };
}

describe('Polygon grouped daily against the replay server', () => {
  it('reads every stock of the day and counts the rows it cannot store', async () => {
    const { polygon, server } = await source();
    const day = await polygon.marketDay(DAY);
    expect(day.empty).toBe(false);
    expect(day.prices.map((p) => p.symbol)).toEqual([
      'AAPL',
      'MSFT',
      'KO',
      'AZO',
      'NWCO',
      'RNMC',
      'BRK.B',
      'TD',
      'SHOP',
      'BRK.A',
    ]);
    expect(day.prices[0]).toEqual({
      symbol: 'AAPL',
      date: DAY,
      open: 309.1,
      high: 311.85,
      low: 306.4,
      close: 310.27,
      volume: 55321870,
    });
    // A preferred share's ticker (lower-case class letter) and a row without a close.
    expect(day.rejected.map((r) => [r.index, r.ticker])).toEqual([
      [7, 'KIMpL'],
      [8, 'BADX'],
    ]);
    expect(day.rejected[1]?.reason).toMatch(/^c: /);
    expect(server.requests.map((r) => r.url)).toEqual([
      `https://api.polygon.io/v2/aggs/grouped/locale/us/market/stocks/${DAY}?adjusted=false&include_otc=false`,
    ]);
  });

  it('answers a market holiday as an empty day, not an error', async () => {
    const { polygon } = await source();
    expect(await polygon.marketDay(HOLIDAY)).toEqual({
      date: HOLIDAY,
      prices: [],
      rejected: [],
      empty: true,
    });
  });

  it('waits as long as a 429 Retry-After says, then succeeds', async () => {
    const { polygon, waits, server } = await source({
      faults: [{ match: '/grouped/', times: 1, status: 429, headers: { 'Retry-After': '7' } }],
    });
    expect((await polygon.marketDay(DAY)).prices).toHaveLength(10);
    expect(waits).toEqual([7000]);
    expect(server.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('retries 5xx answers with a growing backoff', async () => {
    const { polygon, waits } = await source({ faults: [{ times: 2, status: 503 }] });
    expect((await polygon.marketDay(DAY)).prices).toHaveLength(10);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up with a rate-limit error when 429 never ends', async () => {
    const { polygon, server } = await source(
      { faults: [{ status: 429 }] },
      { retry: { maxRetries: 2, sleep: async () => undefined } },
    );
    await expect(polygon.marketDay(DAY)).rejects.toBeInstanceOf(PriceRateLimitError);
    expect(server.requests.map((r) => r.status)).toEqual([429, 429, 429]);
  });

  it('fails with a source error when the provider goes down mid-refresh', async () => {
    const { polygon, server } = await source(
      { faults: [{ after: 1, status: 502 }] },
      { retry: { maxRetries: 1, sleep: async () => undefined } },
    );
    expect((await polygon.marketDay(DAY)).prices).toHaveLength(10);
    const error = await polygon.splits({ from: HOLIDAY, to: DAY }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceError);
    expect((error as Error).message).toContain('HTTP 502');
    expect(server.requests.map((r) => r.status)).toEqual([200, 502, 502]);
  });

  it('reports a refused key or plan as a configuration error', async () => {
    const { polygon } = await source({
      faults: [
        {
          status: 403,
          body: '{"status":"NOT_AUTHORIZED","request_id":"x","message":"You are not entitled to this data."}',
        },
      ],
    });
    await expect(polygon.marketDay(DAY)).rejects.toThrow(PriceConfigError);
  });

  it('counts injected malformed rows without failing the day', async () => {
    const { polygon } = await source({ malformRows: [{ match: '/grouped/', every: 3 }] });
    const day = await polygon.marketDay(DAY);
    // Rows 3, 6, 9 and 12 are replaced; row 8 (KIMpL) is still rejected for its ticker.
    expect(day.prices.map((p) => p.symbol)).toEqual([
      'AAPL',
      'MSFT',
      'AZO',
      'NWCO',
      'BRK.B',
      'TD',
      'SHOP',
    ]);
    expect(day.rejected.map((r) => r.index)).toEqual([2, 5, 7, 8, 11]);
  });
});

describe('Polygon splits and dividends', () => {
  it('follows next_url across pages', async () => {
    const { polygon, server } = await source();
    const splits = await polygon.splits({ from: HOLIDAY, to: DAY });
    expect(splits.items).toEqual([
      {
        id: 'E36416cce743c3964c5da63e1ef1626c0aece30fb47302eea5a49c0055c04e8d0',
        symbol: 'AZO',
        executionDate: DAY,
        from: 1,
        to: 10,
      },
      {
        id: 'E90a77bdf742661741ed7c8fc086415f0457c2816c45899d73aaa88bdc8ff6025',
        symbol: 'GRNQ',
        executionDate: DAY,
        from: 10,
        to: 1,
      },
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps cash dividends in USD and counts the rest', async () => {
    const { polygon } = await source();
    const dividends = await polygon.dividends({ from: HOLIDAY, to: DAY });
    expect(dividends.items).toEqual([
      { symbol: 'KO', exDate: DAY, amount: 0.53 },
      // An answer without `currency` and `id`, as older Polygon answers are.
      { symbol: 'AIRTP', exDate: DAY, amount: 0.5 },
    ]);
    expect(dividends.rejected.map((r) => [r.ticker, r.reason])).toEqual([
      ['PDI', 'dividend_type LT is not a cash dividend'],
      ['TD', 'currency CAD is not USD'],
    ]);
  });

  it('reads a list the server splits into pages of one', async () => {
    const { polygon, server } = await source({ paginate: [{ match: '/dividends', pageSize: 1 }] });
    const dividends = await polygon.dividends({ from: HOLIDAY, to: DAY });
    expect(dividends.items).toHaveLength(2);
    expect(dividends.rejected).toHaveLength(2);
    expect(server.requests).toHaveLength(4);
  });

  it('refuses an open range and a missing key', async () => {
    const { polygon } = await source();
    await expect(polygon.splits({ from: DAY })).rejects.toThrow(RangeError);
    expect(() => createPolygonSource({ apiKey: ' ' })).toThrow(PriceConfigError);
  });
});
