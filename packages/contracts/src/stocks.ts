import { z } from 'zod';
import { successEnvelope } from './envelope';
import { figureNote, scoreData } from './figure-notes';

/** Tickers are `EXCHANGE:SYMBOL` (e.g. `NASDAQ:AAPL`); lookups are case-insensitive. */
export const tickerParam = z
  .string()
  .trim()
  .min(3, 'Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL')
  .max(30, 'Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL')
  .regex(/^[A-Za-z]+:[A-Za-z0-9.-]+$/, 'Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL')
  .transform((t) => t.toUpperCase());

export const COMPANY_NOT_FOUND = 'Company not found';

// ---- Search ---------------------------------------------------------------------------------
export const stockSearchQuery = z.object({
  search: z.string().max(100, 'Search text is too long (100 characters at most)').default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 50' })
    .int('limit must be a number from 1 to 50')
    .min(1, 'limit must be a number from 1 to 50')
    .max(50, 'limit must be a number from 1 to 50')
    .default(20),
});
export const stockSearchResult = z.object({
  symbol: z.string(),
  ticker: z.string(),
  companyName: z.string(),
});
export type StockSearchResult = z.infer<typeof stockSearchResult>;
export const stockSearchResponse = successEnvelope(z.array(stockSearchResult));

// ---- Company ---------------------------------------------------------------------------------
const nullableNumber = z.number().nullable();

// ---- Fair value (ADR 031) ---------------------------------------------------------------------
const valuationMethod = z.enum(['ownHistory', 'cashFlow', 'excessReturn']);
const methodRange = { value: z.number(), low: z.number(), high: z.number() };
/** Own-history multiples: each multiple's median over the company's own last 5–10 years. */
export const ownHistoryMethod = z.object({
  method: z.literal('ownHistory'),
  ...methodRange,
  estimates: z.array(
    z.object({
      multiple: z.enum(['pe', 'ps', 'pfcf', 'pb']),
      current: z.number(),
      median: z.number(),
      points: z.number().int(),
      years: z.number(),
      estimate: z.number(),
    }),
  ),
  growthNow: nullableNumber,
  growthThen: nullableNumber,
  adjustment: z.number(),
});
/** Two-stage discounted free cash flow per share. */
export const cashFlowMethod = z.object({
  method: z.literal('cashFlow'),
  ...methodRange,
  revenuePerShare: z.number(),
  margins: z.array(nullableNumber),
  normalMargin: z.number(),
  start: z.number(),
  growth: z.number(),
  historyGrowth: nullableNumber,
  analystGrowth: nullableNumber,
  terminalGrowth: z.number(),
  discountRate: z.number(),
  netDebtPerShare: nullableNumber,
});
/** Excess return on equity (banks, insurers, brokers, asset managers). */
export const excessReturnMethod = z.object({
  method: z.literal('excessReturn'),
  ...methodRange,
  bookValuePerShare: z.number(),
  roe: z.object({ now: z.number(), yearAgo: nullableNumber, twoYearsAgo: nullableNumber }),
  roeUsed: z.number(),
  growth: z.number(),
  discountRate: z.number(),
});
export const unavailableMethod = z.object({
  method: valuationMethod,
  value: z.null(),
  reason: z.string(),
});
export const fairValueDetail = z.object({
  kind: z.enum(['company', 'financial', 'reit', 'blank-check']),
  low: nullableNumber,
  high: nullableNumber,
  methods: z.array(
    z.union([ownHistoryMethod, cashFlowMethod, excessReturnMethod, unavailableMethod]),
  ),
  /** Why no fair value is published (null when one is). */
  reason: z.string().nullable(),
});
export type FairValueDetail = z.infer<typeof fairValueDetail>;

export const factorKey = z.enum([
  'Value',
  'Growth',
  'Profitability',
  'Health',
  'ShareholderRetribution',
  'Momentum',
  'EarningsQuality',
]);
export type FactorKey = z.infer<typeof factorKey>;

