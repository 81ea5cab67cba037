import type { MetricId } from '../metric-id';

/**
 * The fields of a catalogue entry (see catalogue.ts). In their own file so that the category files
 * and catalogue.ts, which spreads them, do not import each other.
 */

export type MetricCategory =
  | 'valuation'
  | 'growth'
  | 'profitability'
  | 'health'
  | 'payout'
  | 'earnings-quality'
  | 'momentum'
  | 'size';

export type MetricUnit = 'ratio' | 'percent' | 'times' | 'usd' | 'score' | 'probability';

export type MetricDirection = 'higher' | 'lower' | 'neutral';

export interface RuleOfThumb {
  /** Value at or beyond which (in the metric's better direction) the glossary calls it good. */
  good?: number;
  /** Value beyond which (in the worse direction) the glossary calls it poor. */
  poor?: number;
  text: string;
}

export interface ResearchReference {
  citation: string;
  year: number;
  finding: string;
}

export interface MetricDefinition {
  id: MetricId;
  name: string;
  category: MetricCategory;
  /** The formula in words. */
  formula: string;
  unit: MetricUnit;
  direction: MetricDirection;
  rulesOfThumb: RuleOfThumb | null;
  research: ResearchReference[];
  /** False for metrics that do not describe banks, insurers, brokers or REITs (null for them). */
  appliesToFinancials: boolean;
  /**
   * True for the measures built for financial companies only (null for every other company): the
   * bank insolvency distance and the volatility of the return on assets (ADR 029).
   */
  financialOnly: boolean;
  /** One or two plain sentences for the glossary. */
  description: string;
}

/**
 * A catalogue entry as written in the category files (the id is its key); `financialOnly` is
 * written only where it is true.
 */
export type CatalogueEntry = Omit<MetricDefinition, 'id' | 'financialOnly'> & {
  financialOnly?: true;
};
