import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The size metrics of the catalogue (see catalogue.ts for the fields). */
export const size = {
  marketCap: {
    name: 'Market capitalisation',
    category: 'size',
    formula: 'Last close × shares outstanding on the price’s share basis (see categories/size.ts).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.banz1981, R.famaFrench1992],
    appliesToFinancials: true,
    description: 'What the stock market values the whole company at.',
  },
  enterpriseValue: {
    name: 'Enterprise value',
    category: 'size',
    formula: 'Market capitalisation + total debt − cash.',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.loughranWellman2011],
    appliesToFinancials: false,
    description: 'The price of the whole business: shares plus debt, minus cash.',
  },
  avgDollarVolume: {
    name: 'Average dollar volume (3 months)',
    category: 'size',
    formula:
      'Mean of close × volume over the trading days of the last three months (else the provider’s average volume × last close).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.amihud2002],
    appliesToFinancials: true,
    description:
      'How many dollars of the stock change hands on a typical day; a liquidity measure.',
  },
  medianDollarVolume: {
    name: 'Median dollar volume (3 months)',
    category: 'size',
    formula:
      'Median of close × volume over the trading days of the last three months (at least 20 sessions with a volume).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.amihud2002],
    appliesToFinancials: true,
    description:
      'How many dollars of the stock change hands in a typical session, unmoved by a few very busy days; the investable universe asks for at least $1 million.',
  },
  revenueTtm: {
    name: 'Revenue (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month revenue (four latest quarters, else fiscal year, else TTM row).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Sales of the last twelve months.',
  },
  netIncomeTtm: {
    name: 'Net income (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month net income (four latest quarters, else fiscal year, else TTM row).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Profit of the last twelve months; negative for loss makers.',
  },
  freeCashFlowTtm: {
    name: 'Free cash flow (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month free cash flow as reported, else operating cash flow − capex of the same window.',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'Cash generated in the last twelve months after capital investment.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
