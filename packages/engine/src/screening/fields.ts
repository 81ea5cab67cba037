import type { FieldKind, ScreenerFilter } from '@evident/contracts/screener';
import { METRIC_CATALOGUE, type MetricCategory } from '../metrics/catalogue';
import { METRIC_IDS, type MetricId } from '../metrics/metric-id';
import { FACTOR_IDS, FACTORS, type FactorId } from '../scoring/factors';
import type { ScreenRow } from './screen-row';

/** The field of the investable universe (ADR 049): the screener's "Investable only" switch. */
export const INVESTABLE_FIELD = 'investable';
/** The filter the switch adds, and every preset carries. */
export const INVESTABLE_FILTER = { field: INVESTABLE_FIELD, op: 'is', value: true } as const;

/*
 * The screener's fields (issue 20, ADR 021): every metric of the catalogue, the Evident Score,
 * each factor's value and its percentiles across the market and within the sector, the market
 * figures and the company's categories. One definition per field: its label, kind, unit and how
 * to read it from a screen row. The server's column arrays and the naive row filter both read
 * fields through `read`.
 */

export interface FieldDefinition {
  id: string;
  label: string;
  group: FieldGroup;
  kind: FieldKind;
  unit: string | null;
  direction: 'higher' | 'lower' | 'neutral' | null;
  description: string;
  /** The row's value: a finite number, a string, a boolean, or null when not available. */
  read: (row: ScreenRow) => number | string | boolean | null;
}

const GROUP_OF_CATEGORY = {
  valuation: 'Valuation',
  growth: 'Growth',
  profitability: 'Profitability',
  health: 'Health',
  payout: 'Shareholder payout',
  'earnings-quality': 'Earnings quality',
  momentum: 'Momentum',
  size: 'Size',
} as const satisfies Record<MetricCategory, string>;

/** The builder's groups (their translations: translations.ts). */
export type FieldGroup =
  'Score' | 'Factors' | 'Market' | 'Company' | (typeof GROUP_OF_CATEGORY)[MetricCategory];

const num = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

function factorFields(id: FactorId): FieldDefinition[] {
  const name = FACTORS[id].name;
  return [
    {
      id: `factor.${id}`,
      label: `${name} factor`,
      group: 'Factors',
      kind: 'number',
      unit: 'score',
      direction: 'higher',
      description: `The ${name} factor's value: the weighted mean of its metrics' percentiles (0–100).`,
      read: (r) => num(r.factors[id]?.value),
    },
    {
      id: `factor.${id}.percentile`,
      label: `${name} percentile (market)`,
      group: 'Factors',
      kind: 'number',
      unit: 'score',
      direction: 'higher',
      description: `Where the ${name} factor ranks among all scored companies (100 = best).`,
      read: (r) => num(r.factors[id]?.percentile),
    },
    {
      id: `factor.${id}.sectorPercentile`,
      label: `${name} percentile (sector)`,
      group: 'Factors',
      kind: 'number',
      unit: 'score',
      direction: 'higher',
      description: `Where the ${name} factor ranks among the companies of the same sector (100 = best).`,
      read: (r) => num(r.factors[id]?.sectorPercentile),
    },
  ];
}

function metricField(id: MetricId): FieldDefinition {
  const m = METRIC_CATALOGUE[id];
  return {
    id,
    label: m.name,
    group: GROUP_OF_CATEGORY[m.category],
    kind: 'number',
    unit: m.unit,
    direction: m.direction,
    description: m.description,
    read: (r) => num(r.metrics[id]),
  };
}

const category = (
  id: 'sector' | 'industry' | 'exchange' | 'country',
  label: string,
  description: string,
): FieldDefinition => ({
  id,
  label,
  group: 'Company',
  kind: 'category',
  unit: null,
  direction: null,
  description,
  read: (r) => r[id] ?? null,
});

