import {
  MAX_COLUMNS,
  SCREENER_MESSAGES,
  type ApplyFiltersBody,
  type CellValue,
  type ScreenerExplanation,
  type ScreenerResult,
} from '@evident/contracts/screener';
import { DEFAULT_SORT, FIELD_BY_ID } from '@evident/engine/screening/fields';
import { isInvestableGate } from '@evident/engine/screening/naive';
import { localizedFieldTexts } from '@evident/engine/screening/translations';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../http/app-error';
import { figure } from '../../http/figures';
import type { Language } from '../../i18n/language';
import { t } from '../../i18n/translate';
import { capOf, check, currentUniverse, type ScreenerDeps } from './screener-deps';
import type { Universe } from './screener-universe';

/* A screen run over the universe: a page of results, its CSV, and why a company is not in it. */

/** The CSV's own words (its other headers are the fields' labels), from the catalogues. */
const csvWords = (language: Language) => ({
  ticker: t(language, 'screener.csv.ticker'),
  company: t(language, 'screener.csv.company'),
  yes: t(language, 'screener.csv.yes'),
  no: t(language, 'screener.csv.no'),
});

const unique = (xs: readonly string[]) => [...new Set(xs)];

/** A CSV cell: numbers in the unit the screen shows (percent × 100), text never read as a formula. */
function csvCell(value: CellValue, unit: string | null): string | number | boolean | null {
  if (typeof value === 'number') return unit === 'percent' ? figure(value * 100) : figure(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

function columnsOf(body: ApplyFiltersBody, sortField: string): string[] {
  return (
    body.columns ??
    unique([
      'evidentScore',
      // The investable switch (ADR 049) filters; a column of "yes" would only repeat it.
      ...body.filters.filter((f) => !isInvestableGate(f)).map((f) => f.field),
      sortField,
    ])
  ).slice(0, MAX_COLUMNS);
}

function rowOf(u: Universe, i: number, columns: readonly string[]) {
  const s = u.entries[i]!.summary;
  return {
    ticker: s.ticker,
    symbol: s.symbol,
    companyName: s.companyName,
    image: s.image,
    evidentScore: s.evidentScore,
    category: s.category,
    values: Object.fromEntries(columns.map((c) => [c, u.index.value(i, c)])),
  };
}

/** POST /screener/applyFilters. */
export async function applyScreen(
  deps: ScreenerDeps,
  userId: number,
  body: ApplyFiltersBody,
  query: { page: number; pageSize: number; isOr?: boolean | undefined },
): Promise<ScreenerResult> {
  check(body);
  const cap = await capOf(deps, userId);
  const u = await currentUniverse(deps);
  const sortingBy = body.sortingBy ?? DEFAULT_SORT;
  const columns = columnsOf(body, sortingBy.field);
  const offset = (query.page - 1) * query.pageSize;
  const limit = Math.max(0, Math.min(query.pageSize, (cap ?? Infinity) - offset));
  const isOr = query.isOr ?? body.isOr ?? false;
  const run = u.index.run({ filters: body.filters, isOr, sortingBy }, offset, limit);
  const available = cap === null ? run.total : Math.min(run.total, cap);
  return {
    total: run.total,
    excludedMissing: run.excludedMissing,
    limit: cap,
    available,
    universe: u.index.size,
    asOf: u.model.asOf,
    columns,
    sortingBy,
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(available / query.pageSize),
    },
    data: run.indices.map((i) => rowOf(u, i, columns)),
  };
}

/**
 * POST /screener/downloadFilters: the CSV of the first `limit` rows (capped by the plan), its
 * headers and yes/no in `language`.
 */
export async function downloadScreen(
  deps: ScreenerDeps,
  userId: number,
  body: ApplyFiltersBody,
  query: { limit: number; isOr?: boolean | undefined },
  language: Language = 'en',
): Promise<{ filename: string; csv: string; rows: number }> {
  check(body);
  const cap = await capOf(deps, userId);
  const u = await currentUniverse(deps);
  const sortingBy = body.sortingBy ?? DEFAULT_SORT;
  const columns = columnsOf(body, sortingBy.field);
  const isOr = query.isOr ?? body.isOr ?? false;
  const limit = Math.min(query.limit, cap ?? Infinity);
  const run = u.index.run({ filters: body.filters, isOr, sortingBy }, 0, limit);
  const fields = columns.map((c) => FIELD_BY_ID.get(c)!);
  const words = csvWords(language);
  const header = [
    words.ticker,
    words.company,
    ...fields.map((f) => {
      const label = localizedFieldTexts(f, language).label;
      return f.unit === 'percent' ? `${label} (%)` : f.unit === 'usd' ? `${label} (USD)` : label;
    }),
  ];
  const records = run.indices.map((i) => {
    const s = u.entries[i]!.summary;
    return [
      s.ticker,
      csvCell(s.companyName, null),
      ...fields.map((f) => csvCell(u.index.value(i, f.id), f.unit)),
    ];
  });
  const date = deps.now().toISOString().slice(0, 10);
  return {
    filename: `evident-screener-${date}.csv`,
    csv: stringify([header, ...records], {
      cast: { boolean: (b) => (b ? words.yes : words.no) },
    }),
    rows: records.length,
  };
}

/**
 * "Why isn't X here?": each filter's verdict on one company, with its values and its field's
 * label in `language`.
 */
export async function explainScreen(
  deps: ScreenerDeps,
  userId: number,
  body: ApplyFiltersBody,
  query: { ticker: string; isOr?: boolean | undefined },
  language: Language = 'en',
): Promise<ScreenerExplanation> {
  check(body);
  const u = await currentUniverse(deps);
  const wanted = query.ticker.toUpperCase();
  const entry = u.model.byTicker.get(wanted) ?? u.model.bySymbol.get(wanted);
  if (!entry)
    throw new AppError('UNKNOWN_COMPANY', 404, SCREENER_MESSAGES.unknownTicker(query.ticker), {
      text: { id: 'screener.unknownTicker', vars: { ticker: query.ticker } },
    });
  const i = u.index.indexOf(entry.company.symbol);
  if (i === undefined)
    throw new AppError(
      'NOT_SCREENED',
      404,
      `${entry.company.ticker} is not screened: ETFs and companies without a score in the latest run are not in the screener.`,
      { text: { id: 'screener.notScreened', vars: { ticker: entry.company.ticker } } },
    );
  const isOr = query.isOr ?? body.isOr ?? false;
  const verdicts = u.index.explain(i, body.filters);
  const matches = isOr ? verdicts.some((v) => v === true) : verdicts.every((v) => v === true);
  let rank: number | null = null;
  if (matches) {
    const cap = await capOf(deps, userId);
    const sortingBy = body.sortingBy ?? DEFAULT_SORT;
    const all = u.index.run({ filters: body.filters, isOr, sortingBy }, 0, u.index.size);
    const position = all.indices.indexOf(i) + 1;
    rank = cap === null || position <= cap ? position : null;
  }
  return {
    ticker: entry.company.ticker,
    symbol: entry.company.symbol,
    companyName: entry.summary.companyName,
    matches,
    rank,
    filters: body.filters.map((f, index) => ({
      index,
      field: f.field,
      label: localizedFieldTexts(FIELD_BY_ID.get(f.field)!, language).label,
      passes: verdicts[index]!,
      value: u.index.value(i, f.field),
    })),
  };
}
