import type { SnapshotFileKey } from '@evident/ingest/snapshot/format';
import type { SnapshotRecord } from '@evident/ingest/snapshot/parse-row';
import { FUNDAMENTAL_FIELDS, fullTicker } from '@evident/ingest/records';

/** Where each snapshot file goes: the table, its columns in COPY order, and a record's values. */
type Target<K extends SnapshotFileKey> = {
  table: string;
  columns: readonly string[];
  values: (r: SnapshotRecord[K]) => unknown[];
};

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const TARGETS: { [K in SnapshotFileKey]: Target<K> } = {
  companies: {
    table: 'companies',
    columns: [
      'symbol',
      'ticker',
      'exchange',
      'name',
      'cik',
      'sector',
      'industry',
      'country',
      'website',
      'ipo_year',
      'sp500',
      'is_etf',
    ],
    values: (r) => [
      r.symbol,
      fullTicker(r.exchange, r.symbol),
      r.exchange,
      r.name,
      r.cik,
      r.sector,
      r.industry,
      r.country,
      r.website,
      r.ipoYear,
      r.sp500,
      r.isEtf,
    ],
  },
  fundamentals: {
    table: 'fundamental_periods',
    columns: [
      'symbol',
      'period_type',
      'period_end',
      'filed',
      'fiscal_year',
      'fiscal_period',
      'source',
      ...FUNDAMENTAL_FIELDS.map(snake),
    ],
    values: (r) => [
      r.symbol,
      r.periodType,
      r.periodEnd,
      r.filed,
      r.fiscalYear,
      r.fiscalPeriod,
      r.source,
      ...FUNDAMENTAL_FIELDS.map((f) => r[f]),
    ],
  },
  estimates: {
    table: 'estimates',
    columns: [
      'symbol',
      'as_of',
      'target_price',
      'eps_next_year',
      'eps_next_quarter',
      'forward_pe',
      'week52_high',
      'week52_low',
      'avg_volume',
      'market_cap',
    ],
    values: (r) => [
      r.symbol,
      r.asOf,
      r.targetPrice,
      r.epsNextYear,
      r.epsNextQuarter,
      r.forwardPe,
      r.week52High,
      r.week52Low,
      r.avgVolume,
      r.marketCap,
    ],
  },
  earningsSurprises: {
    table: 'earnings_surprises',
    columns: ['symbol', 'date', 'eps_actual', 'eps_estimate', 'surprise_pct'],
    values: (r) => [r.symbol, r.date, r.epsActual, r.epsEstimate, r.surprisePct],
  },
  pricesDaily: {
    table: 'prices_daily',
    columns: ['symbol', 'date', 'open', 'high', 'low', 'close', 'volume'],
    values: (r) => [r.symbol, r.date, r.open, r.high, r.low, r.close, r.volume],
  },
  pricesMonthly: {
    table: 'prices_monthly',
    columns: ['symbol', 'month_end', 'close', 'adj_close'],
    values: (r) => [r.symbol, r.monthEnd, r.close, r.adjClose],
  },
  dividends: {
    table: 'dividends',
    columns: ['symbol', 'ex_date', 'amount'],
    values: (r) => [r.symbol, r.exDate, r.amount],
  },
  sp500Membership: {
    table: 'sp500_membership',
    columns: ['symbol', 'start_date', 'end_date'],
    values: (r) => [r.symbol, r.start, r.end],
  },
};

/** Import order: companies first (the other files' tickers are checked against them). */
export const IMPORT_ORDER: SnapshotFileKey[] = [
  'companies',
  'fundamentals',
  'estimates',
  'earningsSurprises',
  'pricesDaily',
  'pricesMonthly',
  'dividends',
  'sp500Membership',
];

export const SNAPSHOT_TABLES = IMPORT_ORDER.map((k) => TARGETS[k].table);
