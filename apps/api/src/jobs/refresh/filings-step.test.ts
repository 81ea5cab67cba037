import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayKey } from '@evident/ingest/replay/replay-key';
import {
  replayFetch,
  startReplayServer,
  type ReplayServer,
  type ReplayServerOptions,
} from '@evident/ingest/replay/replay-server';
import { SecEdgarConfigError, SecEdgarHttpError } from '@evident/ingest/sec-edgar/errors';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config/env';
import { companies, fundamentalPeriods } from '../../db/schema';
import { periodsFiledOnOrBefore } from '../../data/point-in-time.repository';
import { storeFundamentalPeriods } from '../../data/market-data-store.repository';
import { createTestDatabase } from '../../test/test-database';
import { scaled } from '../../test/time-scale';
import { createFilingsStep, filingsStepFromEnv, type FilingsStepOptions } from './filings-step';
import type { RefreshStepContext } from './refresh-step';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const SEC_FIXTURES = path.join(repoRoot, 'packages/ingest/src/replay/fixtures/sec');
const USER_AGENT = 'Evident tests filings@evident.example';
const DAY = '2026-07-06';
const silentLog = { info() {}, warn() {} };
const noWait = { sleep: async () => undefined };

/** The companies of the replay day's index that Evident knows, and Apple (an 8-K only). */
const KNOWN = [
  ['AAPL', '320193'],
  ['MSFT', '789019'],
  ['AZO', '866787'],
  ['KO', '21344'],
  ['TD', '947263'],
  ['SHOP', '1594805'],
] as const;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ReplayServer | undefined;

