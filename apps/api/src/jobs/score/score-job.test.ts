import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScores, dailySelections, scoreHistory, scoreRuns } from '../../db/schema';
import { baseSnapshot, fundamentalsRow, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { RUNS_KEPT, runScoreJob } from './score-job';

/** A small universe: twelve companies with four quarters, prices and a TTM row each. */
function universeSnapshot() {
  const files = baseSnapshot();
  const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
  for (let i = 0; i < 12; i++) {
    const t = `CO${String.fromCharCode(65 + i)}`;
    files['companies.csv'].push(
      `${t},Company ${i},NASDAQ,,Technology,Software,United States,,,0,0`,
    );
    const q = (end: string, filed: string, fy: string, fp: string) =>
      fundamentalsRow(t, 'Q', end, filed, fy, fp, {
        revenue: 1e9 * (1 + i / 10),
        net_income: 1e8 * (i - 3),
        total_assets: 5e9,
        equity: 2e9 + i * 1e8,
        free_cash_flow: 5e7 * (i + 1),
        shares_outstanding: 1e8,
      });
    files['fundamentals.csv.gz'].push(
      fundamentalsRow(t, 'Q', '2025-06-30', '2025-08-01', '2025', 'Q2', {
        revenue: 1e9 * (1 + i / 10),
        net_income: 1e8 * (i - 3),
        total_assets: 5e9,
        equity: 2e9 + i * 1e8,
        free_cash_flow: 5e7 * (i + 1),
        // A year ago there were more shares: buybacks.
        shares_outstanding: 1e8 * (1 + i / 100),
      }),
      q('2025-09-30', '2025-11-01', '2025', 'Q3'),
      q('2025-12-31', '2026-02-01', '2025', 'Q4'),
      q('2026-03-31', '2026-05-01', '2026', 'Q1'),
      q('2026-06-30', '2026-06-30', '2026', 'Q2'),
      fundamentalsRow(t, 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', {
        revenue: 4e9 * (1 + i / 10),
        net_income: 4e8 * (i - 3),
        total_assets: 5e9,
        total_liabilities: 3e9 - i * 1e8,
        equity: 2e9 + i * 1e8,
        cash: 5e8,
        total_debt: 1e9,
        shares_outstanding: 1e8,
      }),
    );
    for (const [k, d] of days.entries())
      files['prices-daily.csv.gz'].push(`${t},${d},,,,${20 + i + k / 10},${1e6}`);
    files['prices-monthly.csv.gz'].push(`${t},2026-06-30,${20 + i},${20 + i}`);
    files['dividends.csv.gz'].push(`${t},2026-05-15,${(0.1 * (i + 1)).toFixed(2)}`);
    files['estimates.csv'].push(`${t},2026-07-02,,,,,,,1000000,${(20 + i) * 1e8}`);
  }
  return files;
}

describe('score job', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = writeSnapshot(universeSnapshot());
    await importSnapshot({ database, dir });
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('scores the universe as of the latest price date and stores scores, history and peers', async () => {
    const result = await runScoreJob(database, { historyYears: 1 });
    expect(result).toMatchObject({ status: 'succeeded', asOf: '2026-07-02' });
    const [run] = await database.db.select().from(scoreRuns).where(eq(scoreRuns.id, result.runId!));
    expect(run).toMatchObject({ status: 'succeeded', asOf: '2026-07-02' });
    expect(run!.dataVersion).toMatch(/^snapshot-/);
    // Rankings are stored with the run: NASDAQ listings best first; NYSE names are not in it.
    expect(run!.rankings.topNasdaq[0]).toBe('COL');
    expect(run!.rankings.topNasdaq).not.toContain('BRK.B');

    const scores = await database.db
      .select()
      .from(companyScores)
      .where(eq(companyScores.runId, result.runId!));
    const symbols = scores.map((s) => s.symbol).sort();
    // The ETF (SPY) is not scored; every company with a recent price is.
    expect(symbols).not.toContain('SPY');
    expect(symbols).toContain('COA');
    const best = scores.find((s) => s.symbol === 'COL')!;
    const worst = scores.find((s) => s.symbol === 'COA')!;
    expect(best.evidentScoreValue).not.toBeNull();
    expect(best.evidentScoreValue!).toBeGreaterThan(worst.evidentScoreValue ?? -1);
    expect(best.peers.length).toBeGreaterThan(0);
    expect(best.peers).not.toContain('COL');
    expect((best.context as { lastClose: number }).lastClose).toBeCloseTo(31.3, 6);
    for (const s of scores) {
      for (const v of Object.values(s.metrics)) {
        if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }
    }

    const history = await database.db
      .select()
      .from(scoreHistory)
      .where(eq(scoreHistory.runId, result.runId!));
    expect(history.some((h) => h.symbol === 'COL' && h.asOf === '2026-07-02')).toBe(true);
    const selections = await database.db
      .select()
      .from(dailySelections)
      .where(eq(dailySelections.runId, result.runId!));
    expect(selections.every((s) => s.evidentScorePercentile >= 90)).toBe(true);
  });

  it(`keeps the last ${RUNS_KEPT} runs`, async () => {
    for (let i = 0; i < RUNS_KEPT + 1; i++) await runScoreJob(database, { historyYears: 0 });
    const runs = await database.db.select().from(scoreRuns);
    expect(runs).toHaveLength(RUNS_KEPT);
    const ids = new Set(runs.map((r) => r.id));
    const leftovers = (
      await database.db.select({ runId: companyScores.runId }).from(companyScores)
    ).filter((r) => !ids.has(r.runId));
    expect(leftovers).toEqual([]);
  });
});
