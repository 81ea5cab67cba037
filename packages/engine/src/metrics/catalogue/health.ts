import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The health metrics of the catalogue (see catalogue.ts for the fields). */
export const health = {
  netDebtToEquity: {
    name: 'Net debt / equity',
    category: 'health',
    formula: '(Total debt − cash) ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description:
      'Borrowings net of cash relative to the shareholders’ stake; negative means net cash.',
  },
  debtToEquity: {
    name: 'Debt / equity',
    category: 'health',
    formula: 'Total debt ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description: 'Borrowings relative to the shareholders’ stake.',
  },
  debtToAssets: {
    name: 'Debt / assets',
    category: 'health',
    formula: 'Total debt ÷ total assets; null when assets ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description: 'Share of the assets financed by borrowing.',
  },
  liabilitiesToAssets: {
    name: 'Liabilities / assets',
    category: 'health',
    formula:
      'Total liabilities (reported, else total assets − equity) ÷ total assets; null when assets ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.chs2008],
    appliesToFinancials: false,
    description: 'Share of the assets owed to others rather than owned by shareholders.',
  },
  cashToDebt: {
    name: 'Cash / debt',
    category: 'health',
    formula: 'Cash ÷ total debt; null when debt ≤ 0 (no debt: the ratio is unbounded).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How much of the debt could be repaid with the cash on hand.',
  },
  interestCoverage: {
    name: 'Interest coverage',
    category: 'health',
    formula:
      'Trailing-twelve-month operating income ÷ interest expense; null when interest expense ≤ 0.',
    unit: 'times',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How many times operating profit covers the interest bill.',
  },
  currentRatio: {
    name: 'Current ratio',
    category: 'health',
    formula: 'Current assets ÷ current liabilities; null when current liabilities ≤ 0.',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.piotroski2000],
    appliesToFinancials: false,
    description: 'Short-term assets relative to bills due within a year.',
  },
  altmanZ: {
    name: 'Altman Z-score (reduced)',
    category: 'health',
    formula:
      '1.2 × working capital ÷ assets (only when current assets and liabilities are known) + 3.3 × EBIT ÷ assets + 0.6 × market capitalisation ÷ total liabilities + 1.0 × sales ÷ assets; the retained-earnings term (1.4 × RE ÷ assets) is not in the data and is left out, so scores run lower than the 1968 zones.',
    unit: 'score',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.altman1968],
    appliesToFinancials: false,
    description:
      'A weighted mix of profitability, leverage and efficiency ratios; lower scores point to distress.',
  },
  defaultProbability: {
    name: 'Default probability (1 year)',
    category: 'health',
    formula:
      'Campbell–Hilscher–Szilagyi (2008) 12-month logit of net income ÷ (market cap + liabilities), liabilities ÷ (market cap + liabilities), past excess return, volatility, relative size, cash, market-to-book and price; the monthly probability is expressed as a yearly one, 1 − (1 − p)^12.',
    unit: 'probability',
    direction: 'lower',
    rulesOfThumb: { poor: 0.25, text: 'Above 25% is a concern.' },
    research: [R.chs2008],
    appliesToFinancials: false,
    description:
      'The estimated chance that the company fails (bankruptcy, delisting for performance) within a year.',
  },
  piotroskiF: {
    name: 'Piotroski F-score',
    category: 'health',
    formula:
      'One point each for ROA > 0, operating cash flow > 0, rising ROA, cash flow > net income, falling leverage, rising current ratio, no new shares, rising gross margin and rising asset turnover; with some signals unavailable, points ÷ available signals × 9 (null below 6 available signals).',
    unit: 'score',
    direction: 'higher',
    rulesOfThumb: {
      good: 8,
      poor: 1,
      text: '8–9 is strong, 0–1 is weak (Piotroski’s high and low groups).',
    },
    research: [R.piotroski2000],
    appliesToFinancials: false,
    description:
      'Nine yes/no tests of profitability, financing and efficiency; higher means improving fundamentals.',
  },
  debtToEbitda: {
    name: 'Debt / EBITDA',
    category: 'health',
    formula:
      'Total debt ÷ trailing-twelve-month EBITDA (operating income + depreciation and amortisation); null when EBITDA ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'How many years of operating profit before depreciation it would take to repay the debt.',
  },
  equityMultiplier: {
    name: 'Equity multiplier',
    category: 'health',
    formula:
      'Total assets ÷ shareholders’ equity (the DuPont leverage term); null when equity ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: true,
    description:
      'Assets per dollar of shareholders’ equity; higher means more of the balance sheet is financed by others.',
  },
  cashToAssets: {
    name: 'Cash / assets',
    category: 'health',
    formula: 'Cash ÷ total assets; null when assets ≤ 0 or cash < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.chs2008],
    appliesToFinancials: false,
    description:
      'Share of the assets held as cash, a liquidity buffer (higher cash lowers distress risk).',
  },
  insolvencyZ: {
    name: 'Insolvency distance (bank Z-score)',
    category: 'health',
    formula:
      '(Mean quarterly return on assets × 4 + equity ÷ assets) ÷ (standard deviation of the quarterly return on assets × 2), over the last 8–12 quarters (3 years) that report net income and total assets; financial companies only.',
    unit: 'score',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.boydGraham1986, R.laevenLevine2009],
    appliesToFinancials: true,
    financialOnly: true,
    description:
      'How many standard deviations of its yearly return on assets a bank or insurer could lose before its equity is used up; higher is safer.',
  },
  leverageRatio: {
    name: 'Leverage ratio (equity / assets)',
    category: 'health',
    formula:
      'Shareholders’ equity ÷ total assets (latest balance sheet); null when assets ≤ 0. Financial companies only.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.estrella2000],
    appliesToFinancials: true,
    financialOnly: true,
    description:
      'The share of a bank’s or an insurer’s assets paid for by its owners: the cushion that absorbs losses before depositors and policyholders are hit.',
  },
  roaVolatility: {
    name: 'Return on assets volatility',
    category: 'health',
    formula:
      'Standard deviation of the quarterly return on assets (net income ÷ total assets at the quarter end) over the last 8–12 quarters (3 years), × 2 to express it per year; financial companies only.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.laevenLevine2009],
    appliesToFinancials: true,
    financialOnly: true,
    description:
      'How much a financial company’s profit on its assets swings from quarter to quarter; steady earnings protect the capital.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
