import { z } from 'zod';

/*
 * Issue 52 (ADR 047, ADR 048): the data behind a company's Evident Score, and the notes on
 * figures that are not what they seem. Codes with their figures: the page words them from its
 * own catalogues (en, es, uk), never from sentences of the engine.
 */

/** One core factor's data: the measures it has, needs and misses (metric ids). */
export const factorData = z.object({
  factor: z.enum(['Value', 'Growth', 'Profitability', 'Health', 'ShareholderRetribution']),
  present: z.number().int(),
  applicable: z.number().int(),
  needed: z.number().int(),
  enough: z.boolean(),
  missing: z.array(z.string()),
});

/**
 * Whether the company has the data for an Evident Score (ADR 047: at least `factorsNeeded` of the
 * five core factors, each on enough of its own measures), and what each core factor misses.
 */
export const scoreData = z.object({
  enough: z.boolean(),
  factorsPresent: z.number().int(),
  factorsNeeded: z.number().int(),
  factors: z.array(factorData),
});
export type ScoreData = z.infer<typeof scoreData>;

const metrics = z.array(z.string());

/** A note on a company's figures (ADR 048). Amounts in US dollars as reported. */
export const figureNote = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('oneOffIncome'),
    /** Net income − the operating result: the part not from operations. */
    amount: z.number(),
    netIncome: z.number(),
    operatingResult: z.number(),
    /** Operating income, or (when missing) an upper bound of it: gross profit, else revenue. */
    basis: z.enum(['operatingIncome', 'grossProfit', 'revenue']),
    metrics,
  }),
  z.object({
    code: z.enum(['negativeEquity', 'tinyEquity']),
    equity: z.number(),
    totalAssets: z.number().nullable(),
    metrics,
  }),
  z.object({
    code: z.enum(['tinyRevenue', 'tinyRevenueBase']),
    revenue: z.number(),
    totalAssets: z.number(),
    metrics,
  }),
  z.object({
    code: z.literal('implausibleValue'),
    metric: z.string(),
    value: z.number(),
    bound: z.number(),
    metrics,
  }),
]);
export type FigureNote = z.infer<typeof figureNote>;
export type FigureNoteCode = FigureNote['code'];
