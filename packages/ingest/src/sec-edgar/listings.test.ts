import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayFetch, startReplayServer, type ReplayServer } from '../replay/replay-server';
import { createSecEdgarClient } from './client';
import { diffListings, fetchListings, type StoredListing } from './listings';
import { createSecPacer } from './request-pacer';
import type { UniverseItem } from './universe';

const FIXTURES = fileURLToPath(new URL('../replay/fixtures/sec', import.meta.url));
const DAY = '2026-07-06';

const listing = (symbol: string, cik: string | null, name = symbol): StoredListing => ({
  symbol,
  cik,
  name,
  exchange: 'NYSE',
});
const item = (symbol: string, cik: string, name = symbol): UniverseItem => ({
  symbol,
  cik,
  name,
  exchange: 'NYSE',
});

/** The stored listings as of 2026-07-02 (the snapshot's day), before the replayed map. */
const STORED: StoredListing[] = [
  listing('AAPL', '320193'),
  listing('MSFT', '789019'),
  listing('KO', '21344'),
  listing('AZO', '866787'),
  listing('BRK.A', '1067983'),
  listing('BRK.B', '1067983'),
  listing('RRNM', '2087654', 'Replay Rename Corp'),
  listing('HOLX', '859737', 'Hologic'),
  listing('TD', '947263'),
  listing('SHOP', '1594805'),
  listing('SPY', null, 'SPDR S&P 500 ETF Trust'),
];

let server: ReplayServer | undefined;
let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'listings-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the day’s listings against the stored ones', () => {
  it('finds the IPO, the delisting and the ticker change of the replayed day', async () => {
    server = await startReplayServer({ dir: FIXTURES });
    const pacer = createSecPacer({
      userAgent: 'Evident research ops@evident.example',
      fetch: replayFetch(server.url),
    });
    const client = createSecEdgarClient({ userAgent: undefined, cacheDir, pacer });
    const map = await fetchListings(client);
    expect(map.rejected).toEqual([]);

    const diff = diffListings(STORED, map.items, DAY);
    expect(diff.newListings.map((l) => [l.symbol, l.cik, l.exchange])).toEqual([
      ['NWCO', '2098765', 'NYSE'],
    ]);
    expect(diff.delisted).toEqual([{ symbol: 'HOLX', cik: '859737', date: DAY }]);
    expect(diff.tickerChanges.map(({ cik, from, to }) => ({ cik, from, to }))).toEqual([
      { cik: '2087654', from: 'RRNM', to: 'RNMC' },
    ]);
    // The ETF without a CIK is not in SEC's map and is not delisted for it.
    expect(diff.delisted.some((d) => d.symbol === 'SPY')).toBe(false);
  });

  it('asks SEC afresh every day instead of reading the cached map', async () => {
    server = await startReplayServer({ dir: FIXTURES });
    const pacer = createSecPacer({
      userAgent: 'Evident ops@evident.example',
      fetch: replayFetch(server.url),
    });
    const client = createSecEdgarClient({ userAgent: undefined, cacheDir, pacer });
    await fetchListings(client);
    await fetchListings(client);
    expect(server.requests).toHaveLength(2);
  });

  it('treats a reused ticker as the old company leaving and a new one arriving', () => {
    const diff = diffListings([listing('ABC', '1')], [item('ABC', '2')], DAY);
    expect(diff.delisted).toEqual([{ symbol: 'ABC', cik: '1', date: DAY }]);
    expect(diff.newListings.map((l) => [l.symbol, l.cik])).toEqual([['ABC', '2']]);
    expect(diff.tickerChanges).toEqual([]);
  });

  it('does not guess when a company swaps several tickers at once', () => {
    const diff = diffListings(
      [listing('XA', '7'), listing('XB', '7')],
      [item('YA', '7'), item('YB', '7')],
      DAY,
    );
    expect(diff.tickerChanges).toEqual([]);
    expect(diff.delisted.map((d) => d.symbol)).toEqual(['XA', 'XB']);
    expect(diff.newListings.map((l) => l.symbol)).toEqual(['YA', 'YB']);
  });

  it('keeps a share class that stays while its sibling gets a new ticker', () => {
    const diff = diffListings(
      [listing('BRK.A', '1067983'), listing('BRK.B', '1067983')],
      [item('BRK.A', '1067983'), item('BRK.C', '1067983')],
      DAY,
    );
    expect(diff.tickerChanges.map((c) => [c.from, c.to])).toEqual([['BRK.B', 'BRK.C']]);
    expect(diff.delisted).toEqual([]);
    expect(diff.newListings).toEqual([]);
  });

  it('changes nothing when the map did not change', () => {
    expect(diffListings([listing('AAPL', '320193')], [item('AAPL', '320193')], DAY)).toEqual({
      newListings: [],
      delisted: [],
      tickerChanges: [],
      updated: [],
    });
  });

  it('reports a listing that moved exchange or changed its name', () => {
    const moved = { ...item('AAPL', '320193'), exchange: 'NASDAQ' as const };
    const diff = diffListings(
      [listing('AAPL', '320193'), listing('KO', '21344')],
      [moved, item('KO', '21344')],
      DAY,
    );
    expect(diff.updated).toEqual([moved]);
  });
});
