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

/**
 * Where the Evident Score's factor weights in force come from (ADR 032): the walk-forward rule as
 * of a month end (computed with the latest backtest), or ADR 009's fixed weights until a backtest
 * exists.
 */
export const scoreWeightsSource = z.object({
  kind: z.enum(['walk-forward', 'fixed']),
  /** The month end the rule's weights are for (walk-forward). */
  asOf: z.string().nullable(),
  /** Months of 12-month ICs they were learnt from (walk-forward). */
  months: z.number().int().nullable(),
  /** The backtest that computed them (walk-forward); null when they were shipped. */
  backtestId: z.number().int().nullable(),
  /**
   * Learnt by the backtest of these very data and method before they were shipped with the
   * snapshot (ADR 052): used until this installation's own backtest has run and confirmed them.
   */
  shipped: z.boolean().optional(),
});
export type ScoreWeightsSource = z.infer<typeof scoreWeightsSource>;

export const methodologyResponse = successEnvelope(
  z.object({
    factors: z.array(factorDefinition),
    metrics: z.array(metricDefinition),
    /** Where the factors' weights (`factors[].weight`) come from; absent before ADR 032. */
    weights: scoreWeightsSource.optional(),
  }),
);
export type Methodology = z.infer<typeof methodologyResponse>['data'];
