import type { Methodology } from '@evident/contracts/methodology';
import {
  localizedFactorName,
  localizedMetric,
  type CatalogueLanguage,
} from '@evident/engine/metrics/catalogue/localized';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import {
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  FACTORS,
  IN_SCORE,
  type CompositeWeights,
} from '@evident/engine/scoring/factors';
import type { ScoreWeightsSource } from '@evident/contracts/methodology';

/**
 * The engine's factors and metric catalogue, as they are in this build, with the composite
 * weights in force: the loaded run's (ADR 032), or the fixed ones before any run. Names, formulas,
 * descriptions, rules of thumb and research findings in `language` (issue 23).
 */
export function methodology(
  weights: { compositeWeights: CompositeWeights; source: ScoreWeightsSource } | null = null,
  language: CatalogueLanguage = 'en',
): Methodology {
  const inForce = weights?.compositeWeights ?? COMPOSITE_WEIGHTS;
  return {
    weights: weights?.source ?? { kind: 'fixed', asOf: null, months: null, backtestId: null },
    factors: FACTOR_IDS.map((id) => ({
      id,
      name: localizedFactorName(id, language),
      weight: IN_SCORE.has(id) ? (inForce[id] ?? 0) : 0,
      inScore: IN_SCORE.has(id),
      metrics: FACTORS[id].metrics.map((m) => ({
        id: m.id,
        direction: m.direction,
        weight: m.weight,
      })),
    })),
    metrics: METRIC_IDS.map((id) => {
      const d = localizedMetric(id, language);
      return {
        id,
        name: d.name,
        category: d.category,
        formula: d.formula,
        unit: d.unit,
        direction: d.direction,
        rulesOfThumb: d.rulesOfThumb,
        research: d.research,
        appliesToFinancials: d.appliesToFinancials,
        financialOnly: d.financialOnly,
        description: d.description,
      };
    }),
  };
}
