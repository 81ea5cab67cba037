import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPolygonSource } from '../prices/polygon-source';
import { fetchDailyIndex } from '../sec-edgar/daily-index';
import { createSecPacer } from '../sec-edgar/request-pacer';
import { recordMarketDays } from './record';
import { replayKey } from './replay-key';
import {
  replayFetch,
  startReplayServer,
  type ReplayFault,
  type ReplayServer,
} from './replay-server';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
const SECRET = 'polygon-secret-key-123';
const USER_AGENT = 'Evident research ops@evident.example';

let dir: string;
const servers: ReplayServer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'record-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await rm(dir, { recursive: true, force: true });
});

async function serve(folder: string, faults?: ReplayFault[]): Promise<ReplayServer> {
  const server = await startReplayServer({ dir: folder, faults });
  servers.push(server);
  return server;
}

/** The "real" upstream of the test: the fixtures, Polygon's and SEC's, each on its own server. */
async function upstream(): Promise<typeof fetch> {
  const polygon = replayFetch((await serve(join(FIXTURES, 'polygon'))).url);
  // Toronto-Dominion's facts are not there yet (SEC's 404 for a CIK without XBRL facts).
  const sec = replayFetch(
    (
      await serve(join(FIXTURES, 'sec'), [
        { match: 'companyfacts/CIK0000947263', status: 404, body: 'Not Found' },
      ])
    ).url,
  );
  return (input, init) => {
    const host = new URL(input instanceof Request ? input.url : String(input)).host;
    return (host === 'api.polygon.io' ? polygon : sec)(input, init);
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('recording a market day', () => {
  it('writes what the clients asked, in the replay layout, and it replays the same', async () => {
    const summary = await recordMarketDays({
      lastStored: '2026-07-02',
      through: '2026-07-06',
      dir,
      polygonApiKey: SECRET,
      polygonRequestsPerMinute: 1000,
      secUserAgent: USER_AGENT,
      fetch: await upstream(),
    });
    expect(summary.tradingDays).toEqual(['2026-07-06']);
    expect(summary.filers).toEqual(['2087654', '866787', '789019', '21344', '947263', '1594805']);
    expect(summary.withoutFacts).toEqual(['947263']);

    // The grouped daily answer is stored byte for byte.
    const grouped = replayKey(
      'GET',
      new URL(
        'https://api.polygon.io/v2/aggs/grouped/locale/us/market/stocks/2026-07-06?adjusted=false&include_otc=false',
      ),
    );
    expect(await readFile(join(dir, `${grouped}.body`))).toEqual(
      await readFile(join(FIXTURES, 'polygon', `${grouped}.body`)),
    );
    // Both pages of the splits, the holiday's missing index with its 404.
    const holiday = replayKey(
      'GET',
      new URL('https://www.sec.gov/Archives/edgar/daily-index/2026/QTR3/form.20260703.idx'),
    );
    expect(JSON.parse(await readFile(join(dir, `${holiday}.meta.json`), 'utf8'))).toMatchObject({
      status: 404,
    });
    expect(summary.answers.filter((a) => a.url.endsWith('/v3/reference/splits'))).toHaveLength(2);

    // No credential reaches the disk.
    for (const file of await filesUnder(dir)) {
      expect(file).not.toContain(SECRET);
      expect(await readFile(file, 'utf8')).not.toContain(SECRET);
    }

    // Replayed, the recording answers the clients as the upstream did.
    const replay = replayFetch((await serve(dir)).url);
    const polygon = createPolygonSource({
      apiKey: 'another-key',
      fetch: replay,
      requestsPerMinute: 1000,
    });
    expect((await polygon.marketDay('2026-07-06')).prices).toHaveLength(10);
    expect((await polygon.splits({ from: '2026-07-03', to: '2026-07-06' })).items).toHaveLength(2);
    const pacer = createSecPacer({ userAgent: USER_AGENT, fetch: replay });
    expect((await fetchDailyIndex(pacer, '2026-07-06')).filings).toHaveLength(11);
    expect((await fetchDailyIndex(pacer, '2026-07-05')).published).toBe(false);
  });

  it('records nothing when the stored data is already current', async () => {
    const summary = await recordMarketDays({
      lastStored: '2026-07-06',
      through: '2026-07-06',
      dir,
      polygonApiKey: SECRET,
      secUserAgent: USER_AGENT,
      fetch: await upstream(),
    });
    expect(summary.answers).toEqual([]);
    expect(await filesUnder(dir)).toEqual([]);
  });
});
