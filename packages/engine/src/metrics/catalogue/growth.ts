import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The growth metrics of the catalogue (see catalogue.ts for the fields). */
export const growth = {
  revenueGrowth1y: {
    name: 'Revenue growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month revenue ÷ the same figure one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'How much yearly sales grew over the last year.',
  },
  revenueCagr3y: {
    name: 'Revenue growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(Revenue now ÷ revenue three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'The average yearly sales growth over three years.',
  },
  revenueCagr5y: {
    name: 'Revenue growth (5-year CAGR)',
    category: 'growth',
    formula:
      '(Revenue now ÷ revenue five years earlier)^(1/5) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'The average yearly sales growth over five years.',
  },
  epsGrowth1y: {
    name: 'EPS growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month earnings per share (net income ÷ split-consistent diluted shares) ÷ the same one year earlier − 1; null when the earlier EPS ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much profit per share grew over the last year.',
  },
  epsCagr3y: {
    name: 'EPS growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(EPS now ÷ EPS three years earlier)^(1/3) − 1 on split-consistent share counts; null when the start EPS ≤ 0 or the end EPS < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of profit per share over three years.',
  },
  epsCagr5y: {
    name: 'EPS growth (5-year CAGR)',
    category: 'growth',
    formula:
      '(EPS now ÷ EPS five years earlier)^(1/5) − 1 on split-consistent share counts; null when the start EPS ≤ 0 or the end EPS < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of profit per share over five years.',
  },
  netIncomeGrowth1y: {
    name: 'Net income growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month net income ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much total profit grew over the last year.',
  },
  fcfGrowth1y: {
    name: 'Free cash flow growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month free cash flow ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How much free cash flow grew over the last year.',
  },
  fcfCagr3y: {
    name: 'Free cash flow growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(FCF now ÷ FCF three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'The average yearly growth of free cash flow over three years.',
  },
  assetGrowth1y: {
    name: 'Asset growth (1 year)',
    category: 'growth',
    formula: 'Total assets ÷ total assets one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.cooper2008],
    appliesToFinancials: true,
    description:
      'How fast the balance sheet grew; fast asset growth has historically preceded weak returns.',
  },
  equityGrowth1y: {
    name: 'Book equity growth (1 year)',
    category: 'growth',
    formula:
      'Shareholders’ equity ÷ equity one year earlier (balance sheet within ± 60 days of a year before) − 1; null when the earlier equity ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much the accounting net worth grew over the last year.',
  },
  netIncomeCagr3y: {
    name: 'Net income growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(Trailing-twelve-month net income ÷ the same three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of total profit over three years.',
  },
  revenuePerShareGrowth1y: {
    name: 'Revenue per share growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month revenue ÷ split-consistent diluted shares at the window end, ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'Sales growth per share, so that growth bought with new shares does not count.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
