import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ScoreChange } from '@evident/engine/changes/score-changes';
import type { Attribute } from '@evident/engine/attributes/attributes';
import type { MetricContext, MetricValues } from '@evident/engine/metrics/metric-id';
import type { FACTORS, FactorId } from '@evident/engine/scoring/factors';
import type { HistoryPoint } from '@evident/engine/scoring/score-run';
import type { CompanyScore } from '@evident/engine/scoring/score-universe';
import type { FairValueDetail } from '@evident/engine/valuation/fair-value';
import type { ValuationMethodName } from '@evident/engine/valuation/valuation-reason';
import type { StoredScoreRankings } from '@evident/engine/selections/rankings';
import type { Evidence } from '@evident/contracts/evidence';
import type { ScoreWeightsSource } from '@evident/contracts/methodology';
import type { PresetBacktest, ScreenerFilter, SortingBy } from '@evident/contracts/screener';

/**
 * A fair value's detail as stored. Runs before reason codes (ADR 055) kept the engine's English
 * sentences as reasons; they are still read, and shown as they are.
 */
export type StoredFairValueDetail = Omit<FairValueDetail, 'reason' | 'methods'> & {
  reason: FairValueDetail['reason'] | string;
  methods: (
    | FairValueDetail['methods'][number]
    | { method: ValuationMethodName; value: null; reason: string }
  )[];
};

/**
 * An attribute as stored. Runs before attribute figures (issue 23) kept only the engine's English
 * sentence, and runs before ADR 055's codes kept it beside the figures: such a row is written
 * from its figures when it has them, else shown as stored until the next run replaces it.
 */
export type StoredAttribute = Pick<Attribute, 'kind' | 'metric' | 'factor' | 'importance'> &
  Partial<Pick<Attribute, 'value' | 'verdict' | 'sectorPercentile' | 'universePercentile'>> & {
    text?: string;
  };

/**
 * What a score run records of how it scored, for reproducibility. Rows of older formats may lack
 * any field (the column's default is `{}`).
 */
export interface ScoreRunParams {
  /** The run's format (`SCORE_RUN_FORMAT`): a run of an older format is scored again. */
  format?: number;
  /** The engine's `METHOD_VERSION`: a run of another method is scored again at start. */
  method?: number;
  compositeWeights?: Partial<Record<FactorId, number>>;
  /** Where those weights came from (ADR 032); absent in runs before it (ADR 009's weights). */
  weights?: ScoreWeightsSource;
  factors?: typeof FACTORS;
  history?: { from: string | undefined; to: string; points: number };
}

/**
 * A caveat of a stored backtest (issue 54): its code and figures, written in the reader's language
 * by the evidence module from the `evidence.caveat.*` catalogue entries. Never a sentence.
 */
export type BacktestCaveat =
  /** The S&P 500 members of the first year without a price in the data, when counted. */
  | { code: 'survivorship'; firstYear?: { year: number; withoutPrice: number; members: number } }
  /**
   * Holdings closed at their last price; with a top bucket, its yearly return had those losses
   * been booked at −50% or −100%, and as measured (fractions; null: not available).
   */
  | {
      code: 'delistings';
      missing: number;
      total: number;
      topBucket?: { lost50: number | null; lost100: number | null; measured: number | null };
    }
  | { code: 'earlyFundamentals' }
  /** The investable universe's floors; the first date the liquidity floor applied, or null. */
  | { code: 'investable'; liquidityFloorFrom: string | null }
  | { code: 'costs'; basisPoints: number }
  | { code: 'weights' }
  | { code: 'pastPerformance' };

/**
 * A stored backtest's result: the evidence answer less what the row's own columns hold, with its
 * caveats as codes (`caveatCodes`). Backtests stored before issue 54's codes hold English
 * sentences in `caveats` instead.
 */
export type StoredBacktestResult = Omit<
  Evidence,
  'id' | 'createdAt' | 'dataVersion' | 'seconds' | 'params' | 'caveats'
