import { METHOD_VERSION } from '../method-version';
import type { ScreenerFilter, SortingBy } from '@evident/contracts/screener';
import type { ResearchReference } from '../metrics/catalogue';
import { R } from '../metrics/catalogue/research';
import { INVESTABLE_FILTER } from './fields';
import { HIDDEN_GEMS_MAX_MARKET_CAP } from '../universe/investable';

/*
 * Research presets (issue 20 item 5, ADR 021): ready screens written in the screener's own
 * filters, each with the paper it comes from. The same definitions are run by the screener and,
 * at every month end of the backtest, on the point-in-time universe (backtest.ts `screens`), so
 * the figures shown beside a preset are computed from exactly the screen a user opens.
 *
 * Units are the fields' stored units: percent metrics are fractions.
 */

/** The presets' ids (their texts in other languages: translations.ts, keyed by these). */
export type PresetId =
  | 'evident-90'
  | 'piotroski'
  | 'magic-formula'
  | 'cheap-cash-flow'
  | 'low-accruals'
  | 'net-payout-yield'
  | 'quality-momentum'
  | 'low-volatility'
  | 'top-dogs'
  | 'hidden-gems';

export interface PresetDefinition {
  id: PresetId;
  name: string;
  summary: string;
  basis: string;
  paper: ResearchReference | null;
  /** The backtest universe: S&P 500 members at each date (as the evidence page), or all scored. */
  universe: 'sp500' | 'all';
  filters: ScreenerFilter[];
  sortingBy: Required<SortingBy>;
  columns: string[];
}

/**
 * Every preset screens the investable universe (ADR 049): its definitions below carry their own
 * rule, and `PRESETS` adds the investable filter first, as the screener's switch does.
 */
