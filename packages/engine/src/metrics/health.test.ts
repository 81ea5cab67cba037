import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, period } from './fixtures/builders';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';
import { altmanZ, chsDefaultProbability } from './health-models';

describe('Altman Z (1968 weights, reduced form without retained earnings)', () => {
  const known = {
    totalAssets: 1000,
    workingCapital: 100,
    ebit: 100,
    marketCap: 600,
    totalLiabilities: 400,
    sales: 1200,
  };

  it('is 1.2·WC/TA + 3.3·EBIT/TA + 0.6·MVE/TL + 1.0·S/TA on a known case', () => {
    // 0.12 + 0.33 + 0.9 + 1.2
    expect(altmanZ(known)).toBeCloseTo(2.55, 14);
  });

  it('drops the working-capital term when it is unknown', () => {
    expect(altmanZ({ ...known, workingCapital: null })).toBeCloseTo(2.43, 14);
  });

  it('is null without EBIT, market value, liabilities, sales or positive assets', () => {
    expect(altmanZ({ ...known, ebit: null })).toBeNull();
    expect(altmanZ({ ...known, marketCap: null })).toBeNull();
    expect(altmanZ({ ...known, totalLiabilities: 0 })).toBeNull();
    expect(altmanZ({ ...known, sales: null })).toBeNull();
    expect(altmanZ({ ...known, totalAssets: 0 })).toBeNull();
  });

  it('is computed from the resolved figures in computeMetrics', () => {
    const { values } = computeMetrics(richCompany(), RICH_AS_OF);
    const marketCap = values.marketCap as number;
    // Assets 12 300, current assets 4150 − current liabilities 2000, EBIT 858, liabilities 6000, sales 5720.
    const expected = (1.2 * 2150 + 3.3 * 858 + 5720) / 12_300 + (0.6 * marketCap) / 6000;
    expect(values.altmanZ).toBeCloseTo(expected, 12);
  });
});

describe('default probability (Campbell, Hilscher & Szilagyi 2008)', () => {
  const known = {
    netIncomeTtm: 100,
    marketCap: 1000,
    totalLiabilities: 1000,
    cash: 100,
    equity: 500,
    return12m: 0.1,
    sigma: 0.3,
    price: 20,
  };

  it('matches a hand calculation', () => {
    // LPFD = −9.164 − 20.264·0.0125 + 1.416·0.5 − 7.129·(ln 1.1 / 12 − 0.0056) + 1.411·0.3
    //        − 0.045·ln(1000 / 4e13) − 2.132·0.05 + 0.075·(1000 / 550) − 0.058·ln 15 = −7.33146
    // monthly p = 1 / (1 + e^7.33146) = 0.000654191; yearly 1 − (1 − p)^12 = 0.00782211
    expect(chsDefaultProbability(known)).toBeCloseTo(0.007822109848322545, 15);
  });

  it('rises with losses and leverage, stays within 0–1 at the extremes', () => {
    const base = chsDefaultProbability(known)!;
    const distressed = chsDefaultProbability({
      ...known,
      netIncomeTtm: -800,
      totalLiabilities: 20_000,
      return12m: -0.8,
      sigma: 1.5,
      price: 0.5,
    })!;
    expect(distressed).toBeGreaterThan(0.25);
    expect(distressed).toBeLessThan(1);
    expect(distressed).toBeGreaterThan(base);
    const extreme = chsDefaultProbability({ ...known, netIncomeTtm: -1e30, sigma: 1e9 })!;
    expect(extreme).toBeGreaterThan(0);
    expect(extreme).toBeLessThanOrEqual(1);
  });

  it('is null when a required input is missing', () => {
    expect(chsDefaultProbability({ ...known, sigma: null })).toBeNull();
    expect(chsDefaultProbability({ ...known, netIncomeTtm: null })).toBeNull();
    expect(chsDefaultProbability({ ...known, marketCap: 0 })).toBeNull();
    // Cash is optional (its term is dropped).
    expect(chsDefaultProbability({ ...known, cash: null })).toBeGreaterThan(
      chsDefaultProbability(known)!,
    );
  });
});

describe('Piotroski F-score', () => {
  // Year 1 (2022) and year 2 (2023), four quarters each; balance items equal in every quarter.
  type Year = {
    revenue: number;
    gp: number;
    ni: number;
    ocf: number;
    debt: number;
    ca: number | null;
    shares: number;
  };
  const build = (y1: Year, y2: Year) =>
    company({
      periods: ['2022', '2023'].flatMap((year, k) => {
        const y = k === 0 ? y1 : y2;
        return ['03-31', '06-30', '09-30', '12-31'].map((md) =>
          period('Q', `${year}-${md}`, {
            revenue: y.revenue,
            grossProfit: y.gp,
            netIncome: y.ni,
            operatingCashFlow: y.ocf,
            totalAssets: 1000,
            equity: 500,
            totalDebt: y.debt,
            currentAssets: y.ca,
            currentLiabilities: y.ca === null ? null : 100,
            sharesOutstanding: y.shares,
          }),
        );
      }),
    });
  const year1: Year = { revenue: 100, gp: 40, ni: 5, ocf: 8, debt: 300, ca: 200, shares: 100 };
  const year2: Year = { revenue: 110, gp: 46, ni: 6, ocf: 9, debt: 250, ca: 220, shares: 99 };

  it('scores 9 when every signal improves', () => {
    // ROA 24/1000 > 0; CFO 36 > 0; ROA up from 20/1000; CFO 36 > NI 24; leverage 0.25 < 0.30;
    // current ratio 2.2 > 2.0; shares 99 ≤ 100; gross margin 184/440 > 160/400; turnover 0.44 > 0.40.
    expect(computeMetrics(build(year1, year2), '2024-03-01').values.piotroskiF).toBe(9);
  });

  it('loses one point per failed signal', () => {
    const worse = { ...year2, shares: 101, gp: 43, debt: 350 }; // dilution, margin down, leverage up
    expect(computeMetrics(build(year1, worse), '2024-03-01').values.piotroskiF).toBe(6);
  });

  it('scales the points over the available signals when some cannot be computed', () => {
    const noCurrent1 = { ...year1, ca: null };
    const noCurrent2 = { ...year2, ca: null, shares: 101 };
    // 8 signals available (no current ratio), 7 pass → 7 × 9 / 8.
    expect(computeMetrics(build(noCurrent1, noCurrent2), '2024-03-01').values.piotroskiF).toBe(
      7.875,
    );
  });

  it('is null with fewer than six available signals', () => {
    const c = company({
      periods: ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31'].map((end) =>
        period('Q', end, { netIncome: 5, totalAssets: 1000 }),
      ),
    });
    expect(computeMetrics(c, '2024-03-01').values.piotroskiF).toBeNull();
  });
});