> & { caveatCodes?: BacktestCaveat[]; caveats?: string[] };

/**
 * Import runs: one row per data import (snapshot or live source). The latest succeeded run
 * says which data version is loaded; `/api/v1/health` reports it.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    dataVersion: text('data_version'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts')
      .$type<Record<string, { read: number; imported: number; rejected: number }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rejected: jsonb('rejected')
      .$type<{ file: string; line: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [index('import_runs_status_finished_idx').on(t.status, t.finishedAt)],
);

/** Messages sent through the built-in feedback forms (used when no external form URL is set). */
export const feedbackMessages = pgTable('feedback_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', {
    enum: ['rate-us', 'issues', 'feedback', 'contact', 'bug-report'],
  }).notNull(),
  rating: integer('rating'),
  email: text('email'),
  message: text('message').notNull(),
  pagePath: text('page_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uncaught errors reported by the web app's error screen (spec §7 "error-reporting call"). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    page: text('page').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);

/**
 * First-party analytics (issue 23): events the web app sends after the visitor accepted analytics
 * cookies. Anonymous by design: no user id, no address, no user agent.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** The path the event happened on. */
    page: text('page').notNull(),
    props: jsonb('props').$type<Record<string, string | number>>().notNull(),
    /** On the visitor's clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_received_idx').on(t.receivedAt, t.name)],
);

/*
 * Market data (issue 3). These tables hold one data version at a time: the snapshot import loads
 * staging copies and swaps them in with one transaction (jobs/snapshot-import), so they must not
 * use sequences or foreign keys. Symbols are exchange symbols (`BRK.B`); `companies.ticker` is
 * the product's `EXCHANGE:SYMBOL`.
 */
export const companies = pgTable(
  'companies',
  {
    symbol: text('symbol').primaryKey(),
    ticker: text('ticker').notNull(),
    exchange: text('exchange').notNull(),
    name: text('name'),
    cik: text('cik'),
    sector: text('sector'),
    industry: text('industry'),
    country: text('country'),
    website: text('website'),
    ipoYear: integer('ipo_year'),
    sp500: boolean('sp500').notNull(),
    isEtf: boolean('is_etf').notNull(),
    /**
     * Issue 55: the day the daily listings refresh found it gone from SEC's map (not deleted: its
     * history stays, and score runs as of this day or later leave it out); null while listed.
     */
    delistedOn: date('delisted_on', { mode: 'string' }),
    /** Issue 55: the day the listings refresh added it (a new listing); null for the snapshot's. */
    listedOn: date('listed_on', { mode: 'string' }),
  },
  (t) => [uniqueIndex('companies_ticker_idx').on(t.ticker)],
);

/**
 * Issue 55: every split the daily refresh applied to the stored history (prices before the
 * execution date divided by the ratio, volumes multiplied), so a day applied twice never divides
 * the history twice. `id` is the provider's id of the split, or symbol:date:from:to without one.
 */