export const factorSummary = z.object({
  name: z.string(),
  /** Weighted mean of the factor's metric percentiles (0–100); null = insufficient data. */
  value: nullableNumber,
  /** Rank among scored companies (0–100). */
  percentile: nullableNumber,
  /** Status word from the score bands (Excellent … Poor), or "Insufficient data". */
  status: z.string(),
  inScore: z.boolean(),
  coverage: z.object({ present: z.number().int(), applicable: z.number().int() }),
});

export const metricSummary = z.object({
  value: nullableNumber,
  universePercentile: nullableNumber,
  sectorPercentile: nullableNumber,
  /** How this company's figure was obtained when the method has more than one source. */
  note: z.string().optional(),
});

export const attribute = z.object({
  kind: z.enum(['positive', 'neutral', 'negative']),
  metric: z.string(),
  factor: z.string(),
  text: z.string(),
  importance: z.number(),
});

/**
 * What changed since the previous score run (issue 22, ADR 026): the shown score and band before
 * and after, the factors whose standing moved, and the metrics that moved the score most.
 */
export const changeCause = z.enum([
  'filing',
  'price',
  'filing-and-price',
  'peers',
  'now-available',
  'no-longer-available',
  'other',
]);
export const scoreChangeReason = z.object({
  metric: z.string(),
  name: z.string(),
  factor: factorKey,
  before: nullableNumber,
  after: nullableNumber,
  percentileBefore: nullableNumber,
  percentileAfter: nullableNumber,
  /** Score points (before ranking) this metric moved on its own; + raised the score. */
  effect: z.number(),
  cause: changeCause,
  /** One sentence: what moved, from what to what, and why. */
  text: z.string(),
});
export const scoreChanges = z.object({
  /** The previous run's as-of date. */
  since: z.string(),
  asOf: z.string(),
  scoreBefore: z.number().int().nullable(),
  scoreAfter: z.number().int().nullable(),
  bandBefore: z.string().nullable(),
  bandAfter: z.string().nullable(),
  bandChanged: z.boolean(),
  factors: z.array(
    z.object({
      factor: factorKey,
      name: z.string(),
      percentileBefore: z.number().int().nullable(),
      percentileAfter: z.number().int().nullable(),
      statusBefore: z.string(),
      statusAfter: z.string(),
    }),
  ),
  reasons: z.array(scoreChangeReason),
  filing: z.object({ before: z.string().nullable(), after: z.string() }).nullable(),
  price: z.object({ before: nullableNumber, after: z.number(), change: nullableNumber }).nullable(),
  /**
   * The factor weights differed between the runs (the walk-forward rule, ADR 032): the score
   * points (before ranking) that alone moved. Absent in changes measured before.
   */
  weights: z.object({ effect: z.number() }).nullable().optional(),
});
export type ScoreChanges = z.infer<typeof scoreChanges>;

/** What a listing is (ADR 046): only operating companies get an Evident Score. */
export const listingKind = z.enum([
  'operating',
  'preferred',
  'closed_end_fund',
  'etf',
  'spac',
  'royalty_trust',
  'other',
]);
export type ListingKind = z.infer<typeof listingKind>;
/** An operating company's shares: common stock, an ADR or foreign shares, a REIT, LP units. */
export const operatingForm = z.enum(['common', 'foreign', 'reit', 'partnership']);
export type OperatingForm = z.infer<typeof operatingForm>;

export const listingInfo = z.object({
  kind: listingKind,
  /** Null unless `kind` is `operating`. */
  form: operatingForm.nullable(),
  /**
   * The company behind a security that is not its common stock (a trust-preferred's issuer):
   * the operating listing with the same SEC CIK; null when none is listed.
   */
  issuer: z.object({ ticker: z.string(), companyName: z.string() }).nullable(),
  /** The name the market data carries when the product shows a corrected one; else null. */
  nameInData: z.string().nullable(),
});
export type ListingInfo = z.infer<typeof listingInfo>;

