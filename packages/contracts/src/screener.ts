import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The screener (spec §3 screener record and result, §5, §7 Screener, §9; issue 20; ADR 021).
 *
 * A screen is a list of filters on fields. A field is a catalogue metric (`pe`, `roic`, …), the
 * Evident Score (`evidentScore`, its percentile 0–100, and `evidentScoreValue`), a factor
 * (`factor.value` its value 0–100, `factor.value.percentile` across the market,
 * `factor.value.sectorPercentile` within the sector), a market figure (`lastClose`, `change1d`,
 * `marketCap`) or a category (`sector`, `industry`, `exchange`, `country`, `sp500`). The server
 * lists them with their units and distributions at GET /screener/fields.
 *
 * Numbers are in the field's stored unit: percent fields are fractions (0.15 = 15%), as the
 * engine's catalogue stores them. A company whose value is missing never passes a numeric filter;
 * answers say how many companies were left out only because of missing values.
 */

export const SCREENER_MESSAGES = {
  /** Spec §5, verbatim. */
  atLeastOneFilter: 'At least one filter is necessary to obtain company data',
  /** Spec §8 screener apply failure default. */
  applyFailed: 'Something went wrong',
  /** Spec §8 generic toast after saving a screen. */
  saved: 'Saved filters new changes',
  notFound: 'Screen not found',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 60 characters.',
  nameTaken: 'A screen with this name already exists.',
  tooManyScreens: (max: number) => `You can save at most ${max} screens.`,
  tooManyFilters: (max: number) => `A screen has at most ${max} filters.`,
  tooManyColumns: (max: number) => `At most ${max} columns.`,
  unknownField: (field: string) => `Unknown field "${field}".`,
  wrongOperator: (field: string, op: string, kind: string) =>
    `"${op}" does not apply to ${field}, a ${kind} field.`,
  unknownOption: (field: string, value: string) => `${field} has no value "${value}".`,
  betweenOrder: 'min must not be greater than max.',
  unknownTicker: (ticker: string) => `Unknown company: ${ticker}`,
} as const;

export const MAX_FILTERS = 20;
export const MAX_COLUMNS = 24;
export const MAX_SCREENS_PER_USER = 50;
/** Spec §9. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Spec §9 download limit (default of `limit`). */
export const DEFAULT_DOWNLOAD_LIMIT = 100;
export const MAX_DOWNLOAD_LIMIT = 10_000;

export const fieldId = z
  .string({ error: 'field is required' })
  .min(1, 'field is required')
  .max(64, 'field is too long')
  .regex(/^[A-Za-z0-9._]+$/, 'field is a field id from GET /screener/fields');

const finite = (name: string) =>
  z.number({ error: `${name} must be a number` }).finite(`${name} must be a finite number`);

const percent = z
  .number({ error: 'percent must be a number' })
  .gt(0, 'percent must be more than 0')
  .max(100, 'percent must be at most 100');

export const RANK_SCOPES = ['market', 'sector'] as const;

export const screenerFilter = z.discriminatedUnion(
  'op',
  [
    z.object({ field: fieldId, op: z.literal('gte'), value: finite('value') }).strict(),
    z.object({ field: fieldId, op: z.literal('lte'), value: finite('value') }).strict(),
    z
      .object({ field: fieldId, op: z.literal('between'), min: finite('min'), max: finite('max') })
      .strict()
      .refine((f) => f.min <= f.max, { message: SCREENER_MESSAGES.betweenOrder, path: ['max'] }),
    z
      .object({
        field: fieldId,
        op: z.literal('in'),
        values: z
          .array(z.string().min(1).max(120), { error: 'values must be a list of strings' })
          .min(1, 'values must name at least one value')
          .max(100, 'values has at most 100 entries'),
      })
      .strict(),
    z.object({ field: fieldId, op: z.literal('is'), value: z.boolean() }).strict(),
    z
      .object({
        field: fieldId,
        op: z.literal('top'),
        percent,
        scope: z.enum(RANK_SCOPES).default('market'),
      })
      .strict(),
    z
      .object({
        field: fieldId,
        op: z.literal('bottom'),
        percent,
        scope: z.enum(RANK_SCOPES).default('market'),
      })
      .strict(),
    z.object({ field: fieldId, op: z.literal('known') }).strict(),
    z.object({ field: fieldId, op: z.literal('unknown') }).strict(),
  ],
  { error: 'op must be one of gte, lte, between, in, is, top, bottom, known, unknown' },
);
export type ScreenerFilter = z.infer<typeof screenerFilter>;
export type ScreenerOp = ScreenerFilter['op'];

