import {
  company,
  monthlyCloses,
  quarterSeries,
  weekdayPrices,
} from '@evident/engine/metrics/fixtures/builders';
import type { CompanyInput } from '@evident/engine/types';

/** The as-of date of the synthetic universe's prices and quarters. */
export const SYNTHETIC_AS_OF = '2026-06-30';
const AS_OF = SYNTHETIC_AS_OF;

/** A varied company: five years of quarters, daily prices for the last 400 days, month ends. */
export function syntheticCompany(i: number): CompanyInput {
  const growth = 1 + ((i % 17) - 6) / 100;
  return company({
    symbol: `S${i}`,
    ticker: `NASDAQ:S${i}`,
    sector: ['Technology', 'Finance', 'Health Care', 'Industrials'][i % 4]!,
    periods: quarterSeries('2026-03-31', 24, (q) => ({
      revenue: 1e9 * growth ** q,
      grossProfit: 4e8 * growth ** q,
      operatingIncome: (1e8 + (i % 7) * 1e7) * growth ** q,
      netIncome: (8e7 + (i % 5) * 1e7) * growth ** q,
      epsDiluted: 0.8 * growth ** q,
      sharesOutstanding: 1e8 - q * 1e5 * (i % 3),
      totalAssets: 5e9,
      currentAssets: 2e9,
      currentLiabilities: 1e9 + (i % 9) * 1e8,
      totalLiabilities: 3e9,
      equity: 2e9 + q * 1e7,
      cash: 5e8,
      totalDebt: 1e9 + (i % 11) * 1e8,
      operatingCashFlow: 1.2e8,
      capex: -3e7,
      freeCashFlow: 9e7,
      dividendsPaid: -(i % 4) * 1e7,
    })),
    dailyPrices: weekdayPrices('2025-05-26', AS_OF, (_d, k) => 20 + (i % 30) + k * 0.01 * (i % 5)),
    monthlyPrices: monthlyCloses(AS_OF, 72, (k) => 15 + (i % 30) + k * 0.1),
  });
}