export const SCREENER_FIELDS: readonly FieldDefinition[] = [
  {
    id: 'evidentScore',
    label: 'Evident Score',
    group: 'Score',
    kind: 'number',
    unit: 'score',
    direction: 'higher',
    description: 'The Evident Score (0–100): where the composite ranks among scored companies.',
    read: (r) => num(r.evidentScore),
  },
  {
    id: 'evidentScoreValue',
    label: 'Evident Score composite',
    group: 'Score',
    kind: 'number',
    unit: 'score',
    direction: 'higher',
    description: 'The weighted mean of the five core factor values, before ranking (0–100).',
    read: (r) => num(r.evidentScoreValue),
  },
  ...FACTOR_IDS.flatMap(factorFields),
  {
    id: 'lastClose',
    label: 'Last close',
    group: 'Market',
    kind: 'number',
    unit: 'usd',
    direction: 'neutral',
    description: 'The last daily closing price.',
    read: (r) => num(r.lastClose),
  },
  {
    id: 'change1d',
    label: '1-day change',
    group: 'Market',
    kind: 'number',
    unit: 'percent',
    direction: 'neutral',
    description: 'The last session’s close over the previous close, minus one.',
    read: (r) => num(r.change1d),
  },
  ...METRIC_IDS.map(metricField),
  category('sector', 'Sector', 'The company’s GICS sector.'),
  category('industry', 'Industry', 'The company’s industry.'),
  category('exchange', 'Exchange', 'Where the shares are listed.'),
  category('country', 'Country', 'Where the company is based.'),
  {
    id: 'sp500',
    label: 'S&P 500 member',
    group: 'Company',
    kind: 'boolean',
    unit: null,
    direction: null,
    description: 'Whether the company is in the S&P 500 today.',
    read: (r) => r.sp500,
  },
  {
    id: INVESTABLE_FIELD,
    label: 'Investable',
    group: 'Company',
    kind: 'boolean',
    unit: null,
    direction: null,
    description:
      'In the investable universe: price at least $1, market value at least $300 million, a median of $1 million traded a day over three months, a filing in the last 15 months, and an Evident Score.',
    read: (r) => r.investable,
  },
];

export const FIELD_BY_ID: ReadonlyMap<string, FieldDefinition> = new Map(
  SCREENER_FIELDS.map((f) => [f.id, f]),
);

/** The field a screen sorts by when it does not say. */
export const DEFAULT_SORT = { field: 'evidentScore', order: 'desc' } as const;

const OPS_OF_KIND: Record<FieldKind, ReadonlySet<ScreenerFilter['op']>> = {
  number: new Set(['gte', 'lte', 'between', 'top', 'bottom', 'known', 'unknown']),
  category: new Set(['in', 'known', 'unknown']),
  boolean: new Set(['is', 'known', 'unknown']),
};

/**
 * A screen's problem with its fields: where in the body (`filters.2.field`, `sortingBy.field`,
 * `columns.0`) and what, as a code with its figures (the API writes the sentence, ADR 055).
 */
export type FieldProblem = { path: string } & (
  | { code: 'unknownField'; field: string }
  | { code: 'wrongOperator'; field: string; op: ScreenerFilter['op']; kind: FieldKind }
);

/** The first problem of a screen's fields and operators, or null (the shapes are Zod's job). */
export function checkScreen(screen: {
  filters: readonly ScreenerFilter[];
  sortingBy?: { field: string } | undefined;
  columns?: readonly string[] | undefined;
}): FieldProblem | null {
  for (const [i, f] of screen.filters.entries()) {
    const field = FIELD_BY_ID.get(f.field);
    if (!field) return { path: `filters.${i}.field`, code: 'unknownField', field: f.field };
    if (!OPS_OF_KIND[field.kind].has(f.op))
      return {
        path: `filters.${i}.op`,
        code: 'wrongOperator',
        field: f.field,
        op: f.op,
        kind: field.kind,
      };
  }
  if (screen.sortingBy && !FIELD_BY_ID.has(screen.sortingBy.field))
    return {
      path: 'sortingBy.field',
      code: 'unknownField',
      field: screen.sortingBy.field,
    };
  for (const [i, c] of (screen.columns ?? []).entries())
    if (!FIELD_BY_ID.has(c)) return { path: `columns.${i}`, code: 'unknownField', field: c };
  return null;
}