const DEFINITIONS: readonly PresetDefinition[] = [
  {
    id: 'evident-90',
    name: 'Evident Score 90+',
    summary:
      'Companies whose Evident Score is 90 or more: the top score bucket of the evidence page, as a screen.',
    basis: 'The Evident Score (ADR 004, ADR 009)',
    paper: null,
    universe: 'sp500',
    filters: [{ field: 'evidentScore', op: 'gte', value: 90 }],
    sortingBy: { field: 'evidentScore', order: 'desc' },
    columns: ['evidentScore', 'marketCap', 'sector'],
  },
  {
    id: 'piotroski',
    name: 'Piotroski F-score among cheaper stocks',
    summary:
      'The cheaper half by book-to-market with a Piotroski F-score of 7.5 or more out of 9 (the engine scales the score to the signals the filings allow): financially strong value stocks.',
    basis: 'Piotroski (2000)',
    paper: R.piotroski2000,
    universe: 'sp500',
    filters: [
      { field: 'bookToMarket', op: 'top', percent: 50, scope: 'market' },
      { field: 'piotroskiF', op: 'gte', value: 7.5 },
    ],
    sortingBy: { field: 'piotroskiF', order: 'desc' },
    columns: ['piotroskiF', 'bookToMarket', 'evidentScore'],
  },
  {
    id: 'magic-formula',
    name: 'Magic formula, net-income version',
    summary:
      'Greenblatt’s two ranks with the figures the point-in-time data holds: the 30% with the highest earnings yield among the 30% with the best return on assets (his EBIT-based versions need operating income, missing from the history).',
    basis: 'Greenblatt (2005)',
    paper: R.greenblatt2005,
    universe: 'sp500',
    filters: [
      { field: 'earningsYield', op: 'top', percent: 30, scope: 'market' },
      { field: 'roa', op: 'top', percent: 30, scope: 'market' },
    ],
    sortingBy: { field: 'earningsYield', order: 'desc' },
    columns: ['earningsYield', 'roa', 'evidentScore'],
  },
  {
    id: 'cheap-cash-flow',
    name: 'Cheap on free cash flow',
    summary:
      'The tenth with the highest free-cash-flow yield: the most cash generated per dollar of market value.',
    basis: 'Lakonishok, Shleifer & Vishny (1994)',
    paper: R.lsv1994,
    universe: 'sp500',
    filters: [{ field: 'fcfYield', op: 'top', percent: 10, scope: 'market' }],
    sortingBy: { field: 'fcfYield', order: 'desc' },
    columns: ['fcfYield', 'pfcf', 'evidentScore'],
  },
  {
    id: 'low-accruals',
    name: 'Low accruals',
    summary: 'The tenth with the lowest Sloan accrual ratio: earnings backed by cash.',
    basis: 'Sloan (1996)',
    paper: R.sloan1996,
    universe: 'sp500',
    filters: [{ field: 'sloanRatio', op: 'bottom', percent: 10, scope: 'market' }],
    sortingBy: { field: 'sloanRatio', order: 'asc' },
    columns: ['sloanRatio', 'cashConversion', 'evidentScore'],
  },
  {
    id: 'net-payout-yield',
    name: 'Net payout yield',
    summary:
      'The tenth returning the most cash to shareholders: dividends plus buybacks net of shares issued, over market value.',
    basis: 'Boudoukh, Michaely, Richardson & Roberts (2007)',
    paper: R.bmrr2007,
    universe: 'sp500',
    filters: [{ field: 'netPayoutYield', op: 'top', percent: 10, scope: 'market' }],
    sortingBy: { field: 'netPayoutYield', order: 'desc' },
    columns: ['netPayoutYield', 'dividendYield', 'buybackYield'],
  },
  {
    id: 'quality-momentum',
    name: 'Quality with momentum',
    summary:
      'Profitability factor in the top 30% and 12−1 month momentum in the top 30%: strong businesses the market is rewarding.',
    basis: 'Jegadeesh & Titman (1993); Novy-Marx (2013)',
    paper: R.jegadeeshTitman1993,
    universe: 'sp500',
    filters: [
      { field: 'factor.profitability.percentile', op: 'gte', value: 70 },
      { field: 'momentum12_1', op: 'top', percent: 30, scope: 'market' },
    ],
    sortingBy: { field: 'momentum12_1', order: 'desc' },
    columns: ['factor.profitability', 'momentum12_1', 'evidentScore'],
  },
  {
    id: 'low-volatility',
    name: 'Low volatility',
    summary: 'The fifth with the lowest one-year volatility of daily returns.',
    basis: 'Ang, Hodrick, Xing & Zhang (2006)',
    paper: R.ang2006,
    universe: 'sp500',
    filters: [{ field: 'volatility1y', op: 'bottom', percent: 20, scope: 'market' }],
    sortingBy: { field: 'volatility1y', order: 'asc' },
    columns: ['volatility1y', 'maxDrawdown1y', 'evidentScore'],
  },
  {
    id: 'top-dogs',
    name: 'Top dogs',
    summary:
      'The daily selection rule: an Evident Score of 90 or more among the largest fifth of companies by market value.',
    basis: 'Evident’s daily selection rule (ADR 004)',
    paper: null,
    universe: 'sp500',
    filters: [
      { field: 'evidentScore', op: 'gte', value: 90 },
      { field: 'marketCap', op: 'top', percent: 20, scope: 'market' },
    ],
    sortingBy: { field: 'evidentScoreValue', order: 'desc' },
    columns: ['evidentScore', 'marketCap', 'sector'],
  },
  {
    id: 'hidden-gems',
    name: 'Hidden gems',
    summary:
      'The daily selection rule: an Evident Score of 90 or more, outside the S&P 500, a market value under $2 billion (the investable universe’s small companies).',
    basis: 'Evident’s daily selection rule (ADR 004, ADR 049)',
    paper: null,
    universe: 'all',
    filters: [
      { field: 'evidentScore', op: 'gte', value: 90 },
      { field: 'sp500', op: 'is', value: false },
      { field: 'marketCap', op: 'lte', value: HIDDEN_GEMS_MAX_MARKET_CAP },
    ],
    sortingBy: { field: 'evidentScoreValue', order: 'desc' },
    columns: ['evidentScore', 'marketCap', 'sector'],
  },
];

export const PRESETS: readonly PresetDefinition[] = DEFINITIONS.map((p) => ({
  ...p,
  filters: [{ ...INVESTABLE_FILTER }, ...p.filters],
}));

export const PRESET_BY_ID: ReadonlyMap<string, PresetDefinition> = new Map(
  PRESETS.map((p) => [p.id, p]),
);

/**
 * What the stored backtest holds beyond the presets' figures, raised when it changes so a stored
 * run of the older shape is computed again at start: 2 = the investable universe and the size
 * bands in the information coefficients (ADR 049); 3 = the liquidity floor where daily volumes
 * cover the date, and the date it applies from.
 */
export const BACKTEST_FORMAT = 3;

/**
 * A short fingerprint of what the backtest's figures depend on (the scoring method's version and
 * the presets' ids, filters, sort, universe): stored with them, so figures of an older definition
 * or method are never shown and a new one is backtested at start (FNV-1a, 32 bits).
 */
export function presetsVersion(
  presets: readonly PresetDefinition[] = PRESETS,
  method: number = METHOD_VERSION,
): string {
  const text = JSON.stringify([
    method,
    BACKTEST_FORMAT,
    presets.map((p) => [p.id, p.filters, p.sortingBy, p.universe]),
  ]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The presets as backtest screens (backtest.ts `screens`). */
export function presetScreens(presets: readonly PresetDefinition[] = PRESETS) {
  return presets.map((p) => ({
    id: p.id,
    label: p.name,
    query: { filters: p.filters, sortingBy: p.sortingBy },
    universe: p.universe === 'sp500' ? ('eligible' as const) : ('all' as const),
  }));
}
