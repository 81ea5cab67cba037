import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapCompanyFacts } from '@evident/ingest/sec-edgar/company-facts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot, parseEnv } from '../../config/env';
import { fundamentalPeriods, importRuns, pricesDaily } from '../../db/schema';
import { baseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { REFRESH_LOCK_KEY, runRefresh } from './refresh';
import { startRefreshScheduler } from './scheduler';
import { liveSourcesFromEnv } from './sources-from-env';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const fixture = (rel: string) =>
  readFileSync(path.join(repoRoot, 'packages/ingest/src', rel), 'utf8');

/** Answers SEC and Alpha Vantage URLs from the adapters' fixtures (the real formats). */
function fakeFetch(calls: string[]): typeof fetch {
  const tickers = JSON.stringify({
    fields: ['cik', 'name', 'ticker', 'exchange'],
    data: [
      [320193, 'Apple Inc.', 'AAPL', 'Nasdaq'],
      [2222222, 'Restated Example Inc.', 'RST', 'NYSE'],
    ],
  });
  const routes: Record<string, string> = {
    'https://www.sec.gov/files/company_tickers_exchange.json': tickers,
    'https://data.sec.gov/api/xbrl/companyfacts/CIK0000320193.json': fixture(
      'sec-edgar/fixtures/fifty-three-week-year.json',
    ),
    'https://data.sec.gov/api/xbrl/companyfacts/CIK0002222222.json': fixture(
      'sec-edgar/fixtures/restatement-filed-later.json',
    ),
  };
  return (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('https://www.alphavantage.co/')) {
      const symbol = new URL(url).searchParams.get('symbol');
      const body =
        symbol === 'AAPL'
          ? fixture('prices/fixtures/daily-adjusted-dividend.json')
          : fixture('prices/fixtures/note-rate-limit.json');
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const body = routes[url];
    return body
      ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('not found', { status: 404 });
  }) as typeof fetch;
}

const silentLog = { info() {}, warn() {} };

describe('live refresh', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let snapshotDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'evident-refresh-'));
    const files = baseSnapshot();
    files['companies.csv'].push('RST,Restated Example Inc.,NYSE,2222222,,,,,,0,0');
    snapshotDir = writeSnapshot(files);
    await importSnapshot({ database, dir: snapshotDir });
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshotDir, { recursive: true, force: true });
  });

  const sources = (calls: string[]) =>
    liveSourcesFromEnv(
      {
        SEC_USER_AGENT: 'Evident tests test@example.com',
        ALPHAVANTAGE_API_KEY: 'demo',
        DATA_DIR: dataDir,
      },
      fakeFetch(calls),
    );

  it('stores SEC periods point in time and Alpha Vantage prices, recording each run', async () => {
    const calls: string[] = [];
    const result = await runRefresh({
      database,
      ...sources(calls),
      symbols: { fundamentals: ['AAPL', 'RST', 'NOPE'], prices: ['AAPL', 'BRK.B'] },
      log: silentLog,
    });
    expect(result.status).toBe('done');
    if (result.status !== 'done') return;
    const [sec, av] = result.sources;
    // NOPE is not a known company: never requested.
    expect(sec).toMatchObject({ source: 'sec_edgar', symbols: 2, failed: [] });
    expect(calls.some((u) => u.includes('NOPE'))).toBe(false);

    // Every RST version the mapper produces is stored (none collide with the snapshot).
    const expected = mapCompanyFacts(
      JSON.parse(fixture('sec-edgar/fixtures/restatement-filed-later.json')),
      'RST',
    ).periods;
    const stored = await database.db
      .select()
      .from(fundamentalPeriods)
      .where(eq(fundamentalPeriods.symbol, 'RST'));
    expect(stored).toHaveLength(expected.length);
    // The restated period keeps both versions, each with its own filing date.
    const versions = (await database.db.execute(sql`
      select period_type, period_end, count(*)::int as n from fundamental_periods
      where symbol = 'RST' group by 1, 2 having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(versions.rows.length).toBeGreaterThan(0);

    // Alpha Vantage: AAPL stored; BRK.B hit the rate-limit note, which ends the run early.
    expect(av).toMatchObject({ source: 'alpha_vantage', symbols: 2 });
    expect(av!.stoppedEarly).toMatch(/^rate limit reached at BRK\.B/);
    const aapl = await database.db
      .select()
      .from(pricesDaily)
      .where(and(eq(pricesDaily.symbol, 'AAPL'), eq(pricesDaily.date, '2024-02-12')));
    expect(aapl).toHaveLength(1);
    expect(av!.rowsWritten).toBeGreaterThan(0);

    const runs = await database.db.select().from(importRuns);
    expect(runs.map((r) => r.source).sort()).toEqual(['alpha_vantage', 'sec_edgar', 'snapshot']);
  });

  it('is idempotent for fundamentals: a second run adds nothing and reads the disk cache', async () => {
    const calls: string[] = [];
    const result = await runRefresh({
      database,
      ...sources(calls),
      symbols: { fundamentals: ['AAPL', 'RST'] },
      log: silentLog,
    });
    expect(result.status === 'done' && result.sources[0]!.rowsWritten).toBe(0);
    expect(calls.filter((u) => u.includes('sec.gov'))).toEqual([]);
  });

  it('runs once across instances: a held lock means "busy"', async () => {
    const outer = await database.withAdvisoryLock(REFRESH_LOCK_KEY, () =>
      runRefresh({ database, ...sources([]), symbols: {}, log: silentLog }),
    );
    expect(outer).toEqual({ acquired: true, value: { status: 'busy' } });
  });

  it('a refresh that brings new data triggers a new score run (onDataChanged), once', async () => {
    let triggered = 0;
    const log = { info() {}, warn() {}, error() {} };
    const scheduler = startRefreshScheduler({
      env: parseEnv({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'evident-refresh-2-')),
        SEC_USER_AGENT: 'Evident tests test@example.com',
        ALPHAVANTAGE_API_KEY: 'demo',
        REFRESH_INTERVAL_HOURS: '0',
      }),
      database,
      log: log as never,
      fetch: fakeFetch([]),
      onDataChanged: () => {
        triggered += 1;
      },
    });
    // Prices are rewritten (upsert), so the run reports changed data.
    const result = await scheduler.runNow();
    scheduler.stop();
    // No POLYGON_API_KEY: Alpha Vantage refreshes S&P 500 members symbol by symbol as before.
    expect('perSymbol' in result && result.perSymbol?.status).toBe('done');
    expect(triggered).toBe(1);
  });

  it('offline, the scheduler says no live source is configured and does nothing', async () => {
    const messages: string[] = [];
    const log = {
      info: (a: unknown, b?: string) => messages.push(typeof a === 'string' ? a : (b ?? '')),
      error() {},
      warn() {},
    };
    const env = parseEnv({ DATA_DIR: dataDir });
    const scheduler = startRefreshScheduler({
      env,
      database,
      log: log as never,
      fetch: (() => {
        throw new Error('no network expected');
      }) as never,
    });
    expect(await scheduler.runNow()).toEqual({ status: 'no-source' });
    scheduler.stop();
    expect(messages[0]).toMatch(/no live source is configured/);
  });
});
