import { rmSync } from 'node:fs';
import { liveRecordResponse } from '@evident/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, companyScores, liveLists, pricesDaily } from '../../db/schema';
import { scoreIfStale } from '../../jobs/score/auto-score';
import { createActivityTracker } from '../../runtime/activity';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { runScoreJob } from '../../jobs/score/score-job';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { upsertLiveList } from './live-record.repository';
import { addMonths, wholeMonths } from './live-record.service';

describe('the live record (issue 25, ADR 032 section 5)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const live = async () => {
    const res = await t.app.inject({ url: '/api/v1/evidence/live' });
    expect(res.statusCode).toBe(200);
    return { data: liveRecordResponse.parse(res.json()).data, etag: res.headers.etag };
  };

  it('counts calendar months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-07-02', 12)).toBe('2027-07-02');
    expect(wholeMonths('2026-07-02', '2026-08-01')).toBe(0);
    expect(wholeMonths('2026-07-02', '2026-08-02')).toBe(1);
  });

  it('keeps each run’s 90+ list with its date (not a baseline’s), and says when nothing followed', async () => {
    expect((await live()).data).toEqual({
      horizons: [1, 3, 6, 12, 36],
      since: null,
      latestPrice: expect.any(String),
      monthsSince: null,
      lists: [],
    });
    const run = await runScoreJob(t.database, { historyYears: 1 });
    if (run.status !== 'succeeded') throw new Error(run.status);
    await runScoreJob(t.database, { historyYears: 0, asOf: '2026-05-29' });
    const kept = await t.database.db.select().from(liveLists);
    expect(kept.map((l) => [l.asOf, l.kind, l.runId])).toEqual([[run.asOf, 'score-90', run.runId]]);
    // The list is the run's S&P 500 members scored 90 or more.
    const expected = (
      await t.database.db
        .select({
          symbol: companyScores.symbol,
          p: companyScores.evidentScorePercentile,
          sp500: companies.sp500,
        })
        .from(companyScores)
        .innerJoin(companies, eq(companies.symbol, companyScores.symbol))
        .where(eq(companyScores.runId, run.runId!))
    )
      .filter((r) => r.sp500 && (r.p ?? 0) >= 90)
      .map((r) => r.symbol)
      .sort();
    expect(kept[0]!.symbols).toEqual(expected);
    // An installation scored before the live record existed keeps its latest run's list at the
    // next start (no new run needed).
    await t.database.db.delete(liveLists);
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    expect(await scoreIfStale(t.database, log, createActivityTracker())).toBe(false);
    expect((await t.database.db.select().from(liveLists)).map((l) => l.runId)).toEqual([run.runId]);
    const { data } = await live();
    expect(data.since).toBe(run.asOf);
    expect(data.monthsSince).toBe(0);
    expect(data.lists[0]).toMatchObject({ asOf: run.asOf, horizons: [], sinceThen: null });
  });

  it('follows a list’s equal-weight return against SPY as later closes arrive', async () => {
    // A list of two companies on 2026-07-02, then two months of closes (hand-computed returns).
    await upsertLiveList(t.database.db, {
      asOf: '2026-07-02',
      kind: 'score-90',
      runId: 999,
      symbols: ['AAPL', 'BRK.B', 'GONE'],
    });
    const before = await live();
    const close = (symbol: string, date: string, c: number) => ({ symbol, date, close: c });
    await t.database.db
      .insert(pricesDaily)
      .values([
        close('AAPL', '2026-07-02', 100),
        close('BRK.B', '2026-07-02', 50),
        close('SPY', '2026-07-02', 400),
        close('AAPL', '2026-07-31', 105),
        close('BRK.B', '2026-07-31', 52),
        close('SPY', '2026-07-31', 410),
        close('AAPL', '2026-09-04', 121),
        close('BRK.B', '2026-09-04', 55),
        close('SPY', '2026-09-04', 420),
      ])
      .onConflictDoUpdate({
        target: [pricesDaily.symbol, pricesDaily.date],
        set: { close: sql`excluded.close` },
      });
    const after = await live();
    // A later close is a new answer.
    expect(after.etag).not.toBe(before.etag);
    const list = after.data.lists.find((l) => l.asOf === '2026-07-02')!;
    expect(after.data.latestPrice).toBe('2026-09-04');
    expect(after.data.monthsSince).toBe(2);
    expect(list.companies).toBe(3);
    // One month on is 2026-08-02, a Sunday: the closes of Friday 2026-07-31 count.
    // (+5% and +4%) / 2 = +4.5% against SPY's +2.5%.
    const [oneMonth] = list.horizons;
    expect(oneMonth).toMatchObject({ months: 1, end: '2026-08-02', priced: 2 });
    expect(oneMonth!.listReturn).toBeCloseTo(0.045, 12);
    expect(oneMonth!.spyReturn).toBeCloseTo(0.025, 12);
    expect(list.horizons).toHaveLength(1);
    // Up to the latest close: (+21% and +10%) / 2 = +15.5% against SPY's +5%; GONE has no price.
    expect(list.sinceThen).toMatchObject({ end: '2026-09-04', priced: 2 });
    expect(list.sinceThen!.listReturn).toBeCloseTo(0.155, 12);
    expect(list.sinceThen!.spyReturn).toBeCloseTo(0.05, 12);
  });
});