export const appliedSplits = pgTable('applied_splits', {
  id: text('id').primaryKey(),
  symbol: text('symbol').notNull(),
  executionDate: date('execution_date', { mode: 'string' }).notNull(),
  splitFrom: doublePrecision('split_from').notNull(),
  splitTo: doublePrecision('split_to').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 55: the health of each market-data source of the daily refresh (`polygon`,
 * `sec-listings`, `sec-filings`, `alpha-vantage`): its last success, the last trading day it
 * applied, its last error. `refresh` is the job itself: the last day every step completed.
 */
export const sourceHealth = pgTable('source_health', {
  source: text('source').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastDay: date('last_day', { mode: 'string' }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
});

const money = (name: string) => doublePrecision(name);

export const fundamentalPeriods = pgTable(
  'fundamental_periods',
  {
    symbol: text('symbol').notNull(),
    periodType: text('period_type', { enum: ['Q', 'FY', 'TTM'] }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The date the figures became public; null when the source does not say. */
    filed: date('filed', { mode: 'string' }),
    fiscalYear: integer('fiscal_year'),
    fiscalPeriod: text('fiscal_period'),
    revenue: money('revenue'),
    grossProfit: money('gross_profit'),
    operatingIncome: money('operating_income'),
    netIncome: money('net_income'),
    epsDiluted: money('eps_diluted'),
    sharesOutstanding: money('shares_outstanding'),
    totalAssets: money('total_assets'),
    currentAssets: money('current_assets'),
    currentLiabilities: money('current_liabilities'),
    totalLiabilities: money('total_liabilities'),
    equity: money('equity'),
    cash: money('cash'),
    totalDebt: money('total_debt'),
    interestExpense: money('interest_expense'),
    operatingCashFlow: money('operating_cash_flow'),
    capex: money('capex'),
    freeCashFlow: money('free_cash_flow'),
    depreciation: money('depreciation'),
    dividendsPaid: money('dividends_paid'),
    shareRepurchases: money('share_repurchases'),
    stockIssued: money('stock_issued'),
    debtIssued: money('debt_issued'),
    debtRepaid: money('debt_repaid'),
    source: text('source').notNull(),
  },
  (t) => [
    // A restatement is another row (same period, later `filed`): what was public stays.
    unique('fundamental_periods_version_key')
      .on(t.symbol, t.periodType, t.periodEnd, t.filed)
      .nullsNotDistinct(),
    index('fundamental_periods_symbol_filed_idx').on(t.symbol, t.filed),
  ],
);

export const pricesDaily = pgTable(
  'prices_daily',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume'),
  },
  (t) => [primaryKey({ name: 'prices_daily_pkey', columns: [t.symbol, t.date] })],
);

export const pricesMonthly = pgTable(
  'prices_monthly',
  {
    symbol: text('symbol').notNull(),
    monthEnd: date('month_end', { mode: 'string' }).notNull(),
    close: doublePrecision('close'),
    adjClose: doublePrecision('adj_close'),
  },
  (t) => [primaryKey({ name: 'prices_monthly_pkey', columns: [t.symbol, t.monthEnd] })],
);

export const dividends = pgTable(
  'dividends',
  {
    symbol: text('symbol').notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    amount: doublePrecision('amount').notNull(),
  },
  (t) => [primaryKey({ name: 'dividends_pkey', columns: [t.symbol, t.exDate] })],
);

export const estimates = pgTable(
  'estimates',
  {
    symbol: text('symbol').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    targetPrice: doublePrecision('target_price'),
    epsNextYear: doublePrecision('eps_next_year'),
    epsNextQuarter: doublePrecision('eps_next_quarter'),
    forwardPe: doublePrecision('forward_pe'),
    week52High: doublePrecision('week52_high'),
    week52Low: doublePrecision('week52_low'),
    avgVolume: doublePrecision('avg_volume'),
    marketCap: doublePrecision('market_cap'),
  },
  (t) => [primaryKey({ name: 'estimates_pkey', columns: [t.symbol, t.asOf] })],
);

export const earningsSurprises = pgTable(
  'earnings_surprises',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    epsActual: doublePrecision('eps_actual').notNull(),
    epsEstimate: doublePrecision('eps_estimate'),
    surprisePct: doublePrecision('surprise_pct'),
  },
  (t) => [primaryKey({ name: 'earnings_surprises_pkey', columns: [t.symbol, t.date] })],
);

export const sp500Membership = pgTable(
  'sp500_membership',
  {
    symbol: text('symbol').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** null = current member. */
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ name: 'sp500_membership_pkey', columns: [t.symbol, t.startDate] })],
);

/*
 * Score runs (issue 4): each run scores the universe as of a date with the engine and stores the
 * results; the API's read model loads the latest succeeded run. Older runs are pruned.
 */
