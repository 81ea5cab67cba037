import type { ChartName } from '@evident/contracts/charts';
import type { FactorKey } from '@evident/contracts/stocks';

type SeriesChart = Exclude<ChartName, 'all-ratios'>;

/**
 * The factor sections of the stock page (spec §2, in order): which factor of the company answer
 * each shows, its engine factor id (for the methodology), and its charts from `/charts/…`.
 */
export const FACTOR_SECTIONS: readonly {
  id: string;
  title: string;
  factor: FactorKey;
  factorId: string;
  intro: string;
  /** `metric`: the catalogue metric a chart draws, when one (hidden where it does not apply). */
  charts: readonly { chart: SeriesChart; title: string; metric?: string }[];
}[] = [
  {
    id: 'valuation',
    title: 'Valuation',
    factor: 'Value',
    factorId: 'value',
    intro: 'What the market asks for each dollar of earnings, sales, cash flow and assets.',
    charts: [
      { chart: 'price-to-earnings', title: 'Price / earnings' },
      { chart: 'price-to-sales', title: 'Price / sales' },
      { chart: 'price-to-cashflow', title: 'Price / operating cash flow', metric: 'pcf' },
    ],
  },
  {
    id: 'growth',
    title: 'Growth',
    factor: 'Growth',
    factorId: 'growth',
    intro: 'How fast sales, earnings and free cash flow have grown.',
    charts: [
      { chart: 'revenue-ltm', title: 'Revenue, last twelve months' },
      { chart: 'netincome-ltm', title: 'Net income, last twelve months' },
      { chart: 'fcf-ltm', title: 'Free cash flow, last twelve months', metric: 'freeCashFlowTtm' },
    ],
  },
  {
    id: 'profitability',
    title: 'Profitability',
    factor: 'Profitability',
    factorId: 'profitability',
    intro: 'How much profit the business makes from its capital, assets and sales.',
    charts: [
      { chart: 'roic', title: 'Return on invested capital', metric: 'roic' },
      { chart: 'roe', title: 'Return on equity' },
      { chart: 'gross-profits-to-assets', title: 'Gross profits / assets', metric: 'gpa' },
    ],
  },
  {
    id: 'health',
    title: 'Health',
    factor: 'Health',
    factorId: 'health',
    intro: 'Debt, liquidity and the risk of financial distress.',
    charts: [
      { chart: 'net-debt-to-equity', title: 'Net debt / equity', metric: 'netDebtToEquity' },
      { chart: 'interest-coverage', title: 'Interest coverage', metric: 'interestCoverage' },
    ],
  },
  {
    id: 'shareholder-payout',
    title: 'Shareholder payout',
    factor: 'ShareholderRetribution',
    factorId: 'shareholderRetribution',
    intro: 'Cash returned to shareholders through dividends, buybacks and debt paydown.',
    charts: [
      { chart: 'shareholder-retribution', title: 'Dividend, buyback and debt paydown yields' },
      { chart: 'net-payout-yield', title: 'Net payout yield' },
    ],
  },
  {
    id: 'earnings-quality',
    title: 'Transparency / earnings quality',
    factor: 'EarningsQuality',
    factorId: 'earningsQuality',
    intro: 'Whether reported earnings are backed by cash, and how much outside financing is used.',
    charts: [
      { chart: 'sloan-ratio', title: 'Sloan ratio (accruals)', metric: 'sloanRatio' },
      {
        chart: 'external-financing-ratio',
        title: 'External financing ratio',
        metric: 'externalFinancingRatio',
      },
    ],
  },
  {
    id: 'momentum',
    title: 'Momentum',
    factor: 'Momentum',
    factorId: 'momentum',
    intro: 'Recent price trends; momentum is measured over 3 months (and 6 and 12 months).',
    charts: [],
  },
];

/** A percentile (0–100, 100 = best) in words; `group` as read after "of" ("its sector"). */
export function percentileWords(p: number | null, group: string): string {
  if (p === null) return `not available for ${group}`;
  const r = Math.round(p);
  if (r >= 50) return `better than ${r}% of ${group}`;
  return `worse than ${100 - r}% of ${group}`;
}
