import { z } from 'zod';

/**
 * Normalized records: what every source adapter (bulk snapshot, SEC EDGAR, price providers)
 * produces and what the API's import jobs store. Money in plain USD, share counts as counts,
 * prices in USD per share, dates ISO `YYYY-MM-DD` (data/market-snapshot/README.md conventions).
 */

export const EXCHANGES = ['NASDAQ', 'NYSE', 'NYSEAMERICAN', 'OTHER'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** An exchange symbol: letters, digits, dots and dashes (`BRK.B`, `GOOGL`). */
export const symbolSchema = z
  .string()
  .trim()
  .min(1, 'ticker is empty')
  .max(12, 'ticker is too long')
  .regex(/^[A-Z0-9][A-Z0-9.-]*$/, 'ticker must be upper-case letters, digits, dots or dashes');

// Millions of price rows share a few thousand dates: remember which strings are real dates.
const realDates = new Map<string, boolean>();
function isRealDate(s: string): boolean {
  let known = realDates.get(s);
  if (known === undefined) {
    const d = new Date(`${s}T00:00:00Z`);
    known = !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    if (realDates.size < 100_000) realDates.set(s, known);
  }
  return known;
}

/** A real calendar date written `YYYY-MM-DD`. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(isRealDate, 'not a real calendar date');

export const companySchema = z.object({
  symbol: symbolSchema,
  name: z.string().nullable(),
  exchange: z.enum(EXCHANGES),
  cik: z
    .string()
    .regex(/^\d{1,10}$/, 'cik must be digits')
    .nullable(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  ipoYear: z.number().int().min(1800).max(2100).nullable(),
  sp500: z.boolean(),
  isEtf: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const PERIOD_TYPES = ['Q', 'FY', 'TTM'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** The numeric columns of a fundamental period, in the bulk format's order. */
export const FUNDAMENTAL_FIELDS = [
  'revenue',
  'grossProfit',
  'operatingIncome',
  'netIncome',
  'epsDiluted',
  'sharesOutstanding',
  'totalAssets',
  'currentAssets',
  'currentLiabilities',
  'totalLiabilities',
  'equity',
  'cash',
  'totalDebt',
  'interestExpense',
  'operatingCashFlow',
  'capex',
  'freeCashFlow',
  'depreciation',
  'dividendsPaid',
  'shareRepurchases',
  'stockIssued',
  'debtIssued',
  'debtRepaid',
] as const;
export type FundamentalField = (typeof FUNDAMENTAL_FIELDS)[number];

const finite = z.number().finite();

export const fundamentalPeriodSchema = z
  .object({
    symbol: symbolSchema,
    periodType: z.enum(PERIOD_TYPES),
    periodEnd: isoDateSchema,
    /** The date the figures became public; null when the source does not say. */
    filed: isoDateSchema.nullable(),
    fiscalYear: z.number().int().min(1900).max(2100).nullable(),
    fiscalPeriod: z.enum(['Q1', 'Q2', 'Q3', 'Q4', 'FY', 'TTM']).nullable(),
    source: z.string().min(1),
    ...(Object.fromEntries(FUNDAMENTAL_FIELDS.map((f) => [f, finite.nullable()])) as Record<
      FundamentalField,
      z.ZodNullable<typeof finite>
    >),
  })
  .refine((p) => p.filed === null || p.filed >= p.periodEnd, {
    message: 'filed is before period_end',
    path: ['filed'],
  });
export type FundamentalPeriod = z.infer<typeof fundamentalPeriodSchema>;

const price = z.number().finite().positive();

export const dailyPriceSchema = z.object({
  symbol: symbolSchema,
  date: isoDateSchema,
  open: price.nullable(),
  high: price.nullable(),
  low: price.nullable(),
  close: price,
  volume: z.number().finite().nonnegative().nullable(),
});
export type DailyPrice = z.infer<typeof dailyPriceSchema>;

export const monthlyPriceSchema = z.object({
  symbol: symbolSchema,
  monthEnd: isoDateSchema,
  close: price.nullable(),
  /** Total-return (dividend-reinvested) close. */
  adjClose: price.nullable(),
});
export type MonthlyPrice = z.infer<typeof monthlyPriceSchema>;

export const dividendSchema = z.object({
  symbol: symbolSchema,
  exDate: isoDateSchema,
  amount: z.number().finite().positive(),
});
export type Dividend = z.infer<typeof dividendSchema>;

export const estimateSchema = z.object({
  symbol: symbolSchema,
  asOf: isoDateSchema,
  targetPrice: finite.nullable(),
  epsNextYear: finite.nullable(),
  epsNextQuarter: finite.nullable(),
  forwardPe: finite.nullable(),
  week52High: finite.nullable(),
  week52Low: finite.nullable(),
  avgVolume: finite.nonnegative().nullable(),
  marketCap: finite.nonnegative().nullable(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const earningsSurpriseSchema = z.object({
  symbol: symbolSchema,
  date: isoDateSchema,
  epsActual: finite,
  epsEstimate: finite.nullable(),
  surprisePct: finite.nullable(),
});
export type EarningsSurprise = z.infer<typeof earningsSurpriseSchema>;

export const sp500IntervalSchema = z
  .object({
    symbol: symbolSchema,
    start: isoDateSchema,
    /** null = current member. */
    end: isoDateSchema.nullable(),
  })
  .refine((i) => i.end === null || i.end >= i.start, {
    message: 'end is before start',
    path: ['end'],
  });
export type Sp500Interval = z.infer<typeof sp500IntervalSchema>;

/** `EXCHANGE:SYMBOL`, the product's ticker. */
export const fullTicker = (exchange: Exchange, symbol: string) => `${exchange}:${symbol}`;
