import type { ChartName } from '@evident/contracts/charts';
import type { MetricCategory } from '@evident/engine/metrics/catalogue';
import type { MetricId } from '@evident/engine/metrics/metric-id';

/**
 * Which catalogue metrics each metric chart of spec §7 plots. Values come from the engine's
 * `computeMetrics` at each date, point in time, so a chart shows what the score saw on that date.
 */
export const METRIC_CHART_SERIES: Record<
  Exclude<ChartName, 'all-ratios' | 'evidentscoretimeline' | 'all-company-score-five-year'>,
  { metrics: MetricId[]; multiplier: number }
> = {
  'net-debt-to-equity': { metrics: ['netDebtToEquity'], multiplier: 1 },
  'interest-coverage': { metrics: ['interestCoverage'], multiplier: 1 },
  'sloan-ratio': { metrics: ['sloanRatio'], multiplier: 1 },
  'external-financing-ratio': { metrics: ['externalFinancingRatio'], multiplier: 1 },
  roic: { metrics: ['roic'], multiplier: 1 },
  roe: { metrics: ['roe'], multiplier: 1 },
  'gross-profits-to-assets': { metrics: ['gpa'], multiplier: 1 },
  'price-to-cashflow': { metrics: ['pcf'], multiplier: 1 },
  'price-to-earnings': { metrics: ['pe'], multiplier: 1 },
  'price-to-sales': { metrics: ['ps'], multiplier: 1 },
  'net-payout-yield': { metrics: ['netPayoutYield'], multiplier: 1 },
  'fcf-ltm': { metrics: ['freeCashFlowTtm'], multiplier: 1 },
  'revenue-ltm': { metrics: ['revenueTtm'], multiplier: 1 },
  'netincome-ltm': { metrics: ['netIncomeTtm'], multiplier: 1 },
  // Spec §7: dividend yield, debt paydown yield and buyback ratio multiplied by 100.
  'shareholder-retribution': {
    metrics: ['dividendYield', 'debtPaydownYield', 'buybackYield'],
    multiplier: 100,
  },
};

/** The ratio families `all-ratios` returns (sizes, growth rates and price moves are not ratios). */
export const ALL_RATIOS_CATEGORIES: readonly MetricCategory[] = [
  'valuation',
  'profitability',
  'health',
  'payout',
  'earnings-quality',
];
