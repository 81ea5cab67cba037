import { rmSync } from 'node:fs';
import { companyDetailResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  addThinDataCompany,
  scoredUniverseSnapshot,
  writeSnapshot,
} from '../../test/snapshot-fixture';

/* Issue 52 on `GET /stocks/{ticker}`: ADR 047 (not enough data) and ADR 048 (figure notes). */
describe('company answer: not enough data for an Evident Score', () => {
  let t: TestApp;
  let dir: string;
  // Each read from an address of its own: this is about the answer, not the free tier's meter
  // (a visitor may read 5 companies a month; ADR 059).
  let reader = 0;
  const company = async (ticker: string) => {
    const res = await t.app.inject({
      url: `/api/v1/stocks/${ticker}`,
      headers: WEB_KEY,
      remoteAddress: `10.0.0.${++reader}`,
    });
    expect(res.statusCode).toBe(200);
    return companyDetailResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(addThinDataCompany(scoredUniverseSnapshot()));
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 0 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has no score, the factors it has, and what each short factor misses', async () => {
    const c = await company('NASDAQ:THIN');
    expect(c.evidentScore).toBeNull();
    expect(c.evidentScoreValue).toBeNull();
    const data = c.scoreData!;
    expect(data).toMatchObject({ enough: false, factorsPresent: 3, factorsNeeded: 4 });
    const byFactor = Object.fromEntries(data.factors.map((f) => [f.factor, f]));
    expect(byFactor.Value!.enough).toBe(true);
    expect(byFactor.Profitability!.enough).toBe(true);
    expect(byFactor.Health!.enough).toBe(true);
    expect(byFactor.Growth).toMatchObject({ enough: false, present: 0, needed: 2 });
    expect(byFactor.Growth!.missing).toEqual([
      'revenueCagr3y',
      'epsCagr3y',
      'fcfCagr3y',
      'revenueGrowth1y',
      'epsGrowth1y',
    ]);
    expect(byFactor.ShareholderRetribution!.enough).toBe(false);
    expect(byFactor.ShareholderRetribution!.missing).toContain('dividendYield');
    // The factors it has are still answered with their values.
    expect(c.factors.Value.value).not.toBeNull();
    expect(c.factors.Growth.value).toBeNull();
  });

  it('names the one-off gain: net income $31m over an operating loss of $4m', async () => {
    const c = await company('NASDAQ:THIN');
    const oneOff = c.figureNotes!.find((n) => n.code === 'oneOffIncome');
    expect(oneOff).toMatchObject({
      code: 'oneOffIncome',
      amount: 35e6,
      netIncome: 31e6,
      operatingResult: -4e6,
      basis: 'operatingIncome',
    });
    // Its earnings yield is the operating loss over market value (−$4m ÷ $7.2m), not +430%.
    expect(c.metrics.earningsYield!.value).toBeCloseTo(-4e6 / (0.73 * 10e6), 4);
    expect(c.figureNotes!.map((n) => n.code)).toContain('tinyRevenue');
  });

  it('a scored company has enough data and every scored one has at least 4 factors', async () => {
    const c = await company('NASDAQ:COB');
    expect(c.evidentScore).not.toBeNull();
    expect(c.scoreData!.enough).toBe(true);
    const res = await t.app.inject({
      url: '/api/v1/companies/rankings/top-nasdaq?limit=50',
      headers: WEB_KEY,
    });
    expect(res.statusCode).toBe(200);
    const ranked = (res.json() as { data: { ticker: string }[] }).data;
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.map((r) => r.ticker)).not.toContain('NASDAQ:THIN');
    for (const r of ranked) {
      const detail = await company(r.ticker);
      const core = (
        ['Value', 'Growth', 'Profitability', 'Health', 'ShareholderRetribution'] as const
      ).filter((k) => detail.factors[k].value !== null);
      expect(core.length, r.ticker).toBeGreaterThanOrEqual(4);
    }
  });
});
