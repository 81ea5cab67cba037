import { rmSync } from 'node:fs';
import { companyDetailResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  fundamentalsRow,
  scoredUniverseSnapshot,
  writeSnapshot,
} from '../../test/snapshot-fixture';

/* ADR 029 on `GET /stocks/{ticker}`: financial companies flagged, the buyback yield's basis. */
describe('company answer: financial companies and the buyback basis', () => {
  let t: TestApp;
  let dir: string;
  const company = async (ticker: string) => {
    const res = await t.app.inject({ url: `/api/v1/stocks/${ticker}`, headers: WEB_KEY });
    expect(res.statusCode).toBe(200);
    return companyDetailResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const files = scoredUniverseSnapshot();
    // Company 0 reports $200m of repurchases for its fiscal year 2025 (cash flow statement).
    files['fundamentals.csv.gz'].push(
      fundamentalsRow('COA', 'FY', '2025-12-31', '2026-02-15', '2025', 'FY', {
        share_repurchases: 2e8,
      }),
    );
    dir = writeSnapshot(files);
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 0 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the buyback yield from reported repurchases over market value, and says so', async () => {
    const c = await company('NASDAQ:COA');
    // Market value from the estimate: $2,000m; repurchases $200m → 10%.
    expect(c.kpis.marketCap).toBe(2e9);
    expect(c.metrics.buybackYield!.value).toBeCloseTo(0.1, 12);
    expect(c.metrics.buybackYield!.note).toBe(
      'Buybacks: share repurchases in the cash flow statement of the twelve months to Dec 31, 2025, over today’s market value. Stock issued is not in the data, so this is gross of new shares.',
    );
    expect(c.metrics.netPayoutYield!.note).toBe(c.metrics.buybackYield!.note);
    expect(c.metrics.dividendYield?.note).toBeUndefined();
  });

  it('falls back to the share count elsewhere, and says that instead', async () => {
    const c = await company('NASDAQ:COB');
    // 101m shares a year earlier, 100m now.
    expect(c.metrics.buybackYield!.value).toBeCloseTo(0.01, 12);
    expect(c.metrics.buybackYield!.note).toMatch(/^Buybacks: the fall in the diluted share count/);
  });

  it('flags an insurer as financial and an industrial company as not', async () => {
    expect((await company('NYSE:BRK.B')).isFinancial).toBe(true);
    expect((await company('NASDAQ:AAPL')).isFinancial).toBe(false);
  });
});
