import type { MetricId } from '../../metric-id';
import type { FactorId } from '../../../scoring/factors';
import type { R } from '../research';
import type { valuation } from '../valuation';
import type { growth } from '../growth';
import type { profitability } from '../profitability';
import type { health } from '../health';
import type { payout } from '../payout';
import type { quality } from '../earnings-quality';
import type { momentum } from '../momentum';
import type { size } from '../size';

/**
 * The shape of a translation of the catalogue's texts (issue 23): every metric, research finding
 * and factor name, keyed so that the compiler fails when one is missing, and a metric's `rule`
 * required exactly where the English catalogue has a rule of thumb.
 */

/** The key of a research reference in research.ts (`R`). */
export type ResearchKey = keyof typeof R;

type Entries = typeof valuation &
  typeof growth &
  typeof profitability &
  typeof health &
  typeof payout &
  typeof quality &
  typeof momentum &
  typeof size;

/** The metrics whose catalogue entry has a rule of thumb (its `text` is translated as `rule`). */
export type RuledMetricId = {
  [K in MetricId]: Entries[K]['rulesOfThumb'] extends null ? never : K;
}[MetricId];

export interface MetricTexts {
  name: string;
  /** The formula in words: symbols (÷, ×, −, ≤), abbreviations and numbers as in English. */
  formula: string;
  description: string;
  /** The rule of thumb's text (`rulesOfThumb.text`). */
  rule?: string;
}

export type MetricTranslations = {
  [K in MetricId]: K extends RuledMetricId
    ? MetricTexts & { rule: string }
    : MetricTexts & { rule?: never };
};

export interface ResearchTexts {
  /** The finding only: citations, authors, years and journals stay in their own language. */
  finding: string;
}

export interface FactorTexts {
  name: string;
}

export interface CatalogueTranslation {
  metrics: MetricTranslations;
  research: Record<ResearchKey, ResearchTexts>;
  factors: Record<FactorId, FactorTexts>;
}
