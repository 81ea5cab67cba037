import type { Methodology } from '@evident/contracts/methodology';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import { COMPOSITE_WEIGHTS, FACTOR_IDS, FACTORS, IN_SCORE } from '@evident/engine/scoring/factors';

/** The engine's factors and metric catalogue, as they are in this build. */
export function methodology(): Methodology {
  return {
    factors: FACTOR_IDS.map((id) => ({
      id,
      name: FACTORS[id].name,
      weight: COMPOSITE_WEIGHTS[id] ?? 0,
      inScore: IN_SCORE.has(id),
      metrics: FACTORS[id].metrics.map((m) => ({
        id: m.id,
        direction: m.direction,
        weight: m.weight,
      })),
    })),
    metrics: METRIC_IDS.map((id) => {
      const d = METRIC_CATALOGUE[id];
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