export const companyDetail = z.object({
  ticker: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  companyName: z.string(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  image: z.string().nullable(),
  sp500: z.boolean(),
  /** Banks, insurers, REITs…: measured with the financial measures (ADR 029). */
  isFinancial: z.boolean(),
  /** The displayed score: the percentile, rounded (0–100); null when not scored. */
  evidentScore: z.number().int().nullable(),
  evidentScorePercentile: nullableNumber,
  evidentScoreValue: nullableNumber,
  /** Status word of the score band. */
  category: z.string().nullable(),
  factors: z.record(factorKey, factorSummary),
  /**
   * Issue 52 (ADR 047): whether the data suffices for an Evident Score and what each core factor
   * misses; null when the company was not in the scored universe. Absent from older servers.
   */
  scoreData: scoreData.nullable().optional(),
  /** Issue 52 (ADR 048): figures put on an operating basis or left out, as codes with figures. */
  figureNotes: z.array(figureNote).optional(),
  /** Spec §3 "Score sample record" field names. */
  scoreRecord: z.object({
    evidentScorePercentile: nullableNumber,
    evidentScoreValue: nullableNumber,
    GrowthValue: nullableNumber,
    GrowthPercentile: nullableNumber,
    ValueValue: nullableNumber,
    ValuePercentile: nullableNumber,
    ProfitabilityValue: nullableNumber,
    ShareholderRetributionValue: nullableNumber,
    ShareholderRetributionPercentile: nullableNumber,
    HealthValue: nullableNumber,
    HealthPercentile: nullableNumber,
    /** The company the record is of; `country` and `image` null when the data has none. */
    CompanyProfile: z.object({
      companyName: z.string(),
      country: z.string().nullable(),
      image: z.string().nullable(),
      ticker: z.string(),
    }),
  }),
  lastClose: nullableNumber,
  fairValue: nullableNumber,
  /** Fair value vs last close, in percent (+ = fair value above the price). */
  percentageDifference: nullableNumber,
  /** How the fair value was reached: each method's figure and inputs, the range, or why not. */
  fairValueDetail: fairValueDetail.nullable(),
  analystTargetPrice: nullableNumber,
  kpis: z.record(z.string(), nullableNumber),
  /**
   * The factors' metrics that have a value (six significant digits), with their standing; a
   * factor metric left out is not available. Other ratios: `kpis` and `/charts/{ticker}/all-ratios`.
   */
  metrics: z.record(z.string(), metricSummary),
  attributes: z.object({
    positive: z.array(attribute),
    neutral: z.array(attribute),
    negative: z.array(attribute),
  }),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  dataDates: z.object({
    latestFiling: z.string().nullable(),
    priceDate: z.string().nullable(),
    scoredAsOf: z.string().nullable(),
  }),
  /** What changed since the previous score run; null when nothing shown changed (or no run). */
  changes: scoreChanges.nullable(),
  /** What the listing is (ADR 046); a listing that is not an operating company has no score. */
  listing: listingInfo,
  /**
   * Issue 55: the day the company left SEC's listings map (delisted); its history is kept and
   * score runs from that day on leave it out. Null while listed; absent from older servers.
   */
  delistedOn: z.string().nullable().optional(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;
export const companyDetailResponse = successEnvelope(companyDetail);

/** A company in lists (peers, rankings, batch). */
export const companySummary = z.object({
  ticker: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  image: z.string().nullable(),
  evidentScore: z.number().int().nullable(),
  evidentScorePercentile: nullableNumber,
  evidentScoreValue: nullableNumber,
  category: z.string().nullable(),
  lastClose: nullableNumber,
  marketCap: nullableNumber,
  /** Last daily session: its date, close ÷ previous close − 1 (fraction) and close × volume. */
  sessionDate: z.string().nullable(),
  change1d: nullableNumber,
  dollarVolume1d: nullableNumber,
});
export type CompanySummary = z.infer<typeof companySummary>;

export const peersResponse = successEnvelope(z.array(companySummary));

export const batchQuery = z.object({
  tickers: z
    .string({ error: 'tickers is required: a comma-separated list of EXCHANGE:SYMBOL' })
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0,
      'tickers is required: a comma-separated list of EXCHANGE:SYMBOL',
    )
    .refine((list) => list.length <= 50, 'At most 50 tickers per request'),
});
export const batchResponse = successEnvelope(
  z.object({ companies: z.array(companySummary), unknown: z.array(z.string()) }),
);

// ---- Rankings and selections ------------------------------------------------------------------
export const rankingQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(10),
});
export const rankingResponse = successEnvelope(z.array(companySummary));

/**
 * Most active and gainers: `volume` = highest traded value in the last session; `gainers` =
 * largest 1-day rise among the 200 most traded companies (3-month average), so a thin penny
 * stock's jump does not lead the list.
 */
export const mostActiveQuery = rankingQuery.extend({
  sort: z
    .enum(['volume', 'gainers'], { error: 'sort must be volume or gainers' })
    .default('volume'),
});

/** What the data covers (home page stats): counted from the data, never a marketing figure. */
export const coverageResponse = successEnvelope(
  z.object({
    /** Listed operating companies (ETFs and delisted symbols excluded). */
    companies: z.number().int(),
    /** Companies with an Evident Score in the latest run. */
    scored: z.number().int(),
    /** Date of the latest score run, null before the first. */
    asOf: z.string().nullable(),
  }),
);
export type Coverage = z.infer<typeof coverageResponse>['data'];

export const dailySelectionItem = z.object({
  category: z.enum(['top_dogs', 'rising_stars', 'hidden_gems']),
  companyId: z.object({
    ticker: z.string(),
    companyName: z.string(),
    image: z.string().nullable(),
  }),
  evidentScorePercentile: z.number(),
});
export const dailySelectionsResponse = successEnvelope(z.array(dailySelectionItem));

// ---- Financial statements and prices -----------------------------------------------------------
export const statementQuery = z.object({
  period: z
    .enum(['annual', 'quarterly'], { error: 'period must be annual or quarterly' })
    .default('annual'),
});
const statementRow = z.object({
  periodEnd: z.string(),
  fiscalYear: z.number().int().nullable(),
  fiscalPeriod: z.string().nullable(),
  filed: z.string().nullable(),
  source: z.string(),
  /** USD (shares as counts, EPS in USD); null = not reported. */
  values: z.record(z.string(), z.number().nullable()),
});
export const statementResponse = successEnvelope(
  z.object({
    ticker: z.string(),
    statement: z.enum(['income-statement', 'balance-sheet', 'cashflow']),
    period: z.enum(['annual', 'quarterly']),
    currency: z.literal('USD'),
    /** Oldest first; the latest version of each period (restatements replace originals here). */
    items: z.array(statementRow),
  }),
);

export const dailySeriesResponse = successEnvelope(
  z.object({
    ticker: z.string(),
    /** Split-adjusted to the data's latest share basis, not dividend-adjusted. */
    items: z.array(
      z.object({
        date: z.string(),
        open: z.number().nullable(),
        high: z.number().nullable(),
        low: z.number().nullable(),
        close: z.number(),
        volume: z.number().nullable(),
      }),
    ),
  }),
);

export const priceRangeQuery = z.object({
  range: z.enum(['6m', '1y', '5y'], { error: 'range must be 6m, 1y or 5y' }).default('6m'),
});
export const pricesResponse = successEnvelope(
  z.object({
    ticker: z.string(),
    range: z.enum(['6m', '1y', '5y']),
    items: z.array(z.object({ date: z.string(), close: z.number() })),
  }),
);
