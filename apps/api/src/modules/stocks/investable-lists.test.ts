import { rmSync } from 'node:fs';
import { dailySelectionsResponse, rankingResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investableFailures } from '@evident/engine/universe/investable';
import { investableReport } from '../../jobs/data-report/investable';
import { servedLists } from '../../data/investable-report.repository';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { HEADERS, scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';

/*
 * Issue 52 item 4 (ADR 049): no ranking or daily selection has a member outside the investable
 * universe. The fixture's best company (COL) is copied twice with the same statements: PENY
 * trades at $0.50 (same market value, plenty of volume) and TINY is worth $31 million (its
 * figures make it even cheaper, so it scores at least as well). Both are scored; neither may be
 * listed.
 */
const FUNDAMENTALS_COLUMNS = HEADERS['fundamentals.csv.gz'].split(',');
const SHARES = FUNDAMENTALS_COLUMNS.indexOf('shares_outstanding');
const EPS = FUNDAMENTALS_COLUMNS.indexOf('eps_diluted');
const FIRST_FIGURE = FUNDAMENTALS_COLUMNS.indexOf('revenue');
const SOURCE = FUNDAMENTALS_COLUMNS.indexOf('source');

function scaledFundamentals(row: string, copy: string): string {
  const cells = row.split(',');
  const scale = (i: number, by: number) => {
    if (cells[i] !== '' && cells[i] !== undefined) cells[i] = String(Number(cells[i]) * by);
  };
  if (copy === 'PENY') {
    scale(SHARES, 62);
    scale(EPS, 1 / 62);
  } else {
    for (let i = FIRST_FIGURE; i < SOURCE; i++) if (i !== EPS) scale(i, 0.01);
  }
  return cells.join(',');
}

function withNonInvestableCopies() {
  const files = scoredUniverseSnapshot();
  for (const [name, lines] of Object.entries(files) as [keyof typeof files, string[]][]) {
    for (const line of [...lines]) {
      if (!line.startsWith('COL,')) continue;
      for (const copy of ['PENY', 'TINY']) {
        let row = `${copy}${line.slice(3)}`;
        if (name === 'companies.csv') row = row.replace('Company 11', `Company ${copy}`);
        if (copy === 'PENY' && name === 'prices-daily.csv.gz') {
          const cells = row.split(',');
          cells[5] = '0.5';
          row = cells.join(',');
        }
        if (copy === 'PENY' && name === 'prices-monthly.csv.gz') row = `PENY,2026-06-30,0.5,0.5`;
        // The same yields at the new price or size (ADR 048 leaves implausible yields out, which
        // would cost either copy a factor): PENY has 62 times the shares at $0.50, TINY
        // the same business at a hundredth of the scale (shares included).
        if (name === 'fundamentals.csv.gz') row = scaledFundamentals(row, copy);
        if (copy === 'PENY' && name === 'dividends.csv.gz') {
          // Dividends per share, over 62 times the shares.
          const cells = row.split(',');
          cells[2] = String(Number(cells[2]) / 62);
          row = cells.join(',');
        }
        if (name === 'estimates.csv') {
          // PENY: the same $3.1 billion, 100 million shares a day; TINY: $31 million.
          row =
            copy === 'PENY'
              ? `PENY,2026-07-02,,,,,,,100000000,${31e8}`
              : `TINY,2026-07-02,,,,,,,1000000,${31e6}`;
        }
        lines.push(row);
      }
    }
  }
  return files;
}

describe('lists made of investable stocks (ADR 049)', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string) => t.app.inject({ url, headers: WEB_KEY });

  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(withNonInvestableCopies());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('scores the penny stock and the micro-cap, and says which floors they miss', async () => {
    const report = (await investableReport(t.database.db))!;
    expect(report).not.toBeNull();
    expect(report.investable).toBeGreaterThan(0);
    expect(report.investable).toBeLessThan(report.scored);
    const served = report.lists.find((l) => l.list.startsWith('top NASDAQ'))!;
    expect(served.members).toBeGreaterThan(0);
    // Both have a score: only the universe keeps them out of the lists.
    const rows = (await servedLists(t.database.db))!.rows;
    const row = (symbol: string) => rows.find((r) => r.symbol === symbol)!;
    expect(row('PENY').evidentScoreValue).not.toBeNull();
    expect(row('TINY').evidentScoreValue).not.toBeNull();
    expect(row('TINY').evidentScoreValue!).toBeGreaterThanOrEqual(row('COL').evidentScoreValue!);
    expect(investableFailures(row('PENY'), report.asOf)).toEqual(['price']);
    expect(investableFailures(row('TINY'), report.asOf)).toEqual(['marketCap']);
    expect(investableFailures(row('COL'), report.asOf)).toEqual([]);
    expect(report.missing.price).toBeGreaterThanOrEqual(1);
    expect(report.missing.marketCap).toBeGreaterThanOrEqual(1);
  });

  it('no ranking has a member outside the universe', async () => {
    const report = (await investableReport(t.database.db))!;
    for (const [path, list] of [
      ['top-nasdaq', 'top NASDAQ (top 100)'],
      ['top-sp', 'top S&P 500 (top 100)'],
    ] as const) {
      const { data } = rankingResponse.parse(
        (await get(`/api/v1/companies/rankings/${path}?limit=100`)).json(),
      );
      const symbols = data.map((d) => d.symbol);
      expect(symbols).not.toContain('PENY');
      expect(symbols).not.toContain('TINY');
      expect(report.lists.find((l) => l.list === list)!.outside).toEqual([]);
    }
    const nasdaq = rankingResponse.parse(
      (await get('/api/v1/companies/rankings/top-nasdaq?limit=100')).json(),
    );
    // The investable copies' original leads the list it would share with them.
    expect(nasdaq.data[0]!.symbol).toBe('COL');
  });

  it('no daily selection has a member outside the universe', async () => {
    const { data } = dailySelectionsResponse.parse(
      (await get('/api/v1/daily-selections/current')).json(),
    );
    const symbols = data.map((d) => d.companyId.ticker.split(':')[1]);
    expect(symbols).not.toContain('PENY');
    expect(symbols).not.toContain('TINY');
    const report = (await investableReport(t.database.db))!;
    for (const l of report.lists.filter((x) => x.list.startsWith('daily selection'))) {
      expect(l.outside).toEqual([]);
    }
  });
});
