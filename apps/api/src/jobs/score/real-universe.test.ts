import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentileRanks } from '@evident/engine/scoring/percentile';
import { scoreAsOf, type CompanyResult } from '@evident/engine/scoring/score-run';
import type { CompanyInput } from '@evident/engine/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot, shippedSnapshotDir } from '../../config/env';
import { universeFromSnapshot } from './universe-from-snapshot';
import { scaled } from '../../test/time-scale';
import { valuationReasonText } from '../../i18n/reason-texts';

/*
 * The engine on the real snapshot (the snapshot shipped in data/market-snapshot). It does not
 * touch the database, so it runs once (not again in the PostgreSQL pass).
 */
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const dir = process.env.MARKET_DATA_DIR?.trim() || shippedSnapshotDir(repoRoot);
const present = existsSync(path.join(dir, 'companies.csv'));
const AS_OF = '2026-07-02';

describe.skipIf(!present || Boolean(process.env.TEST_DATABASE_URL))(
  'scoring the real universe',
  () => {
    let universe: CompanyInput[];
    let results: CompanyResult[];
    beforeAll(async () => {
      universe = await universeFromSnapshot(dir, { dailyFrom: '2025-05-28' });
      results = scoreAsOf(universe, AS_OF);
    }, scaled(300_000));

    it("uses Apple's latest four quarters for its TTM revenue and net income", () => {
      const aapl = universe.find((c) => c.symbol === 'AAPL')!;
      const quarters = aapl.periods
        .filter((p) => p.periodType === 'Q' && p.filed !== null && p.filed <= AS_OF)
        .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd))
        .slice(-4);
      const sum = (f: 'revenue' | 'netIncome') =>
        quarters.reduce((n, q) => n + (q[f] ?? Number.NaN), 0);
      const r = results.find((x) => x.symbol === 'AAPL')!;
      expect(r.snapshot.context.ttm.basis).toBe('four-quarters');
      expect(r.snapshot.context.ttm.revenue).toBe(sum('revenue'));
      expect(r.snapshot.context.ttm.netIncome).toBe(sum('netIncome'));
      // …and they agree with the snapshot's own TTM row to within a quarter's timing.
      const ttmRow = aapl.periods.find((p) => p.periodType === 'TTM')!;
      expect(Math.abs(sum('revenue') / ttmRow.revenue! - 1)).toBeLessThan(0.1);
      expect(r.score.evidentScoreValue).not.toBeNull();
      expect(r.snapshot.context.lastClose).toBe(aapl.dailyPrices.at(-1)!.close);
    });

    it('scores thousands of companies with a spread of scores, and only finite numbers', () => {
      const scored = results.filter((r) => r.score.evidentScoreValue !== null);
      // ADR 047: a score needs 4 of the 5 core factors — about 1,730 companies today (4,203 with
      // ADR 004's 3 of 5; most of the others lack both growth and shareholder payout).
      expect(scored.length).toBeGreaterThan(1500);
      const values = scored.map((r) => r.score.evidentScoreValue!);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
      expect(Math.min(...values)).toBeLessThan(25);
      expect(Math.max(...values)).toBeGreaterThan(75);
      expect(sd).toBeGreaterThan(8);
      // Percentiles are uniform: every decile holds about a tenth of the scored companies.
      const deciles = new Array(10).fill(0);
      for (const r of scored)
        deciles[Math.min(9, Math.floor(r.score.evidentScorePercentile! / 10))] += 1;
      for (const d of deciles) expect(d / scored.length).toBeGreaterThan(0.08);
      for (const r of results) {
        for (const v of Object.values(r.snapshot.values))
          if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }
    });

    it('leaves metrics that do not apply to banks empty', () => {
      const jpm = results.find((r) => r.symbol === 'JPM');
      expect(jpm).toBeDefined();
      expect(jpm!.snapshot.context.isFinancial).toBe(true);
      expect(jpm!.snapshot.values.grossMargin).toBeNull();
      expect(jpm!.snapshot.values.evEbit).toBeNull();
    });

    // Issue 28 / ADR 029 on the shipped snapshot (as of 2026-07-02).
    const fiveFactors = ['value', 'growth', 'profitability', 'health', 'shareholderRetribution'];
    const hasAllFive = (r: CompanyResult) =>
      fiveFactors.every((f) => r.score.factors[f as 'value'].value !== null);

    it('gives at least 97% of S&P 500 members all five factors', () => {
      const members = results.filter((r) => universe.find((c) => c.symbol === r.symbol)!.sp500);
      expect(members.length).toBeGreaterThan(490);
      const share = members.filter(hasAllFive).length / members.length;
      // 488 of 501 today (97.4%); the 13 left out lack the filed figures (ADR 029).
      expect(share).toBeGreaterThanOrEqual(0.97);
    });

    it('gives Regions its EPS growth although its fourth quarters report no share count', () => {
      const rf = results.find((r) => r.symbol === 'RF')!;
      // Net income 2,156 M (2025) over 894 M shares (Q3 2025) against 1,893 M over 918 M (Q3 2024).
      expect(rf.snapshot.values.epsGrowth1y).toBeCloseTo(2156 / 894 / (1893 / 918) - 1, 3);
      // Its revenue now is only the vendor's gross figure: no revenue growth against the filings.
      expect(rf.snapshot.values.revenueCagr3y).toBeNull();
      expect(rf.score.factors.growth.value).not.toBeNull();
    });

    it('measures banks, Berkshire Hathaway and insurers with the financial health measures', () => {
      for (const symbol of ['JPM', 'BAC', 'BRK.B', 'PGR', 'TRV', 'ALL', 'MET']) {
        const r = results.find((x) => x.symbol === symbol)!;
        expect(r.snapshot.context.isFinancial, symbol).toBe(true);
        const health = r.score.factors.health;
        expect(health.value, symbol).not.toBeNull();
        expect(health.coverage.applicable, symbol).toBe(3);
        expect(r.snapshot.values.insolvencyZ, symbol).toBeGreaterThan(0);
        expect(r.snapshot.values.altmanZ, symbol).toBeNull();
      }
      // A payment network in GICS Financials keeps the industrial measures.
      const visa = results.find((x) => x.symbol === 'V')!;
      expect(visa.snapshot.context.isFinancial).toBe(false);
      expect(visa.snapshot.values.insolvencyZ).toBeNull();
      expect(visa.score.factors.health.value).not.toBeNull();
    });

    it('ranks within GICS sectors: P&G among Consumer Staples, Visa among Financials', () => {
      const sectorOf = (symbol: string) => universe.find((c) => c.symbol === symbol)!.sector;
      expect(sectorOf('PG')).toBe('Consumer Staples');
      expect(sectorOf('V')).toBe('Financials');
      expect(sectorOf('MA')).toBe('Financials');
      expect(sectorOf('GOOGL')).toBe('Communication Services');
      for (const [symbol, sector] of [
        ['PG', 'Consumer Staples'],
        ['V', 'Financials'],
      ] as const) {
        const peers = results.filter((r) => sectorOf(r.symbol) === sector);
        const ranks = percentileRanks(
          peers.map((r) => r.snapshot.values.roe),
          'higher',
        );
        const i = peers.findIndex((r) => r.symbol === symbol);
        expect(ranks[i]).not.toBeNull();
        expect(peers[i]!.score.metricPercentiles.roe?.sector, symbol).toBeCloseTo(ranks[i]!, 2);
      }
    });

    it("takes Apple's and Coca-Cola's payout from their fiscal-2025 cash flows (worked by hand)", () => {
      // Market values: the estimate's market cap on 2026-07-02, the snapshot's last close date.
      //   AAPL FY ending 2025-09-30: repurchases $90,711m, dividends $15,421m; cap $4,532,959m.
      //   KO FY ending 2025-12-31: repurchases $746m, dividends $8,779m; cap $361,420m.
      const cases = [
        { symbol: 'AAPL', rep: 90_711e6, div: 15_421e6, cap: 4_532_959e6, end: '2025-09-30' },
        { symbol: 'KO', rep: 746e6, div: 8_779e6, cap: 361_420e6, end: '2025-12-31' },
      ];
      for (const { symbol, rep, div, cap, end } of cases) {
        const r = results.find((x) => x.symbol === symbol)!;
        const v = r.snapshot.values;
        expect(v.marketCap! / cap, symbol).toBeCloseTo(1, 9);
        expect(v.buybackYield, symbol).toBeCloseTo(rep / cap, 9);
        expect(v.dividendYield, symbol).toBeCloseTo(div / cap, 9);
        expect(v.netPayoutYield, symbol).toBeCloseTo((rep + div) / cap, 9);
        expect(r.snapshot.context.buyback).toEqual({ basis: 'repurchases', periodEnd: end });
      }
      // Apple: 2.00% in buybacks and 0.34% in dividends; Coca-Cola 0.21% and 2.43%.
      const aapl = results.find((x) => x.symbol === 'AAPL')!.snapshot.values;
      expect(aapl.buybackYield).toBeCloseTo(0.02001, 5);
      expect(aapl.dividendYield).toBeCloseTo(0.0034, 4);
    });

    /*
     * Issue 24, the golden set: 24 well-known companies. For each, every method's figure is worked
     * again here from its inputs with formulas written out independently of the engine, and the
     * inputs are tied to the stored figures (today's multiples, revenue, shares, equity).
     */
    const GOLDEN = [
      'AAPL',
      'MSFT',
      'KO',
      'V',
      'NVDA',
      'PG',
      'JPM',
      'BRK.B',
      'JNJ',
      'PEP',
      'WMT',
      'HD',
      'MCD',
      'XOM',
      'CVX',
      'UNH',
      'MA',
      'COST',
      'GOOGL',
      'AMZN',
      'BAC',
      'O',
      'INTC',
      'TSLA',
    ];
    const R = 0.09;
    const G = 0.025;
    /** Two-stage value written out: five years at g, five fading to 2.5%, then Gordon. */
    const dcf = (start: number, g: number, r: number) => {
      const rates = [
        g,
        g,
        g,
        g,
        g,
        g + (G - g) / 5,
        g + (2 * (G - g)) / 5,
        g + (3 * (G - g)) / 5,
        g + (4 * (G - g)) / 5,
        G,
      ];
      let cash = start;
      let pv = 0;
      rates.forEach((rate, t) => {
        cash *= 1 + rate;
        pv += cash / (1 + r) ** (t + 1);
      });
      return pv + (cash * (1 + G)) / (r - G) / (1 + r) ** 10;
    };
    const med = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    };

    it('works every golden company’s fair value again from its inputs (issue 24)', () => {
      let published = 0;
      for (const symbol of GOLDEN) {
        const r = results.find((x) => x.symbol === symbol)!;
        expect(r, symbol).toBeDefined();
        const fv = r.fairValue!;
        const ctx = r.snapshot.context;
        const v = r.snapshot.values;
        const price = ctx.lastClose!;
        const figures: number[] = [];
        for (const m of fv.methods) {
          if (m.value === null) {
            expect(valuationReasonText(m.reason, 'en').length, symbol).toBeGreaterThan(10);
            continue;
          }
          figures.push(m.value);
          if (m.method === 'ownHistory') {
            for (const e of m.estimates) {
              // Today's multiple is the stored metric; the estimate is price × median × adj ÷ it.
              expect(e.current, `${symbol} ${e.multiple}`).toBe(v[e.multiple]);
              expect(e.estimate).toBeCloseTo((price * e.median * m.adjustment) / e.current, 1);
              expect(e.years).toBeGreaterThanOrEqual(4.875);
              expect(e.points).toBeGreaterThanOrEqual(12);
            }
            expect(m.value).toBeCloseTo(med(m.estimates.map((e) => e.estimate)), 2);
            if (m.growthNow !== null && m.growthThen !== null) {
              const raw = ((1 + m.growthNow) / (1 + m.growthThen)) ** 5;
              expect(m.adjustment).toBeCloseTo(Math.min(1.25, Math.max(0.75, raw)), 3);
              expect(m.growthNow).toBe(v.revenueCagr3y);
            } else expect(m.adjustment).toBe(1);
          } else if (m.method === 'cashFlow') {
            expect(m.revenuePerShare).toBeCloseTo(ctx.ttm.revenue! / ctx.sharesOutstanding!, 9);
            expect(m.margins[0]).toBeCloseTo(ctx.ttm.freeCashFlow! / ctx.ttm.revenue!, 12);
            const known = m.margins.filter((x): x is number => x !== null);
            expect(m.normalMargin).toBeCloseTo(med(known), 12);
            expect(m.start).toBeCloseTo(m.revenuePerShare * m.normalMargin, 9);
            const sources = [m.historyGrowth, m.analystGrowth].filter((x) => x !== null);
            const mean = sources.reduce((a, b) => a + b, 0) / sources.length;
            expect(m.growth).toBeCloseTo(Math.min(0.15, Math.max(-0.05, mean)), 12);
            expect(m.historyGrowth).toBe(v.revenueCagr5y ?? v.revenueCagr3y);
            expect(m.value).toBeCloseTo(dcf(m.start, m.growth, R), 1);
            expect(m.low).toBeCloseTo(dcf(m.start, m.growth, 0.1), 1);
            expect(m.high).toBeCloseTo(dcf(m.start, m.growth, 0.08), 1);
          } else {
            const bvps = ctx.balance.equity! / ctx.sharesOutstanding!;
            expect(m.bookValuePerShare).toBeCloseTo(bvps, 9);
            expect(m.roe.now).toBeCloseTo(ctx.ttm.netIncome! / ctx.balance.equity!, 12);
            expect(m.value).toBeCloseTo((bvps * (m.roeUsed - G)) / (R - G), 1);
          }
        }
        if (fv.fairValue === null) {
          expect(fv.reason, symbol).toBeTruthy();
          continue;
        }
        published += 1;
        const geo = Math.exp(figures.reduce((a, x) => a + Math.log(x), 0) / figures.length);
        expect(fv.fairValue, symbol).toBeCloseTo(geo, 1);
        expect(Math.max(...figures) / Math.min(...figures)).toBeLessThanOrEqual(2);
        expect(fv.low!).toBeLessThanOrEqual(fv.fairValue);
        expect(fv.high!).toBeGreaterThanOrEqual(fv.fairValue);
        expect(fv.percentageDifference!).toBeCloseTo(((fv.fairValue - price) / price) * 100, 1);
      }
      expect(published).toBeGreaterThanOrEqual(14);
    });

    it('pins the stored inputs of Coca-Cola, Apple and JPMorgan (worked by hand from the snapshot)', () => {
      // Today's share basis and trailing figures from the snapshot's rows as of 2026-07-02.
      const ko = results.find((x) => x.symbol === 'KO')!;
      const koCash = ko.fairValue!.methods.find((m) => m.method === 'cashFlow')!;
      expect(koCash.value).not.toBeNull();
      // Its latest quarters lack cash flows (Q2 and Q3 2025), so the twelve months are fiscal
      // 2025 (filed 2026-02-20): free cash flow $5,296m over revenue $47,941m = 11.05%.
      if (koCash.value !== null && koCash.method === 'cashFlow')
        expect(koCash.margins[0]).toBeCloseTo(5_296e6 / 47_941e6, 12);
      // JPMorgan: a bank, valued on its own P/E and P/B history and its excess return on equity.
      const jpm = results.find((x) => x.symbol === 'JPM')!.fairValue!;
      expect(jpm.kind).toBe('financial');
      expect(jpm.methods.map((m) => m.method)).toEqual(['ownHistory', 'excessReturn']);
      const own = jpm.methods[0]!;
      if (own.value !== null && own.method === 'ownHistory')
        expect(own.estimates.map((e) => e.multiple)).toEqual(['pe', 'pb']);
      // Apple: both methods published, inside 2× of each other.
      const aapl = results.find((x) => x.symbol === 'AAPL')!.fairValue!;
      expect(aapl.fairValue).not.toBeNull();
      expect(aapl.methods.every((m) => m.value !== null)).toBe(true);
    });

    it('centres the S&P 500 fair value gap near zero, and says why wherever there is none', () => {
      const members = new Set(universe.filter((c) => c.sp500).map((c) => c.symbol));
      const gaps: number[] = [];
      for (const r of results) {
        if (!members.has(r.symbol)) continue;
        const fv = r.fairValue!;
        if (fv.percentageDifference === null) expect(fv.reason, r.symbol).toBeTruthy();
        else gaps.push(fv.percentageDifference);
      }
      expect(gaps.length).toBeGreaterThan(300);
      // ADR 004's sector multiples centred it at about −60%.
      expect(Math.abs(med(gaps))).toBeLessThan(25);
    });
  },
);