export const scoreRuns = pgTable(
  'score_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    dataVersion: text('data_version'),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    companiesScored: integer('companies_scored'),
    /**
     * Top S&P 500 members and top NASDAQ listings by score, the day's most active and gainers
     * (symbols, first first; the last two since run format 2).
     */
    rankings: jsonb('rankings')
      .$type<StoredScoreRankings>()
      .notNull()
      .default(sql`'{"topSp":[],"topNasdaq":[]}'::jsonb`),
    /** Weights, factor definitions and history range used, for reproducibility. */
    params: jsonb('params')
      .$type<ScoreRunParams>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    error: text('error'),
    /**
     * The earlier-dated run this run's "what changed" (`score_changes`) was measured against;
     * null until measured (or when no earlier run exists).
     */
    changesFrom: bigint('changes_from', { mode: 'number' }),
  },
  (t) => [index('score_runs_status_finished_idx').on(t.status, t.finishedAt)],
);

export const companyScores = pgTable(
  'company_scores',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    symbol: text('symbol').notNull(),
    evidentScoreValue: doublePrecision('evident_score_value'),
    evidentScorePercentile: doublePrecision('evident_score_percentile'),
    /** Per factor: value, percentile, coverage. */
    factors: jsonb('factors').$type<CompanyScore['factors']>().notNull(),
    /** Metric values (null = not available). */
    metrics: jsonb('metrics').$type<MetricValues>().notNull(),
    metricPercentiles: jsonb('metric_percentiles')
      .$type<CompanyScore['metricPercentiles']>()
      .notNull(),
    /** Last close, price date, latest filing used, TTM and balance figures. */
    context: jsonb('context').$type<MetricContext>().notNull(),
    fairValue: doublePrecision('fair_value'),
    percentageDifference: doublePrecision('percentage_difference'),
    /** Each method's figure and inputs, the range, or why no figure (ADR 031); null: older method. */
    fairValueDetail: jsonb('fair_value_detail').$type<StoredFairValueDetail>(),
    attributes: jsonb('attributes').$type<StoredAttribute[]>().notNull(),
    peers: jsonb('peers').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ name: 'company_scores_pkey', columns: [t.runId, t.symbol] })],
);

export const scoreHistory = pgTable(
  'score_history',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    symbol: text('symbol').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    evidentScoreValue: doublePrecision('evident_score_value'),
    evidentScorePercentile: doublePrecision('evident_score_percentile'),
    /** Factor percentiles on that date. */
    factors: jsonb('factors').$type<HistoryPoint['factors']>().notNull(),
  },
  (t) => [primaryKey({ name: 'score_history_pkey', columns: [t.runId, t.symbol, t.asOf] })],
);

export const dailySelections = pgTable(
  'daily_selections',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    category: text('category', { enum: ['top_dogs', 'rising_stars', 'hidden_gems'] }).notNull(),
    rank: integer('rank').notNull(),
    symbol: text('symbol').notNull(),
    evidentScorePercentile: doublePrecision('evident_score_percentile').notNull(),
    evidentScoreValue: doublePrecision('evident_score_value').notNull(),
  },
  (t) => [primaryKey({ name: 'daily_selections_pkey', columns: [t.runId, t.category, t.rank] })],
);

/**
 * What changed for each company since the previous run (issue 22, ADR 026): only companies whose
 * shown score, band or a factor's word changed have a row.
 */
export const scoreChanges = pgTable(
  'score_changes',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    symbol: text('symbol').notNull(),
    bandChanged: boolean('band_changed').notNull(),
    change: jsonb('change').$type<ScoreChange>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'score_changes_pkey', columns: [t.runId, t.symbol] }),
    index('score_changes_band_idx')
      .on(t.runId, t.symbol)
      .where(sql`band_changed`),
  ],
);