async function seedCompanies(rows: readonly (readonly [string, string])[]) {
  await database.db.insert(companies).values(
    rows.map(([symbol, cik]) => ({
      symbol,
      ticker: symbol,
      exchange: 'NYSE',
      name: symbol,
      cik,
      sp500: false,
      isEtf: false,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  await database.db.delete(fundamentalPeriods);
  await database.db.delete(companies);
  await seedCompanies(KNOWN);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function runDay(
  replay: Omit<ReplayServerOptions, 'dir'> & { dir?: string } = {},
  options: Partial<FilingsStepOptions> = {},
  day = DAY,
) {
  await server?.close();
  server = await startReplayServer({ dir: SEC_FIXTURES, ...replay });
  const step = createFilingsStep({ userAgent: USER_AGENT, retry: noWait, ...options });
  const context: RefreshStepContext = {
    database,
    log: silentLog,
    fetch: replayFetch(server.url),
    day,
  };
  return { run: () => step(context), server };
}

const fetchedCiks = (s: ReplayServer) =>
  s.requests
    .map((r) => /companyfacts\/CIK0*(\d+)\.json/.exec(r.url)?.[1])
    .filter((cik): cik is string => cik !== undefined);

async function versions(symbol: string) {
  return database.db
    .select()
    .from(fundamentalPeriods)
    .where(eq(fundamentalPeriods.symbol, symbol))
    .orderBy(
      asc(fundamentalPeriods.periodType),
      asc(fundamentalPeriods.periodEnd),
      asc(fundamentalPeriods.filed),
    );
}

async function rowCount(): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from fundamental_periods`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('the filings step', () => {
  it('stores the new period of a company that filed, with its filing date, and fetches nobody else', async () => {
    const { run, server } = await runDay();
    const result = await run();

    // The index, then the five known companies that filed a periodic report: not Apple (an 8-K),
    // not Replay Rename Corp or the late filer (not known), not the Form 3/4 filers.
    expect(server.requests[0]!.url).toBe(
      'https://www.sec.gov/Archives/edgar/daily-index/2026/QTR3/form.20260706.idx',
    );
    expect(fetchedCiks(server).sort()).toEqual(['1594805', '21344', '789019', '866787', '947263']);
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([USER_AGENT]));

    // Microsoft's 10-Q: its new quarter, filed that day; none of its older periods is rewritten.
    const msft = await versions('MSFT');
    expect(msft.map((p) => [p.periodType, p.periodEnd, p.filed])).toEqual([
      ['Q', '2026-06-30', DAY],
    ]);
    expect(msft[0]).toMatchObject({
      operatingCashFlow: 275_000,
      capex: 85_000,
      source: 'sec_edgar',
    });
    // Shopify's 40-F: two fiscal years first filed that day. Toronto-Dominion reports in IFRS:
    // fetched, nothing mapped, not a failure.
    expect((await versions('SHOP')).map((p) => [p.periodEnd, p.revenue, p.filed])).toEqual([
      ['2024-12-31', 8_880_000_000, DAY],
      ['2025-12-31', 11_200_000_000, DAY],
    ]);
    expect(await versions('TD')).toEqual([]);

    expect(result).toEqual({
      source: 'sec-filings',
      changed: true,
      rowsWritten: await rowCount(),
      // The index's one malformed line is reported, never fatal.
      failed: [{ item: 'form.20260706.idx line 21', reason: expect.any(String) }],
    });
  });

  it('is idempotent: the same day twice writes nothing new', async () => {
    await (await runDay()).run();
    const before = await rowCount();
    const again = await (await runDay()).run();
    expect(again).toMatchObject({ changed: false, rowsWritten: 0 });
    expect(await rowCount()).toBe(before);
  });

  it('stores an amended 10-K as a new version with the amendment’s date, keeping what was known before', async () => {
    // AutoZone's FY2023 as it was public before the amendment, with a figure SEC's facts lack.
    await storeFundamentalPeriods(database.db, [
      {
        symbol: 'AZO',
        periodType: 'FY',
        periodEnd: '2023-12-31',
        filed: '2024-02-28',
        fiscalYear: 2023,
        fiscalPeriod: 'FY',
        revenue: 11_000_000,
        netIncome: 1_500_000,
        totalAssets: 55_000_000,
        dividendsPaid: 400_000,
        source: 'snapshot_test',
      } as Parameters<typeof storeFundamentalPeriods>[1][number],
    ]);
    await (await runDay()).run();

    const fy2023 = (await versions('AZO')).filter((p) => p.periodEnd === '2023-12-31');
    expect(fy2023.map((p) => [p.filed, p.revenue, p.netIncome, p.dividendsPaid, p.source])).toEqual(
      [
        ['2024-02-28', 11_000_000, 1_500_000, 400_000, 'snapshot_test'],
        [DAY, 10_800_000, 1_500_000, 400_000, 'sec_edgar+snapshot_test'],
      ],
    );
    const asOf = async (date: string) =>
      (await periodsFiledOnOrBefore(database.db, date, ['AZO'])).find(
        (p) => p.periodEnd === '2023-12-31',
      )?.revenue;
    expect([await asOf('2026-07-03'), await asOf(DAY)]).toEqual([11_000_000, 10_800_000]);

    // Coca-Cola's 10-Q/A: the amended quarter with the amendment's date; the original 10-Q
    // (filed 2026-04-28, before this day) is history, not this day's filing.
    expect((await versions('KO')).map((p) => [p.periodEnd, p.filed, p.revenue])).toEqual([
      ['2026-04-03', DAY, 11_650_000_000],
    ]);
  });

  it('reports a malformed companyfacts answer for one company and stores the others', async () => {
    const { run } = await runDay({
      faults: [
        { match: 'CIK0000021344', status: 200, body: '{"cik": 21344, "facts": ' },
        {
          match: 'CIK0001594805',
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: '{"unexpected": true}',
        },
      ],
    });
    const result = await run();
    expect(result.failed.map((f) => f.item)).toEqual(
      expect.arrayContaining([
        'CIK 21344 (KO; 10-Q/A)',
        'CIK 1594805 (SHOP; 40-F)',
        'form.20260706.idx line 21',
      ]),
    );
    expect(result.failed).toHaveLength(3);
    expect(result.failed.find((f) => f.item.startsWith('CIK 21344'))!.reason).toMatch(
      /did not return JSON/,
    );
    expect(await versions('KO')).toEqual([]);
    expect(await versions('SHOP')).toEqual([]);
    expect((await versions('MSFT')).map((p) => p.periodEnd)).toEqual(['2026-06-30']);
  });

  it('waits out SEC’s 429 and retries a 5xx, then stores what the answers say', async () => {
    const { run, server } = await runDay({
      faults: [
        { match: 'CIK0000789019', times: 1, status: 429, headers: { 'retry-after': '0' } },
        { match: 'CIK0000866787', times: 2, status: 503 },
      ],
    });
    const result = await run();
    expect(result.failed).toHaveLength(1); // the index's malformed line only
    const statuses = (cik: string) =>
      server.requests.filter((r) => r.url.includes(`CIK${cik}`)).map((r) => r.status);
    expect([statuses('0000789019'), statuses('0000866787')]).toEqual([
      [429, 200],
      [503, 503, 200],
    ]);
    expect((await versions('MSFT')).map((p) => p.periodEnd)).toEqual(['2026-06-30']);
    expect((await versions('AZO')).map((p) => [p.periodEnd, p.filed])).toEqual([
      ['2023-12-31', DAY],
    ]);
  });

  it('throws when the index stays unreachable, so the day is retried, and fetches nothing else', async () => {
    const { run, server } = await runDay({ faults: [{ match: 'daily-index', status: 503 }] });
    await expect(run()).rejects.toBeInstanceOf(SecEdgarHttpError);
    expect(server.requests.map((r) => r.status)).toEqual([503, 503, 503]); // 1 + 2 retries
    expect(await rowCount()).toBe(0);
  });

  it('throws when SEC fails midway, and the retried day writes only what is missing', async () => {
    // One company at a time: two companyfacts answers, then SEC is down.
    const first = await runDay(
      { faults: [{ match: 'companyfacts', after: 2, status: 503 }] },
      { concurrency: 1 },
    );
    await expect(first.run()).rejects.toBeInstanceOf(SecEdgarHttpError);
    const fetched = fetchedCiks(first.server);
    expect(new Set(fetched).size).toBe(3); // two answered, the third failed: no fourth asked
    const partial = await rowCount();

    const retried = await (await runDay({}, { concurrency: 1 })).run();
    expect(retried.rowsWritten).toBe((await rowCount()) - partial);

    // The same rows as one clean run.
    const written = (
      await database.db
        .select({ symbol: fundamentalPeriods.symbol, filed: fundamentalPeriods.filed })
        .from(fundamentalPeriods)
        .where(eq(fundamentalPeriods.filed, DAY))
    ).length;
    expect(written).toBe(await rowCount());
    expect(await rowCount()).toBe(5); // MSFT 1, AZO 1, KO 1, SHOP 2 — nothing twice
  });

  it('says at once that SEC_USER_AGENT is missing, and is off without it', () => {
    expect(() => createFilingsStep({ userAgent: ' ' })).toThrow(SecEdgarConfigError);
    expect(filingsStepFromEnv({ SEC_USER_AGENT: undefined })).toBeUndefined();
    expect(filingsStepFromEnv({ SEC_USER_AGENT: USER_AGENT })).toBeTypeOf('function');
  });
});

describe('the filings step’s pace', () => {
  const COMPANIES = 24;
  let dir: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A replay folder in SEC's formats: an index listing COMPANIES 10-Q filers, their facts. */
  function busyDay(): string {
    dir = mkdtempSync(path.join(tmpdir(), 'filings-pace-'));
    const indexText = readFileSync(
      path.join(
        SEC_FIXTURES,
        'www.sec.gov/Archives/edgar/daily-index/2026/QTR3/form.20260706.idx__GET.body',
      ),
      'utf8',
    );
    const header = indexText.slice(0, indexText.indexOf('\n', indexText.indexOf('-----')) + 1);
    const facts = readFileSync(
      path.join(SEC_FIXTURES, 'data.sec.gov/api/xbrl/companyfacts/CIK0000789019.json__GET.body'),
      'utf8',
    );
    const lines: string[] = [];
    for (let i = 0; i < COMPANIES; i++) {
      const cik = String(3_000_001 + i);
      lines.push(
        `${'10-Q'.padEnd(12)}${`Pace Test ${i}`.padEnd(62)}${cik.padEnd(12)}20260706    edgar/data/${cik}/000${cik}-26-000001.txt  `,
      );
      const file = path.join(
        dir,
        replayKey(
          'GET',
          new URL(`https://data.sec.gov/api/xbrl/companyfacts/CIK${cik.padStart(10, '0')}.json`),
        ),
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.body`, facts.replace('"cik":789019', `"cik":${cik}`));
    }
    const indexFile = path.join(
      dir,
      replayKey(
        'GET',
        new URL('https://www.sec.gov/Archives/edgar/daily-index/2026/QTR3/form.20260706.idx'),
      ),
    );
    mkdirSync(path.dirname(indexFile), { recursive: true });
    writeFileSync(`${indexFile}.body`, `${header}${lines.join('\n')}\n`);
    cpSync(path.join(SEC_FIXTURES, 'www.sec.gov/files'), path.join(dir, 'www.sec.gov/files'), {
      recursive: true,
    });
    return dir;
  }

  it(
    'never lets SEC see more than 10 requests in a second, counted from the server’s arrival times',
    async () => {
      const folder = busyDay();
      await seedCompanies(
        Array.from({ length: COMPANIES }, (_, i) => [`PACE${i}`, String(3_000_001 + i)] as const),
      );
      const { run, server } = await runDay({ dir: folder }, { concurrency: 8 });
      const result = await run();
      expect(result).toMatchObject({ changed: true, rowsWritten: COMPANIES, failed: [] });
      const arrivals = server.requests.map((r) => r.receivedAt);
      expect(arrivals).toHaveLength(COMPANIES + 1);
      // SEC's rule as SEC would count it: 11 consecutive arrivals never within one second.
      // (The pacer sends 120 ms apart. Bursts of 10 a second gave 1,015 ms at least here but
      // 12 in one second in the filings bench; bursts of 11 a second gave 888 ms here.)
      const spans = arrivals.slice(10).map((at, i) => at - arrivals[i]!);
      expect(Math.min(...spans)).toBeGreaterThanOrEqual(1000);
    },
    scaled(30_000),
  );
});
