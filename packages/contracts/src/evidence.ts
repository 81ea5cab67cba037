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
const interval = z.object({ low: z.number(), high: z.number() });
const int = z.number().int();
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
  /** 95% intervals, block bootstrap by month (issue 25, ADR 032); absent before it. */
  cagrInterval: interval.nullable().optional(),
  hitRateInterval: interval.nullable().optional(),
  /** The CAGR had each holding without a next price lost 50% / 100% instead of 0%. */
  cagrIfMissingLost50: num.optional(),
  cagrIfMissingLost100: num.optional(),
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

/** The universes of the information coefficients (engine backtest/information-coefficients.ts). */
export const IC_UNIVERSES = [
  'sp500',
  'all',
  'investable',
  'large',
  'mid',
  'small',
  'micro',
] as const;
export type IcUniverseId = (typeof IC_UNIVERSES)[number];

/** Information coefficients (issue 25, ADR 032 section 1). */
const icStats = z.object({
  months: int,
  meanIc: num,
  standardError: num,
  tStat: num,
  positiveShare: num,
});
export const icSummary = icStats.extend({ horizon: int, inSample: icStats, later: icStats });
export const signalIcs = z.object({
  /** A metric id, a factor id, `evidentScore` or `walkForwardScore`. */
  id: z.string(),
  kind: z.enum(['metric', 'factor', 'score']),
  /** Metrics: the factor whose direction ranks them. */
  factor: z.string().nullable(),
  horizons: z.array(icSummary),
});
export type SignalIcs = z.infer<typeof signalIcs>;
export const informationCoefficients = z.object({
  horizons: z.array(int),
  minCompanies: int,
  inSampleEnd: z.string(),
  /**
   * S&P 500 members and all companies scored; since ADR 049 also the investable universe and the
   * size bands by market value at each date (absent from backtests stored before it).
   */
  universes: z.array(
    z.object({
      universe: z.enum(IC_UNIVERSES),
      /** The mean number of companies it held at a date (absent before ADR 049). */
      averageCompanies: num.optional(),
      signals: z.array(signalIcs),
    }),
  ),
  /** Each month's 12-month IC of each factor and score over S&P 500 members. */
  series12: z.array(z.object({ date: z.string(), ics: z.record(z.string(), num) })),
});
export type InformationCoefficients = z.infer<typeof informationCoefficients>;

export const walkForwardWeights = z.object({
  asOf: z.string(),
  weights: z.record(z.string(), z.number()),
  meanIcs: z.record(z.string(), z.number()),
  months: int,
  from: z.string(),
  to: z.string(),
});
export type WalkForwardWeights = z.infer<typeof walkForwardWeights>;
/** The walk-forward composite's portfolios beside the fixed weights' (ADR 032 section 2). */
export const walkForward = z.object({
  start: z.string().nullable(),
  buckets: z.array(groupResult),
  deciles: z.array(groupResult),
  fixedSameDates: z.object({ buckets: z.array(groupResult), deciles: z.array(groupResult) }),
  weights: z.array(walkForwardWeights),
  latest: walkForwardWeights.nullable(),
});
export type WalkForward = z.infer<typeof walkForward>;
export const survivorshipCount = z.object({ year: int, members: int, withoutPrice: int });

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
    cagrInterval: true,
    hitRateInterval: true,
    cagrIfMissingLost50: true,
    cagrIfMissingLost100: true,
  }),
  /** Benchmark hit rate baseline: share of all holdings that beat it over the horizon. */
  allHoldingsHitRate: num,
  missingPrices: z.number().int(),
  holdingsTotal: z.number().int(),
  /** Null for a backtest stored before the fair value test existed. */
  fairValue: fairValueTest.nullable(),
  /**
   * Issue 25 (absent in backtests stored before it): the factors' and scores' ICs (each metric's
   * are served by `GET /evidence/information-coefficients`), the walk-forward line, and the S&P
   * 500 members of each year without a price in the data.
   */
  informationCoefficients: informationCoefficients.nullable().optional(),
  walkForward: walkForward.nullable().optional(),
  survivorship: z.array(survivorshipCount).nullable().optional(),
  /**
   * ADR 049: the first rebalance date at which the investable universe applied the $1 million
   * liquidity floor (daily volumes cover the three months before it); null when none did; absent
   * in backtests stored before it.
   */
  liquidityFloorFrom: z.string().nullable().optional(),
  /** What the result cannot tell, stated with it. */
  caveats: z.array(z.string()),
});
export type Evidence = z.infer<typeof evidence>;
/** `data: null` before the first backtest. */
export const evidenceResponse = successEnvelope(evidence.nullable());

/** `GET /evidence/information-coefficients`: every signal's ICs (metrics too); null before any. */
export const informationCoefficientsResponse = successEnvelope(
  z.object({ backtestId: int, createdAt: z.string(), ics: informationCoefficients }).nullable(),
);

/** The live record (issue 25, ADR 032 section 5): each run's 90+ list followed as prices arrive. */
export const LIVE_HORIZONS = [1, 3, 6, 12, 36] as const;
const liveReturn = z.object({
  /** The date the later close is of (the last close on or before the horizon's end). */
  end: z.string(),
  /** Equal-weight price return of the companies priced at both ends, and SPY's. */
  listReturn: num,
  spyReturn: num,
  /** Companies with a close at both ends. */
  priced: int,
});
export const liveList = z.object({
  asOf: z.string(),
  kind: z.literal('score-90'),
  companies: int,
  /** The horizons that have passed, of LIVE_HORIZONS. */
  horizons: z.array(liveReturn.extend({ months: int })),
  /** From the list's date to the latest close; null without a later close. */
  sinceThen: liveReturn.nullable(),
});
export const liveRecord = z.object({
  /** The horizons followed, in months (LIVE_HORIZONS): the page's columns. */
  horizons: z.array(int),
  /** The first list's date; null before the first score run. */
  since: z.string().nullable(),
  /** The benchmark's latest close: how far later prices reach. */
  latestPrice: z.string().nullable(),
  /** Whole months from the first list to the latest close. */
  monthsSince: int.nullable(),
  lists: z.array(liveList),
});
export type LiveRecord = z.infer<typeof liveRecord>;
export const liveRecordResponse = successEnvelope(liveRecord);