export const sortingBy = z
  .object({ field: fieldId, order: z.enum(['asc', 'desc']).default('desc') })
  .strict();
export type SortingBy = z.infer<typeof sortingBy>;

/**
 * At most MAX_FILTERS. An empty list passes the shape: the server then answers spec §5's message
 * alone ("At least one filter is necessary to obtain company data"), which the web shows verbatim.
 */
export const screenerFilters = z
  .array(screenerFilter, { error: SCREENER_MESSAGES.atLeastOneFilter })
  .max(MAX_FILTERS, SCREENER_MESSAGES.tooManyFilters(MAX_FILTERS));

export const screenerColumns = z
  .array(fieldId)
  .max(MAX_COLUMNS, SCREENER_MESSAGES.tooManyColumns(MAX_COLUMNS));

/** POST /screener/applyFilters and /screener/downloadFilters. */
export const applyFiltersBody = z
  .object({
    filters: screenerFilters,
    sortingBy: sortingBy.optional(),
    /** Fields whose values each row carries (and the CSV's columns); the filtered fields by default. */
    columns: screenerColumns.optional(),
    /** The body may carry `isOr` as well as the query (the query wins). */
    isOr: z.boolean().optional(),
  })
  .strict();
export type ApplyFiltersBody = z.infer<typeof applyFiltersBody>;

const queryBool = z
  .enum(['true', 'false', '1', '0'], { error: 'isOr must be true or false' })
  .transform((v) => v === 'true' || v === '1');

export const applyFiltersQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  isOr: queryBool.optional(),
});

