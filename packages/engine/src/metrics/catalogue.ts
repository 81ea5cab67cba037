import type { MetricId } from './metric-id';
import { valuation } from './catalogue/valuation';
import { growth } from './catalogue/growth';
import { profitability } from './catalogue/profitability';
import { health } from './catalogue/health';
import { payout } from './catalogue/payout';
import { quality } from './catalogue/earnings-quality';
import { momentum } from './catalogue/momentum';
import { size } from './catalogue/size';

/**
 * The metric catalogue: what each metric is, how it is computed (in words), which way is better,
 * the glossary's rules of thumb (product spec §9) and the research behind it. compute-metrics.ts
 * implements the formulas; scoring reads `direction`; the glossary and stock page read the rest.
 *
 * Percent-unit metrics are stored as fractions (0.32 = 32%).
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
  /** One or two plain sentences for the glossary. */
  description: string;
}

/** A catalogue entry as written in the category files (the id is its key). */
export type CatalogueEntry = Omit<MetricDefinition, 'id'>;

const definitions: Record<MetricId, CatalogueEntry> = {
  ...valuation,
  ...growth,
  ...profitability,
  ...health,
  ...payout,
  ...quality,
  ...momentum,
  ...size,
};

export const METRIC_CATALOGUE: Record<MetricId, MetricDefinition> = Object.fromEntries(
  Object.entries(definitions).map(([id, def]) => [id, { id: id as MetricId, ...def }]),
) as Record<MetricId, MetricDefinition>;
