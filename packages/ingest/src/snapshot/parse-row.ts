import type { z } from 'zod';
import {
  companySchema,
  dailyPriceSchema,
  dividendSchema,
  earningsSurpriseSchema,
  estimateSchema,
  FUNDAMENTAL_FIELDS,
  fundamentalPeriodSchema,
  monthlyPriceSchema,
  sp500IntervalSchema,
  type Company,
  type DailyPrice,
  type Dividend,
  type EarningsSurprise,
  type Estimate,
  type FundamentalPeriod,
  type MonthlyPrice,
  type Sp500Interval,
} from '../records';
import type { SnapshotFileKey } from './format';

/** A row that cannot be imported, with a reason a person can act on. */
export class RowError extends Error {}

type Cells = (column: string) => string;

const text = (cell: string): string | null => {
  const t = cell.trim();
  return t === '' ? null : t;
};

function num(get: Cells, column: string): number | null {
  const t = get(column).trim();
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isFinite(n)) throw new RowError(`${column}: "${t}" is not a number`);
  return n;
}

function int(get: Cells, column: string): number | null {
  const n = num(get, column);
  if (n !== null && !Number.isInteger(n))
    throw new RowError(`${column}: "${n}" is not a whole number`);
  return n;
}

function flag(get: Cells, column: string): boolean {
  const t = get(column).trim();
  if (t === '1') return true;
  if (t === '0') return false;
  throw new RowError(`${column}: expected 0 or 1, got "${t}"`);
}

/** snake_case column of the bulk format for each camelCase fundamental field. */
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new RowError(`${where}${issue.message}`);
}

export type SnapshotRecord = {
  companies: Company;
  fundamentals: FundamentalPeriod;
  estimates: Estimate;
  earningsSurprises: EarningsSurprise;
  pricesDaily: DailyPrice;
  pricesMonthly: MonthlyPrice;
  dividends: Dividend;
  sp500Membership: Sp500Interval;
};

/** Converts one CSV row of a snapshot file into its normalized record; throws RowError. */
export const parseRow: { [K in SnapshotFileKey]: (get: Cells) => SnapshotRecord[K] } = {
  companies: (get) =>
    validate(companySchema, {
      symbol: get('ticker').trim(),
      name: text(get('name')),
      exchange: get('exchange').trim(),
      cik: text(get('cik')),
      sector: text(get('sector')),
      industry: text(get('industry')),
      country: text(get('country')),
      website: text(get('website')),
      ipoYear: int(get, 'ipo_year'),
      sp500: flag(get, 'sp500'),
      isEtf: flag(get, 'is_etf'),
    }),
  fundamentals: (get) =>
    validate(fundamentalPeriodSchema, {
      symbol: get('ticker').trim(),
      periodType: get('period_type').trim(),
      periodEnd: get('period_end').trim(),
      filed: text(get('filed')),
      fiscalYear: int(get, 'fiscal_year'),
      fiscalPeriod: text(get('fiscal_period')),
      source: get('source').trim(),
      ...Object.fromEntries(FUNDAMENTAL_FIELDS.map((f) => [f, num(get, snake(f))])),
    }),
  estimates: (get) =>
    validate(estimateSchema, {
      symbol: get('ticker').trim(),
      asOf: get('as_of').trim(),
      targetPrice: num(get, 'target_price'),
      epsNextYear: num(get, 'eps_next_year'),
      epsNextQuarter: num(get, 'eps_next_quarter'),
      forwardPe: num(get, 'forward_pe'),
      week52High: num(get, 'week52_high'),
      week52Low: num(get, 'week52_low'),
      avgVolume: num(get, 'avg_volume'),
      marketCap: num(get, 'market_cap'),
    }),
  earningsSurprises: (get) =>
    validate(earningsSurpriseSchema, {
      symbol: get('ticker').trim(),
      date: get('date').trim(),
      epsActual: num(get, 'eps_actual'),
      epsEstimate: num(get, 'eps_estimate'),
      surprisePct: num(get, 'surprise_pct'),
    }),
  pricesDaily: (get) =>
    validate(dailyPriceSchema, {
      symbol: get('ticker').trim(),
      date: get('date').trim(),
      open: num(get, 'open'),
      high: num(get, 'high'),
      low: num(get, 'low'),
      close: num(get, 'close'),
      volume: num(get, 'volume'),
    }),
  pricesMonthly: (get) =>
    validate(monthlyPriceSchema, {
      symbol: get('ticker').trim(),
      monthEnd: get('month_end').trim(),
      close: num(get, 'close'),
      adjClose: num(get, 'adj_close'),
    }),
  dividends: (get) =>
    validate(dividendSchema, {
      symbol: get('ticker').trim(),
      exDate: get('ex_date').trim(),
      amount: num(get, 'amount'),
    }),
  sp500Membership: (get) =>
    validate(sp500IntervalSchema, {
      symbol: get('ticker').trim(),
      start: get('start').trim(),
      end: text(get('end')),
    }),
};

/** Days since 1970-01-01 of a validated `YYYY-MM-DD` date: a compact key for large files. */
const day = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) /
  86_400_000;

/**
 * The identity of a record within its file, as (symbol, rest): a second row with the same
 * identity is a duplicate. Dates become day numbers so that millions of price rows stay small.
 */
export const recordKey: {
  [K in SnapshotFileKey]: (r: SnapshotRecord[K]) => string | number;
} = {
  companies: () => 0,
  fundamentals: (r) => `${r.periodType}|${r.periodEnd}|${r.filed ?? ''}`,
  estimates: (r) => day(r.asOf),
  earningsSurprises: (r) => day(r.date),
  pricesDaily: (r) => day(r.date),
  pricesMonthly: (r) => day(r.monthEnd),
  dividends: (r) => day(r.exDate),
  sp500Membership: (r) => day(r.start),
};
