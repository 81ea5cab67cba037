import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The earnings quality metrics of the catalogue (see catalogue.ts for the fields). */
export const quality = {
  sloanRatio: {
    name: 'Sloan accrual ratio',
    category: 'earnings-quality',
    formula:
      '(Trailing-twelve-month net income − operating cash flow) ÷ average total assets (latest and one year earlier).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: {
      poor: 0.1,
      text: 'Safe between −10% and 10%; beyond that, earnings rest heavily on accruals.',
    },
    research: [R.sloan1996],
    appliesToFinancials: false,
    description:
      'How much of the profit is accounting accruals rather than cash; high values flag low-quality earnings.',
  },
  cashConversion: {
    name: 'Cash conversion',
    category: 'earnings-quality',
    formula: 'Trailing-twelve-month operating cash flow ÷ net income; null when net income ≤ 0.',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.sloan1996],
    appliesToFinancials: false,
    description: 'Cash flow produced per dollar of reported profit.',
  },
  externalFinancingRatio: {
    name: 'External financing',
    category: 'earnings-quality',
    formula:
      '(Net equity financing + net debt financing) ÷ average total assets; net equity = shares issued − repurchased − dividends (from the share-count change valued at market cap when amounts are not reported), net debt = debt issued − repaid (else the change in total debt).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.brs2006],
    appliesToFinancials: false,
    description:
      'Money raised from shareholders and lenders over the last year relative to the balance sheet.',
  },
  earningsSurprise: {
    name: 'Earnings surprise',
    category: 'earnings-quality',
    formula:
      'Mean surprise (actual vs consensus EPS, %) of the last four announcements within 15 months.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bernardThomas1989],
    appliesToFinancials: true,
    description:
      'By how much reported earnings beat (or missed) what analysts expected, on average.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