/*
 * Accounts (issue 7). E-mails are stored lower-cased. Secrets (refresh tokens, verification
 * tokens, reset codes) are stored only as hashes.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** argon2id; null for accounts created with Google. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    photoUrl: text('photo_url'),
    /** How the account signs in (spec §3 flag). */
    /** Access tokens issued before this instant are refused (set when the password changes). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    flag: text('flag', { enum: ['USING_EMAIL', 'GOOGLE'] }).notNull(),
    /** Google's stable subject id for GOOGLE accounts. */
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    sendPeriodicUpdates: boolean('send_periodic_updates').notNull().default(false),
    notificationPreferences: jsonb('notification_preferences')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The interface language the user last used (issue 23): set at sign-up, updated at each
     * sign-in; the mails sent later (alerts) are written in it.
     */
    language: text('language', { enum: ['en', 'es', 'uk'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/** Rotating refresh tokens; a family is one sign-in. Reusing a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use codes: e-mail verification links and password reset codes. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Mails kept when no SMTP server is configured (and a copy of each sent one). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Extra headers (an alert's List-Unsubscribe), kept so a later send carries them too. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Server secrets generated once (e.g. the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The analysis meter (issue 56, ADR 059): the distinct companies each reader analysed in a
 * calendar month (UTC), one row per reader and month. A reader is a signed-in account (`u:<id>`),
 * a paid API key (`k:<digest>`), a visitor's cookie (`v:<random id>`) or, for a client that sends
 * no cookie, a digest of its address (`a:<digest>`). One row, so that the limit is checked and a
 * company added by one statement that locks it: concurrent reads cannot pass the limit.
 */
export const analysisMeter = pgTable(
  'analysis_meter',
  {
    subject: text('subject').notNull(),
    month: text('month').notNull(),
    tickers: text('tickers').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'analysis_meter_pkey', columns: [t.subject, t.month] })],
);

/** Backtest results (issue 8): parameters, the data they ran on, and the full result. */
export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dataVersion: text('data_version'),
    params: jsonb('params').$type<Evidence['params']>().notNull(),
    result: jsonb('result').$type<StoredBacktestResult>().notNull(),
    seconds: doublePrecision('seconds').notNull(),
  },
  (t) => [index('backtest_runs_created_idx').on(t.createdAt)],
);

/**
 * Watchlists and portfolios (spec §3, §7): one table, two kinds. A removed stock keeps its row
 * with `removed_at` set until the list is cleaned up (spec §4), so a removal can be undone.
 */
export const lists = pgTable(
  'lists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['watchlist', 'portfolio'] }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lists_user_kind_idx').on(t.userId, t.kind),
    uniqueIndex('lists_user_kind_name_key').on(t.userId, t.kind, sql`lower(${t.name})`),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** The company's symbol (our company id); kept when the company leaves the data. */
    symbol: text('symbol').notNull(),
    /** `EXCHANGE:SYMBOL` as it was when added. */
    ticker: text('ticker').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The user's order (drag and drop, issue 21): ascending; ties by when added. */
    position: integer('position').notNull().default(0),
    /** Portfolio holdings (issue 21): optional shares and average cost per share, in USD. */
    shares: doublePrecision('shares'),
    averageCost: doublePrecision('average_cost'),
  },
  (t) => [
    primaryKey({ name: 'list_items_pkey', columns: [t.listId, t.symbol] }),
    // Who holds a company (the band alerts of a run): without it, and without statistics (the
    // embedded database gathers none), the planner compared every held company with every change.
    index('list_items_symbol_idx')
      .on(t.symbol)
      .where(sql`removed_at is null`),
  ],
);

/**
 * Saved screens (spec §3 screener record; issue 20, ADR 021): a user's own, names unique per user
 * regardless of case. `filters` are validated by the contracts before they are written.
 */
export const screens = pgTable(
  'screens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<ScreenerFilter[]>().notNull(),
    sortingBy: jsonb('sorting_by').$type<SortingBy>(),
    columns: jsonb('columns').$type<string[]>(),
    isOr: boolean('is_or').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screens_user_idx').on(t.userId),
    uniqueIndex('screens_user_name_key').on(t.userId, sql`lower(${t.name})`),
  ],
);

/**
 * The screener presets' backtests (issue 20 item 5): computed by the backtest job beside the
 * evidence page's, one row per backtest run; `presets_version` names the preset definitions they
 * were computed for, so a changed preset is never shown with an old figure.
 */
