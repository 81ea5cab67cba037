import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';

describe('payout metrics', () => {
  const rich = computeMetrics(richCompany(), RICH_AS_OF);
  const price = rich.context.lastClose as number;
  const marketCap = rich.values.marketCap as number;

  it('takes the dividend yield from dividends per share with an ex-date in the last 12 months', () => {
    // Four ex-dates of 0.2 between 2024-05-10 and 2025-02-10.
    expect(rich.values.dividendYield).toBeCloseTo(0.8 / price, 15);
  });

  it('falls back to TTM dividends paid ÷ market cap when no ex-date is in the window', () => {
    const { values } = computeMetrics(richCompany({ dividends: [] }), RICH_AS_OF);
    expect(values.dividendYield).toBe(80 / (values.marketCap as number));
  });

  it('measures buybacks from the diluted share count one year earlier', () => {
    // Shares 1000 − 5i: Q4 2024 (i = 23) 885, Q4 2023 (i = 19) 905.
    expect(rich.values.sharesChange1y).toBe(885 / 905 - 1);
    expect(rich.values.buybackYield).toBe((905 - 885) / 885);
    expect(marketCap).toBe(price * 885);
  });

  it('measures debt paydown as the fall in total debt over market cap', () => {
    // Debt 3000 − 50i: 2050 a year ago, 1850 now.
    expect(rich.values.debtPaydownYield).toBe(200 / marketCap);
  });

  it('adds the yields up: net payout = dividend + buyback; shareholder = + debt paydown', () => {
    const { dividendYield, buybackYield, debtPaydownYield } = rich.values;
    expect(rich.values.netPayoutYield).toBe(dividendYield! + buybackYield!);
    expect(rich.values.shareholderYield).toBe(dividendYield! + buybackYield! + debtPaydownYield!);
  });

  it('gives the payout ratio as dividends ÷ net income', () => {
    expect(rich.values.payoutRatio).toBeCloseTo((rich.values.dividendYield! * marketCap) / 572, 12);
  });

  it('removes a 2:1 split from the share count change', () => {
    const shares = [100, 100, 100, 100, 198]; // 2:1 split, then 1% fewer shares
    const ends = ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31'];
    const c = company({
      periods: ends.map((end, i) => period('Q', end, { sharesOutstanding: shares[i]! })),
      dailyPrices: flatPrices('2023-01-02', '2024-06-30', 5),
    });
    const { values } = computeMetrics(c, '2024-06-01');
    expect(values.sharesChange1y).toBeCloseTo(198 / 200 - 1, 15);
    expect(values.buybackYield).toBeCloseTo(2 / 198, 15);
    // Market cap uses the latest count (on the post-split basis).
    expect(values.marketCap).toBe(5 * 198);
  });

  it('keeps a genuine 30% issuance as dilution', () => {
    const c = company({
      periods: [
        period('Q', '2023-03-31', { sharesOutstanding: 100 }),
        period('Q', '2024-03-31', { sharesOutstanding: 130 }),
      ],
      dailyPrices: flatPrices('2023-01-02', '2024-06-30', 5),
    });
    const { values } = computeMetrics(c, '2024-06-01');
    expect(values.sharesChange1y).toBeCloseTo(0.3, 15);
    expect(values.buybackYield).toBeCloseTo(-30 / 130, 15);
  });

  it('uses the estimate’s market cap once it is public, rolled forward with the price', () => {
    const c = richCompany({
      estimate: {
        asOf: '2025-01-15',
        marketCap: 90_000,
        targetPrice: null,
        epsNextYear: null,
        forwardPe: null,
        avgVolume: null,
      },
    });
    const closeOn = (date: string): number =>
      c.dailyPrices.filter((p) => p.date <= date).at(-1)!.close;
    const later = computeMetrics(c, RICH_AS_OF);
    const shares = 90_000 / closeOn('2025-01-15');
    expect(later.context.sharesOutstanding).toBe(shares);
    expect(later.values.marketCap).toBe(closeOn('2025-03-14') * shares);
    expect(later.values.pe).toBe((closeOn('2025-03-14') * shares) / 572);
    // Before the estimate date the latest visible Q/FY count is used (Q3 2024: 890).
    expect(computeMetrics(c, '2025-01-14').context.sharesOutstanding).toBe(890);
  });
});
