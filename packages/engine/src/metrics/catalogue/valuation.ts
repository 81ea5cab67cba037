import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The valuation metrics of the catalogue (see catalogue.ts for the fields). */
export const valuation = {
  pe: {
    name: 'Price / earnings',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month net income (= price ÷ earnings per share on the same share count); null when earnings ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: { good: 10, poor: 20, text: 'Below 10 is cheap, above 20 is expensive.' },
    research: [R.basu1977, R.lsv1994],
    appliesToFinancials: true,
    description: 'How many years of current profits the share price pays for. Lower is cheaper.',
  },
  ps: {
    name: 'Price / sales',
    category: 'valuation',
    formula: 'Market capitalisation ÷ trailing-twelve-month revenue; null when revenue ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.barbee1996, R.lsv1994],
    appliesToFinancials: true,
    description: 'What investors pay for each dollar of yearly sales.',
  },
  pb: {
    name: 'Price / book',
    category: 'valuation',
    formula: 'Market capitalisation ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.famaFrench1992],
    appliesToFinancials: true,
    description: 'Share price compared with the accounting net worth per share.',
  },
  pfcf: {
    name: 'Price / free cash flow',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month free cash flow (operating cash flow − capex); null when FCF ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description:
      'What investors pay for each dollar of cash the business generates after investment.',
  },
  pcf: {
    name: 'Price / operating cash flow',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month operating cash flow; null when it is ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description: 'What investors pay for each dollar of operating cash flow.',
  },
  evEbit: {
    name: 'EV / EBIT',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month operating income (EBIT); null when EBIT ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.greenblatt2005, R.grayCarlisle2012, R.loughranWellman2011],
    appliesToFinancials: false,
    description:
      'The price of the whole business (equity plus net debt) relative to its operating profit.',
  },
  evSales: {
    name: 'EV / sales',
    category: 'valuation',
    formula: 'Enterprise value ÷ trailing-twelve-month revenue; null when revenue ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.barbee1996],
    appliesToFinancials: false,
    description: 'The price of the whole business relative to its yearly sales.',
  },
  earningsYield: {
    name: 'Earnings yield',
    category: 'valuation',
    formula:
      'Trailing-twelve-month net income ÷ market capitalisation (the inverse of P/E, defined for losses too).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.basu1977],
    appliesToFinancials: true,
    description: 'Yearly profit as a percentage of the share price; negative for loss makers.',
  },
  fcfYield: {
    name: 'Free cash flow yield',
    category: 'valuation',
    formula: 'Trailing-twelve-month free cash flow ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description: 'Free cash generated in a year as a percentage of the company’s market value.',
  },
  bookToMarket: {
    name: 'Book-to-market',
    category: 'valuation',
    formula:
      'Shareholders’ equity ÷ market capitalisation; null when equity ≤ 0 (as in Fama & French).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.famaFrench1992, R.famaFrench1993, R.lsv1994],
    appliesToFinancials: true,
    description: 'Accounting net worth relative to market value; high values mark value stocks.',
  },
  salesToPrice: {
    name: 'Sales-to-price',
    category: 'valuation',
    formula:
      'Trailing-twelve-month revenue ÷ market capitalisation (0 for a company without revenue).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.barbee1996, R.lsv1994],
    appliesToFinancials: true,
    description: 'Yearly sales per dollar of market value; the inverse of price / sales.',
  },
  forwardPe: {
    name: 'Forward P/E',
    category: 'valuation',
    formula:
      'Last close ÷ analysts’ consensus EPS for next year (else the provider’s forward P/E); null when expected EPS ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Price relative to the earnings analysts expect next year.',
  },
  analystUpside: {
    name: 'Analyst upside',
    category: 'valuation',
    formula: 'Consensus target price ÷ last close − 1.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bravLehavy2003],
    appliesToFinancials: true,
    description:
      'How far the analysts’ average price target lies above (or below) the current price.',
  },
  evEbitda: {
    name: 'EV / EBITDA',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month EBITDA (operating income + depreciation and amortisation of the same window); null when EBITDA ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.loughranWellman2011],
    appliesToFinancials: false,
    description:
      'The enterprise multiple: the price of the whole business relative to its operating profit before depreciation.',
  },
  evFcf: {
    name: 'EV / free cash flow',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month free cash flow (operating cash flow − capex); null when FCF ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'The price of the whole business (equity plus net debt) relative to the cash it generates after investment.',
  },
  peg: {
    name: 'PEG ratio',
    category: 'valuation',
    formula:
      'P/E ÷ (3-year EPS CAGR × 100), i.e. P/E per percentage point of yearly EPS growth; null when P/E is not defined or the growth rate ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: {
      good: 1,
      poor: 2,
      text: 'Around 1 is fairly priced for its growth (Lynch); below 1 is cheap, above 2 expensive.',
    },
    research: [R.lynch1989],
    appliesToFinancials: true,
    description:
      'P/E adjusted for growth: how much investors pay for each point of earnings growth.',
  },
  forwardEarningsYield: {
    name: 'Forward earnings yield',
    category: 'valuation',
    formula:
      '1 ÷ forward P/E (analysts’ next-year EPS ÷ last close); null when forward P/E is null.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Next year’s expected profit per share as a percentage of the share price.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
