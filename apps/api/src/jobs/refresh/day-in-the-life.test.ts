import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { companyDetailResponse, pricesResponse } from '@evident/contracts/stocks';
import { healthResponse } from '@evident/contracts/health';
import { latestCompletedTradingDay, tradingDaysToFetch } from '@evident/ingest/prices/trading-days';
import {
  replayFetch,
  startReplayServer,
  type ReplayServer,
  type ReplayServerOptions,
} from '@evident/ingest/replay/replay-server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { findRepoRoot, parseEnv, type Env } from '../../config/env';
import { wireAlertsJob } from '../../runtime/jobs';
import { fundamentalsRow, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { scaled } from '../../test/time-scale';
import { QUEUES, startJobQueue, type JobQueue } from '../queue';
import { runScoreJob } from '../score/score-job';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { scheduleRefresh, startRefreshScheduler } from './scheduler';
import { refreshStepsFromEnv } from './sources-from-env';

/*
 * Issue 55, "a day in the life": a database as of D = 2026-07-02 (a small universe of the
 * companies the replay fixtures know), one refresh for D+1 = 2026-07-06 (2026-07-03 is a holiday)
 * against the replay server of recorded provider answers (packages/ingest/src/replay/fixtures):
 * first a Polygon outage midway (the job fails, is retried by the queue, nothing is written),
 * then the run that completes — new closes, a split, a dividend, a delisting, a new listing and a
 * ticker change, each seen through the API; a rescore and the alerts after it; applied again,
 * nothing new is written.
 */

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const FIXTURES = path.join(repoRoot, 'packages/ingest/src/replay/fixtures');
const D = '2026-07-02';
const NEXT = '2026-07-06';
const DAYS = ['2026-06-29', '2026-06-30', '2026-07-01', D];

/**
 * [symbol, name, exchange, cik, close on D]: AZO before its 10-for-1 split, RRNM before RNMC,
 * SHOP on NYSE (where it was listed until its 2022 move to Nasdaq, which SEC's map shows).
 */
const UNIVERSE: [string, string, string, string, number][] = [
  ['AAPL', 'Apple Inc.', 'NASDAQ', '320193', 308],
  ['MSFT', 'Microsoft Corporation', 'NASDAQ', '789019', 390],
  ['KO', 'The Coca-Cola Company', 'NYSE', '21344', 83],
  ['AZO', 'AutoZone, Inc.', 'NYSE', '866787', 3150],
  ['BRK.B', 'Berkshire Hathaway Inc., Class B', 'NYSE', '1067983', 480],
  ['RRNM', 'Replay Rename Corp', 'NASDAQ', '2087654', 12],
  ['HOLX', 'Hologic, Inc.', 'NASDAQ', '859737', 75],
  ['TD', 'The Toronto-Dominion Bank', 'NYSE', '947263', 83],
  ['SHOP', 'Shopify Inc.', 'NYSE', '1594805', 117],
];

function universeSnapshot() {
  const files = {
    'companies.csv': [] as string[],
    'fundamentals.csv.gz': [] as string[],
    'prices-daily.csv.gz': [] as string[],
    'prices-monthly.csv.gz': [] as string[],
    'dividends.csv.gz': [] as string[],
    'sp500-membership.csv': [] as string[],
    'estimates.csv': [] as string[],
    'earnings-surprises.csv.gz': [] as string[],
  };
  UNIVERSE.forEach(([symbol, name, exchange, cik, close], i) => {
    files['companies.csv'].push(`${symbol},"${name}",${exchange},${cik},,,,,,0,0`);
    for (const [end, filed, fp] of [
      ['2025-09-30', '2025-11-01', 'Q3'],
      ['2025-12-31', '2026-02-01', 'Q4'],
      ['2026-03-31', '2026-05-01', 'Q1'],
    ] as const) {
      files['fundamentals.csv.gz'].push(
        fundamentalsRow(symbol, 'Q', end, filed, end.slice(0, 4), fp, {
          revenue: 1e9 * (1 + i / 10),
          net_income: 1e8 * (i + 1),
          total_assets: 5e9,
          equity: 2e9 + i * 1e8,
          free_cash_flow: 5e7 * (i + 1),
          shares_outstanding: 1e8,
        }),
      );
    }
    DAYS.forEach((day, k) => {
      const c = close - 3 + k;
      files['prices-daily.csv.gz'].push(`${symbol},${day},${c},${c + 1},${c - 1},${c},${1000 + k}`);
    });
    files['prices-monthly.csv.gz'].push(`${symbol},2026-06-30,${close - 2},${close - 2}`);
  });
  // AZO's figures on the prices' basis, which its split moves with them: the TTM row, the
  // estimates and a reported EPS beside its surprise.
  files['fundamentals.csv.gz'].push(
    fundamentalsRow('AZO', 'TTM', '2026-06-30', '2026-06-30', '2026', 'TTM', {
      revenue: 1.9e10,
      net_income: 2.6e9,
      eps_diluted: 150,
      shares_outstanding: 1.7e7,
    }),
  );
  files['estimates.csv'].push('AZO,2026-07-02,3600,170,40,18.5,3300,2500,120000,53550000000');
  files['earnings-surprises.csv.gz'].push('AZO,2026-05-20,35.4,33.1,6.95');
  return files;
}

type Rows<T> = { rows: T[] };

describe('a day in the life of the daily refresh (issue 55)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let queue: JobQueue | null = null;
  let env: Env;
  const dirs: string[] = [];
  const servers: ReplayServer[] = [];
  let replayDir: string;
  let sendAlerts: ReturnType<typeof vi.spyOn>;
  let rescores = 0;

  // A Pro API key: the test reads every listed company, past a visitor's free analyses (ADR 059).
  const PRO_KEY = 'day-in-the-life-pro-key';
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { [API_KEY_HEADER]: PRO_KEY } });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as Rows<T>).rows;
  const counts = () =>
    rows<Record<string, number>>(sql`select
      (select count(*)::int from prices_daily) as prices,
      (select count(*)::int from prices_monthly) as monthly,
      (select count(*)::int from dividends) as dividends,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from applied_splits) as splits,
      (select count(*)::int from companies where delisted_on is not null) as delisted,
      (select coalesce(sum(close), 0)::float8 from prices_daily) as closes,
      (select coalesce(sum(target_price), 0)::float8 from estimates) as targets,
      (select coalesce(sum(eps_actual), 0)::float8 from earnings_surprises) as reported,
      (select coalesce(sum(shares_outstanding), 0)::float8 from fundamental_periods) as shares`).then(
      (r) => r[0]!,
    );
  const replay = async (options: Omit<ReplayServerOptions, 'dir'> = {}) => {
    const server = await startReplayServer({ dir: replayDir, ...options });
    servers.push(server);
    return server;
  };
  // The providers' URLs go to whichever replay server the scenario is at.
  let current: ReplayServer;
  const fetchThroughReplay: typeof fetch = (input, init) => replayFetch(current.url)(input, init);
  const retryWithoutWaiting = { maxRetries: 1, sleep: async () => undefined };

  beforeAll(async () => {
    database = await createTestDatabase();
    const snapshotDir = writeSnapshot(universeSnapshot());
    dirs.push(snapshotDir);
    await importSnapshot({ database, dir: snapshotDir });
    expect((await runScoreJob(database, { historyYears: 1 })).status).toBe('succeeded');
    // One replay folder holding both providers' recorded answers (the layout is by host).
    replayDir = mkdtempSync(path.join(tmpdir(), 'evident-day-in-the-life-'));
    dirs.push(replayDir);
    cpSync(path.join(FIXTURES, 'polygon'), replayDir, { recursive: true });
    cpSync(path.join(FIXTURES, 'sec'), replayDir, { recursive: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-day-in-the-life-data-'));
    dirs.push(dataDir);
    env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      POLYGON_API_KEY: 'replayed-key',
      POLYGON_REQUESTS_PER_MINUTE: '1000',
      SEC_USER_AGENT: 'Evident tests test@example.com',
      REFRESH_INTERVAL_HOURS: '24',
      API_KEYS: `${PUBLIC_WEB_API_KEY},${PRO_KEY}:pro`,
    });
    app = await buildApp({ env, database, logger: false, healthCacheMs: 0 });
    // The alerts job as a started server wires it: after each run the read model loads.
    wireAlertsJob(app, database);
    sendAlerts = vi.spyOn(app.alerts, 'sendForLatestRun');
    await app.ready();
  }, scaled(300_000));

  afterAll(async () => {
    await queue?.stop().catch(() => {});
    await app?.close();
    await database?.dispose();
    for (const server of servers) await server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const refresher = () =>
    startRefreshScheduler({
      env,
      database,
      log: app.log,
      fetch: fetchThroughReplay,
      through: NEXT,
      sourceRetry: retryWithoutWaiting,
      // As runtime/jobs.ts: new data → a score run, which the server's read model then loads.
      onDataChanged: async () => {
        rescores += 1;
        expect((await runScoreJob(database, { historyYears: 1 })).status).toBe('succeeded');
        await app.readModel.reload();
      },
    });

  it(
    'a Polygon outage midway fails the job, which the queue retries; the previous data stays served',
    async () => {
      const before = await counts();
      const servedBefore = app.readModel.get()?.version;
      // The grouped bars and the splits answer; the dividends endpoint is down.
      current = await replay({ faults: [{ match: '/v3/reference/dividends', status: 503 }] });
      queue = await startJobQueue({ database, log: app.log, pollingIntervalSeconds: 0.5 });
      await scheduleRefresh(queue, refresher(), app.log, 0);
      const deadline = Date.now() + scaled(30_000);
      let states: Record<string, number> = {};
      while (Date.now() < deadline) {
        states = await queue.counts(QUEUES.refresh);
        if ((states.retry ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(states.retry).toBe(1);
      await queue.stop();
      queue = null;

      expect(current.requests.some((r) => r.url.includes('/v3/reference/dividends'))).toBe(true);
      expect(await counts()).toEqual(before);
      expect(rescores).toBe(0);
      expect(app.readModel.get()?.version).toBe(servedBefore);
      const aapl = pricesResponse.parse(
        (await get('/api/v1/stocks/NASDAQ:AAPL/prices?range=6m')).json(),
      );
      expect(aapl.data.items.at(-1)).toEqual({ date: D, close: 308 });
      const health = healthResponse.parse((await get('/api/v1/health')).json()).data;
      const polygon = health.data.sources?.find((s) => s.source === 'polygon');
      expect(polygon?.lastError).toMatch(/refresh of 2026-07-06 failed at polygon: .*HTTP 503/);
      expect(polygon?.lastSuccessAt).toBeNull();
    },
    scaled(90_000),
  );

  it(
    'the retried run applies the day: closes, split, dividend, delisting, new listing, ticker change',
    async () => {
      current = await replay();
      const result = await refresher().runNow();
      expect('daily' in result && result.daily).toMatchObject({ status: 'done', days: [NEXT] });
      expect(rescores).toBe(1);
      // Polygon was asked once for the day's bars although prices ran again after the listings.
      expect(current.requests.filter((r) => r.url.includes('/grouped/'))).toHaveLength(1);

      // Rescored as of the new day; the alerts job ran for the run the read model loaded.
      expect(app.readModel.get()?.asOf).toBe(NEXT);
      await vi.waitFor(() => expect(sendAlerts).toHaveBeenCalled(), { timeout: scaled(10_000) });
      const health = healthResponse.parse((await get('/api/v1/health')).json()).data;
      expect(health.data.scoredAsOf).toBe(NEXT);

      // New closes for every listed company (the delisted one has none).
      const listed = await rows<{ ticker: string; symbol: string }>(
        sql`select ticker, symbol from companies where delisted_on is null order by symbol`,
      );
      expect(listed.map((c) => c.symbol)).toEqual(
        ['AAPL', 'AZO', 'BRK.A', 'BRK.B', 'KO', 'MSFT', 'NWCO', 'RNMC', 'SHOP', 'TD'].sort(),
      );
      for (const { ticker } of listed) {
        const res = await get(`/api/v1/stocks/${ticker}/prices?range=6m`);
        expect(res.statusCode, ticker).toBe(200);
        expect(pricesResponse.parse(res.json()).data.items.at(-1)?.date, ticker).toBe(NEXT);
      }
      const aapl = pricesResponse.parse(
        (await get('/api/v1/stocks/NASDAQ:AAPL/prices?range=6m')).json(),
      ).data.items;
      expect(aapl.at(-1)).toEqual({ date: NEXT, close: 310.27 });

      // AZO's 10-for-1 split: the history before it on the new basis, the day's bar as traded.
      const azo = pricesResponse.parse(
        (await get('/api/v1/stocks/NYSE:AZO/prices?range=6m')).json(),
      ).data.items;
      expect(azo.slice(-2)).toEqual([
        { date: D, close: 315 },
        { date: NEXT, close: 318.44 },
      ]);
      const [azoVolume] = await rows<{ volume: number }>(
        sql`select volume from prices_daily where symbol = 'AZO' and date = ${D}`,
      );
      expect(azoVolume?.volume).toBe(10_030);
      // Its figures of today moved with the prices; its quarterly reports kept their counts.
      expect(
        await rows(sql`select shares_outstanding::float8 as shares, eps_diluted::float8 as eps
          from fundamental_periods where symbol = 'AZO' and period_type = 'TTM'`),
      ).toEqual([{ shares: 1.7e8, eps: 15 }]);
      expect(
        await rows(sql`select target_price, eps_next_year, eps_next_quarter, forward_pe,
          week52_high, week52_low, avg_volume, market_cap from estimates where symbol = 'AZO'`),
      ).toEqual([
        {
          target_price: 360,
          eps_next_year: 17,
          eps_next_quarter: 4,
          forward_pe: 18.5,
          week52_high: 330,
          week52_low: 250,
          avg_volume: 1_200_000,
          market_cap: 53_550_000_000,
        },
      ]);
      expect(
        await rows(sql`select eps_actual, eps_estimate, surprise_pct from earnings_surprises
          where symbol = 'AZO'`),
      ).toEqual([{ eps_actual: 3.54, eps_estimate: 3.31, surprise_pct: 6.95 }]);
      expect(
        await rows(sql`select distinct shares_outstanding::float8 as shares from fundamental_periods
          where symbol = 'AZO' and period_type = 'Q'`),
      ).toEqual([{ shares: 1e8 }]);

      // KO's dividend (0.53, ex 2026-07-06) is the dividend yield the rescore measured.
      const ko = companyDetailResponse.parse((await get('/api/v1/stocks/NYSE:KO')).json()).data;
      expect(ko.kpis.dividendYield).toBeCloseTo(0.53 / 83.9, 6);

      // HOLX left SEC's map: kept with its history, marked delisted on the day, not scored.
      const holx = companyDetailResponse.parse((await get('/api/v1/stocks/NASDAQ:HOLX')).json());
      expect(holx.data.delistedOn).toBe(NEXT);
      const holxScored = await rows<{ n: number }>(sql`
        select count(*)::int as n from company_scores
        where symbol = 'HOLX' and run_id = (select max(id) from score_runs where status = 'succeeded')`);
      expect(holxScored[0]?.n).toBe(0);

      // NWCO, the IPO: a company, searchable, with its first close.
      const search = await get('/api/v1/stocks?search=newco');
      expect(search.json().data).toEqual([
        { symbol: 'NWCO', ticker: 'NYSE:NWCO', companyName: 'Replay Newco Inc.' },
      ]);
      const nwco = companyDetailResponse.parse((await get('/api/v1/stocks/NYSE:NWCO')).json());
      expect(nwco.data.lastClose).toBe(25.6);
      expect(nwco.data.delistedOn).toBeNull();

      // RRNM became RNMC: one company (CIK 2087654) with its history under the new ticker.
      expect((await get('/api/v1/stocks/NASDAQ:RRNM')).statusCode).toBe(404);
      const rnmc = pricesResponse.parse(
        (await get('/api/v1/stocks/NASDAQ:RNMC/prices?range=6m')).json(),
      ).data.items;
      expect(rnmc.map((p) => p.date)).toEqual([...DAYS, NEXT]);
      const renamed = await rows<{ symbol: string; cik: string }>(
        sql`select symbol, cik from companies where cik = '2087654'`,
      );
      expect(renamed).toEqual([{ symbol: 'RNMC', cik: '2087654' }]);

      // SHOP moved to Nasdaq: its ticker follows; its name stays the data's (SEC writes
      // "SHOPIFY INC."); the others' exchanges and names are unchanged.
      expect(
        await rows(sql`select symbol, ticker, name from companies
          where symbol in ('SHOP', 'KO') order by symbol`),
      ).toEqual([
        { symbol: 'KO', ticker: 'NYSE:KO', name: 'The Coca-Cola Company' },
        { symbol: 'SHOP', ticker: 'NASDAQ:SHOP', name: 'Shopify Inc.' },
      ]);
      expect((await get('/api/v1/stocks/NASDAQ:SHOP')).statusCode).toBe(200);

      // Health per source: Polygon and SEC's listings current to the day, the outage kept.
      const sources = health.data.sources ?? [];
      const behind = tradingDaysToFetch(NEXT, latestCompletedTradingDay(new Date())).length;
      expect(sources.map((s) => s.source)).toEqual(['polygon', 'sec-listings', 'sec-filings']);
      expect(sources[0]).toMatchObject({ lastDay: NEXT, daysBehind: behind });
      expect(sources[0]?.lastSuccessAt).not.toBeNull();
      expect(sources[0]?.lastError).toMatch(/HTTP 503/);
      expect(sources[1]).toMatchObject({ lastDay: NEXT, daysBehind: behind, lastError: null });
      // Filings: the day's SEC index read and the filers' companyfacts stored after the listings.
      expect(sources[2]).toMatchObject({ lastDay: NEXT, daysBehind: behind, lastError: null });
    },
    scaled(180_000),
  );

  it(
    'applied again, the day writes nothing new (no duplicate rows, the split not applied twice)',
    async () => {
      current = await replay();
      const before = await counts();
      const again = await refresher().runNow();
      expect('daily' in again && again.daily).toEqual({ status: 'current', lastDay: NEXT });
      // The steps themselves, run again for the day: nothing changes.
      const steps = refreshStepsFromEnv(env, fetchThroughReplay, retryWithoutWaiting);
      const run = { lastStored: D, through: NEXT, days: [NEXT] };
      for (const { step } of [...steps.daily, ...steps.oncePerRun, ...steps.daily]) {
        const result = await step({
          database,
          log: app.log,
          fetch: fetchThroughReplay,
          day: NEXT,
          run,
        });
        expect(result, result.source).toMatchObject({ changed: false, rowsWritten: 0 });
      }
      expect(await counts()).toEqual(before);
      expect(rescores).toBe(1);
    },
    scaled(60_000),
  );
});