export const downloadFiltersQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_DOWNLOAD_LIMIT}` })
    .int(`limit must be a whole number from 1 to ${MAX_DOWNLOAD_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_DOWNLOAD_LIMIT}`)
    .max(MAX_DOWNLOAD_LIMIT, `limit must be a whole number from 1 to ${MAX_DOWNLOAD_LIMIT}`)
    .default(DEFAULT_DOWNLOAD_LIMIT),
  isOr: queryBool.optional(),
});

export const explainQuery = z.object({
  ticker: z
    .string({ error: 'ticker is required' })
    .trim()
    .min(1, 'ticker is required')
    .max(30, 'ticker is too long'),
  isOr: queryBool.optional(),
});

export const cellValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);
export type CellValue = z.infer<typeof cellValue>;

export const screenerRow = z.object({
  ticker: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  image: z.string().nullable(),
  evidentScore: z.number().int().nullable(),
  category: z.string().nullable(),
  /** One value per requested column (field id → value; null = not available). */
  values: z.record(z.string(), cellValue),
});
export type ScreenerRow = z.infer<typeof screenerRow>;

/** Spec §3 screener result: total, pagination.totalPages, data — and what a user needs beside. */
export const screenerResult = z.object({
  /** Companies that pass every filter (or any, with isOr). */
  total: z.number().int(),
  /** Companies left out only because a filtered field has no value for them. */
  excludedMissing: z.number().int(),
  /** The plan's cap on rows (null = all rows); rows past it are not sent. */
  limit: z.number().int().nullable(),
  /** Rows the plan lets the user see: min(total, limit). */
  available: z.number().int(),
  /** Companies screened (the universe). */
  universe: z.number().int(),
  asOf: z.string().nullable(),
  columns: z.array(fieldId),
  sortingBy: z.object({ field: fieldId, order: z.enum(['asc', 'desc']) }),
  pagination: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  }),
  data: z.array(screenerRow),
});
export type ScreenerResult = z.infer<typeof screenerResult>;
export const screenerResultResponse = successEnvelope(screenerResult);

/** "Why isn't X here?": each filter's verdict on one company. */
export const screenerExplanation = z.object({
  ticker: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  /** Whether the company passes the screen. */
  matches: z.boolean(),
  /** Whether it is in the rows the plan lets the user see (when it matches). */
  rank: z.number().int().nullable(),
  filters: z.array(
    z.object({
      index: z.number().int(),
      field: fieldId,
      label: z.string(),
      /** True passes, false fails, null: the value is missing (fails a numeric filter). */
      passes: z.boolean().nullable(),
      value: cellValue,
    }),
  ),
});
export type ScreenerExplanation = z.infer<typeof screenerExplanation>;
export const screenerExplanationResponse = successEnvelope(screenerExplanation);

export const FIELD_KINDS = ['number', 'category', 'boolean'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const screenerField = z.object({
  id: fieldId,
  label: z.string(),
  /** Builder group: Score, Factors, Valuation, Growth, … */
  group: z.string(),
  kind: z.enum(FIELD_KINDS),
  /** ratio | percent | times | usd | score | probability | count (numbers only). */
  unit: z.string().nullable(),
  /** Which way is better, when one is. */
  direction: z.enum(['higher', 'lower', 'neutral']).nullable(),
  description: z.string(),
  /** Companies with a value. */
  known: z.number().int(),
  /** Numbers: counts in equal bins between the 1st and 99th percentile (values beyond fall in the ends). */
  histogram: z
    .object({ min: z.number(), max: z.number(), counts: z.array(z.number().int()) })
    .nullable(),
  /** Categories: each value with its count, most common first. */
  options: z.array(z.object({ value: z.string(), count: z.number().int() })).nullable(),
});
export type ScreenerField = z.infer<typeof screenerField>;
export const screenerFieldsResponse = successEnvelope(
  z.object({
    asOf: z.string().nullable(),
    universe: z.number().int(),
    fields: z.array(screenerField),
  }),
);

export const screenName = z
  .string({ error: SCREENER_MESSAGES.nameRequired })
  .trim()
  .min(1, SCREENER_MESSAGES.nameRequired)
  .max(60, SCREENER_MESSAGES.nameTooLong);

/** Spec §3 screener record (id, name, filters) with the rest of what restores a screen. */
export const screen = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.array(screenerFilter),
  sortingBy: sortingBy.nullable(),
  columns: z.array(fieldId).nullable(),
  isOr: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Screen = z.infer<typeof screen>;

export const newScreenBody = z
  .object({
    name: screenName,
    filters: screenerFilters,
    sortingBy: sortingBy.optional(),
    columns: screenerColumns.optional(),
    isOr: z.boolean().optional(),
  })
  .strict();
export type NewScreenBody = z.infer<typeof newScreenBody>;

export const updateScreenBody = newScreenBody.partial().strict();
export type UpdateScreenBody = z.infer<typeof updateScreenBody>;

export const screenIdParam = z.object({
  id: z.coerce
    .number({ error: SCREENER_MESSAGES.notFound })
    .int(SCREENER_MESSAGES.notFound)
    .positive(SCREENER_MESSAGES.notFound)
    .max(Number.MAX_SAFE_INTEGER, SCREENER_MESSAGES.notFound),
});

export const screenResponse = successEnvelope(screen);
export const screensResponse = successEnvelope(z.array(screen));
export const deleteScreenResponse = successEnvelope(z.object({ id: z.number().int() }));

/** A research preset: a ready screen with its paper and its own point-in-time backtest. */
export const presetBacktest = z.object({
  /** First and last rebalance dates. */
  from: z.string(),
  to: z.string(),
  /** Net of costs, per year. */
  cagr: z.number().nullable(),
  benchmarkCagr: z.number().nullable(),
  maxDrawdown: z.number().nullable(),
  benchmarkMaxDrawdown: z.number().nullable(),
  volatility: z.number().nullable(),
  sharpe: z.number().nullable(),
  /** Share of holdings that beat the benchmark over 3 years. */
  hitRate3y: z.number().nullable(),
  averageHoldings: z.number(),
  turnover: z.number().nullable(),
  costPerTurnover: z.number(),
  yearly: z.array(
    z.object({ year: z.number().int(), return: z.number(), benchmark: z.number().nullable() }),
  ),
  computedAt: z.string(),
  runId: z.number().int(),
});
export type PresetBacktest = z.infer<typeof presetBacktest>;

export const screenerPreset = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Where the rule comes from, in a few words (a paper, or Evident's own rule). */
  basis: z.string(),
  /** The paper behind the rule; null for Evident's own rules (the daily selections, ADR 004). */
  paper: z.object({ citation: z.string(), year: z.number().int(), finding: z.string() }).nullable(),
  /** The backtest's universe: S&P 500 members at each date, or every scored company. */
  universe: z.enum(['sp500', 'all']),
  filters: z.array(screenerFilter),
  sortingBy: sortingBy,
  columns: z.array(fieldId),
  isOr: z.boolean(),
  /** Null until the backtest job has run on the current data. */
  backtest: presetBacktest.nullable(),
});
export type ScreenerPreset = z.infer<typeof screenerPreset>;
export const screenerPresetsResponse = successEnvelope(z.array(screenerPreset));
