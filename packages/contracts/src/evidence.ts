import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The latest backtest (issue 8), served by the public `GET /api/v1/evidence`. */
const num = z.number().nullable();

export const periodStats = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  months: z.number().int(),
  cagr: num,
  volatility: num,
  maxDrawdown: num,
  sharpe: num,
});

const series = z.array(z.object({ date: z.string(), value: z.number() }));
const yearly = z.array(z.object({ year: z.number().int(), return: z.number() }));

export const groupResult = z.object({
  id: z.string(),
  label: z.string(),
  all: periodStats,
  inSample: periodStats,
  heldOut: periodStats,
  turnover: num,
  averageHoldings: z.number(),
  hitRate: num,
  averageForwardReturn: num,
  forwardObservations: z.number().int(),
  yearly,
  equity: series,
});
export type GroupResult = z.infer<typeof groupResult>;

/** The fair value tested against later prices (issue 24): undervalued vs overvalued fifth. */
export const fairValueHorizon = z.object({
  months: z.number().int(),
  observations: z.number().int(),
  undervaluedReturn: num,
  overvaluedReturn: num,
  difference: num,
  differenceLow: num,
  differenceHigh: num,
  hitRate: num,
  averageCompanies: num,
});
export const fairValueTest = z.object({
  horizons: z.array(fairValueHorizon),
  rankedDates: z.number().int(),
  averageRanked: num,
  /** Median gap (percent, + = fair value above the price) at the last ranked date. */
  latest: z
    .object({ date: z.string(), medianGap: z.number(), companies: z.number().int() })
    .nullable(),
});
export type FairValueTest = z.infer<typeof fairValueTest>;

export const evidence = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  dataVersion: z.string().nullable(),
  seconds: z.number(),
  params: z.object({
    start: z.string(),
    end: z.string(),
    rebalance: z.literal('monthly'),
    costPerTurnover: z.number(),
    horizonMonths: z.number().int(),
    inSampleEnd: z.string(),
    benchmark: z.string(),
    universe: z.string(),
  }),
  buckets: z.array(groupResult),
  deciles: z.array(groupResult),
  benchmark: groupResult.omit({
    turnover: true,
    averageHoldings: true,
    hitRate: true,
    averageForwardReturn: true,
    forwardObservations: true,
  }),
  /** Benchmark hit rate baseline: share of all holdings that beat it over the horizon. */
  allHoldingsHitRate: num,
  missingPrices: z.number().int(),
  holdingsTotal: z.number().int(),
  /** Null for a backtest stored before the fair value test existed. */
  fairValue: fairValueTest.nullable(),
  /** What the result cannot tell, stated with it. */
  caveats: z.array(z.string()),
});
export type Evidence = z.infer<typeof evidence>;
/** `data: null` before the first backtest. */
export const evidenceResponse = successEnvelope(evidence.nullable());