/**
 * The live record (issue 25, ADR 032 section 5): each score run's list of S&P 500 members scored
 * 90 or more, kept with the run's date whatever happens to the run, so their returns can be
 * followed as later prices arrive. One list per date and kind: a run scoring the same date again
 * (new weights, no new prices) replaces it.
 */
export const liveLists = pgTable(
  'live_lists',
  {
    asOf: date('as_of', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['score-90'] }).notNull(),
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    symbols: jsonb('symbols').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'live_lists_pkey', columns: [t.asOf, t.kind] })],
);

export const presetBacktests = pgTable('preset_backtests', {
  backtestRunId: bigint('backtest_run_id', { mode: 'number' })
    .primaryKey()
    .references(() => backtestRuns.id, { onDelete: 'cascade' }),
  presetsVersion: text('presets_version').notNull(),
  results: jsonb('results').$type<Record<string, Omit<PresetBacktest, 'runId'>>>().notNull(),
});

/**
 * Billing (issue 19, ADR 018). One paid subscription per user at most. `customer_id` links the
 * user to the payment provider's customer once checkout starts; every other column is written
 * only by the webhook handler from the provider's events (never from the browser's return URL).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    /** The paid plan code (ADVANCED spelling); null before the first subscription event. */
    plan: text('plan'),
    status: text('status', {
      enum: ['none', 'incomplete', 'active', 'past_due', 'canceled'],
    })
      .notNull()
      .default('none'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** A downgrade waiting for the period end. */
    scheduledPlan: text('scheduled_plan'),
    paymentMethod: jsonb('payment_method').$type<{ brand: string; last4: string }>(),
    /** Creation time of the newest subscription event applied: older events change nothing. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    /**
     * The last second subscription the webhook refused (cancelled and refunded at once, ADR 060):
     * its plan and when, so the web can tell the user who paid it.
     */
    refusedPlan: text('refused_plan'),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_customer_key').on(t.provider, t.customerId),
    uniqueIndex('subscriptions_subscription_key').on(t.subscriptionId),
  ],
);

/** Every provider event handled, by id: a replayed or duplicated event is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  type: text('type').notNull(),
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  userId: bigint('user_id', { mode: 'number' }),
});

/** Payment history (spec §3 payment state): one row per invoice paid or failed. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** `refunded`: the charge of a second subscription, refunded at once (ADR 060); it stays so. */
    status: text('status', { enum: ['paid', 'failed', 'refunded'] }).notNull(),
    invoiceUrl: text('invoice_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_records_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The offline sandbox provider's own books (ADR 018): what Stripe would hold. Evident's state is
 * never read from here; the sandbox turns changes into signed events for the webhook handler.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** Where a payment refused because the user already pays a subscription returns (ADR 060). */
    refusedUrl: text('refused_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A new checkout expires the user's open ones (ADR 060).
  (t) => [
    index('sandbox_checkouts_open_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * One live subscription per user (ADR 060): live is `active` or `past_due` (the sandbox has no
 * trial); the partial unique index refuses a second one in the statement that would insert it.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    scheduledPlan: text('scheduled_plan'),
    /** The test card on file: 4242 pays, 0341 is declined at the next charge. */
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_subscriptions_live_user_key')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'past_due')`),
  ],
);

/**
 * Abuse-limit counters shared by every server on the database (rate-limiter-flexible's Drizzle
 * store: one row per key, `points` used until `expire`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Alert mails sent (issue 22, ADR 026): one row per user, kind and key (the score run for band
 * changes, the run's date for the daily selections), so a mail is never sent twice, whichever
 * server runs the job. Written in the transaction that puts the mail in the outbox.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['scoreBandChanges', 'dailySelections'] }).notNull(),
    key: text('key').notNull(),
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    items: jsonb('items')
      .$type<{ ticker: string; companyName: string; text: string }[]>()
      .notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when this mail's unsubscribe link was used (it works once). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_deliveries_user_kind_key').on(t.userId, t.kind, t.key),
    index('alert_deliveries_user_created_idx').on(t.userId, t.createdAt),
  ],
);
