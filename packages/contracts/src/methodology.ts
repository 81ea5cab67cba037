import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The engine's metric catalogue and factor definitions, served for the company and evidence
 * pages (glossary, info tooltips, "the science behind"). */
export const metricUnit = z.enum(['ratio', 'percent', 'times', 'usd', 'score', 'probability']);
export type MetricUnit = z.infer<typeof metricUnit>;

export const researchReference = z.object({
  citation: z.string(),
  year: z.number().int(),
  finding: z.string(),
});

export const metricDefinition = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  formula: z.string(),
  /** Percent-unit values are fractions (0.32 = 32%). */
  unit: metricUnit,
  direction: z.enum(['higher', 'lower', 'neutral']),
  rulesOfThumb: z
    .object({ good: z.number().optional(), poor: z.number().optional(), text: z.string() })
    .nullable(),
  research: z.array(researchReference),
  appliesToFinancials: z.boolean(),
  /** Measures built for banks, insurers and REITs only (the bank Z-score…); null for the others. */
  financialOnly: z.boolean(),
  description: z.string(),
});
export type MetricDefinition = z.infer<typeof metricDefinition>;

export const factorDefinition = z.object({
  id: z.string(),
  name: z.string(),
  /** Weight in the Evident Score; 0 for factors shown beside it (momentum, earnings quality). */
  weight: z.number(),
  inScore: z.boolean(),
  metrics: z.array(
    z.object({ id: z.string(), direction: z.enum(['higher', 'lower']), weight: z.number() }),
  ),
});
export type FactorDefinition = z.infer<typeof factorDefinition>;

export const methodologyResponse = successEnvelope(
  z.object({
    factors: z.array(factorDefinition),
    metrics: z.array(metricDefinition),
  }),
);
export type Methodology = z.infer<typeof methodologyResponse>['data'];
