import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The momentum metrics of the catalogue (see catalogue.ts for the fields). */
export const momentum = {
  momentum3m: {
    name: 'Momentum (3 months)',
    category: 'momentum',
    formula:
      'Close now ÷ close three calendar months earlier − 1 (daily closes when they cover the window, else month-end closes).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last three months.',
  },
  momentum6m: {
    name: 'Momentum (6 months)',
    category: 'momentum',
    formula: 'Close now ÷ close six calendar months earlier − 1.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last six months.',
  },
  momentum12_1: {
    name: 'Momentum (12−1 months)',
    category: 'momentum',
    formula:
      'Close one month ago ÷ close twelve months ago − 1 (skips the last month, which tends to reverse).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change from a year ago to a month ago, the classic momentum signal.',
  },
  high52wRatio: {
    name: 'Price / 52-week high',
    category: 'momentum',
    formula: 'Last close ÷ highest close of the last 52 weeks (daily, else month-end closes).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.georgeHwang2004],
    appliesToFinancials: true,
    description: 'How close the price is to its one-year high (1 = at the high).',
  },
  volatility1y: {
    name: 'Volatility (1 year)',
    category: 'momentum',
    formula:
      'Standard deviation of daily returns over the last year × √252 (else of monthly returns × √12).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.ang2006],
    appliesToFinancials: true,
    description: 'How much the price swings, as a yearly percentage.',
  },
  momentum1m: {
    name: 'Price change (1 month)',
    category: 'momentum',
    formula: 'Close now ÷ close one calendar month earlier − 1 (daily closes, else month-end).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.jegadeesh1990],
    appliesToFinancials: true,
    description:
      'Price change over the last month; last month’s winners have tended to give some of it back (short-term reversal), so lower ranks better.',
  },
  momentum12m: {
    name: 'Price change (12 months)',
    category: 'momentum',
    formula: 'Close now ÷ close twelve calendar months earlier − 1 (daily closes, else month-end).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last year, including the latest month.',
  },
  maxDrawdown1y: {
    name: 'Maximum drawdown (1 year)',
    category: 'momentum',
    formula:
      'Largest fall from a running high to a later close within the last year: max of 1 − close ÷ highest close so far (daily closes, else at least 10 month-end closes); 0 when the price never fell below an earlier high.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The worst peak-to-trough loss a holder could have suffered over the last year.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
