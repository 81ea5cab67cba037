import type { MetricId } from './metric-id';
import type { CatalogueEntry, MetricDefinition } from './catalogue/types';
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
 * the glossary's rules of thumb (product spec §9) and the research behind it. categories/*.ts
 * implement the formulas, one file per category as in catalogue/ (figures.ts the figures several
 * categories share, e.g. EBITDA); scoring reads `direction`; the glossary and stock page read the
 * rest.
 *
 * Percent-unit metrics are stored as fractions (0.32 = 32%).
 */

export type {
  CatalogueEntry,
  MetricCategory,
  MetricDefinition,
  MetricDirection,
  MetricUnit,
  ResearchReference,
  RuleOfThumb,
} from './catalogue/types';

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
  Object.entries(definitions).map(([id, def]) => [
    id,
    { id: id as MetricId, ...def, financialOnly: def.financialOnly === true },
  ]),
) as Record<MetricId, MetricDefinition>;
