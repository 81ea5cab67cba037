import type { HistoryMultiple } from './own-history';

/**
 * Why a fair value, or one of its methods, has no figure (ADR 055): a code with the figures its
 * sentence needs, never the sentence. The API writes it in the reader's language from its message
 * catalogues, so a reworded reason cannot stay English on a Spanish or Ukrainian page.
 */
export type ValuationMethodName = 'ownHistory' | 'cashFlow' | 'excessReturn';

/** Why one multiple of the own-history method was left out. */
export type MultipleShortfall =
  | { multiple: HistoryMultiple; code: 'notPositive' }
  | { multiple: HistoryMultiple; code: 'shortHistory'; years: number };

export type ValuationReason =
  | { code: 'noRecentPrice' }
  | { code: 'noRevenue' }
  | { code: 'fewCashFlowYears'; years: number }
  | { code: 'negativeCashFlow' }
  | { code: 'noGrowthHistory' }
  | { code: 'noBookValue' }
  | { code: 'noRoe' }
  | { code: 'fewRoeYears' }
  /** The mean return on equity used and the long-run growth, as fractions. */
  | { code: 'roeBelowGrowth'; roe: number; growth: number }
  | { code: 'reitNeedsFfo' }
  | { code: 'blankCheck' }
  /** The latest share count filed and today's, in shares. */
  | { code: 'shareBasis'; filed: number; today: number }
  | { code: 'fewMultiples'; shortfalls: MultipleShortfall[] }
  /** The most two methods may differ (a factor) and each available method's figure, in $. */
  | {
      code: 'methodsDisagree';
      factor: number;
      methods: { method: ValuationMethodName; value: number }[];
    }
  /** No method has a figure: each method's own reason. */
  | { code: 'noMethod'; methods: { method: ValuationMethodName; reason: ValuationReason }[] };

export type ValuationReasonCode = ValuationReason['code'];

/** Every code, for the renderers' and their tests' completeness checks. */
export const VALUATION_REASON_CODES = [
  'noRecentPrice',
  'noRevenue',
  'fewCashFlowYears',
  'negativeCashFlow',
  'noGrowthHistory',
  'noBookValue',
  'noRoe',
  'fewRoeYears',
  'roeBelowGrowth',
  'reitNeedsFfo',
  'blankCheck',
  'shareBasis',
  'fewMultiples',
  'methodsDisagree',
  'noMethod',
] as const satisfies readonly ValuationReasonCode[];

// Fails to compile when a code is added to the union but not to the list.
type Missing = Exclude<ValuationReasonCode, (typeof VALUATION_REASON_CODES)[number]>;
const _everyCodeListed: Missing extends never ? true : never = true;
void _everyCodeListed;
