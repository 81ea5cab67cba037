import { UNLIMITED } from '@evident/contracts/plans';
import {
  MAX_COLUMNS,
  MAX_SCREENS_PER_USER,
  SCREENER_MESSAGES,
  type ApplyFiltersBody,
  type CellValue,
  type NewScreenBody,
  type Screen,
  type ScreenerExplanation,
  type ScreenerField,
  type ScreenerFilter,
  type ScreenerPreset,
  type ScreenerResult,
  type UpdateScreenBody,
} from '@evident/contracts/screener';
import { ScreenIndex } from '@evident/engine/screening/columns';
import {
  checkScreen,
  DEFAULT_SORT,
  FIELD_BY_ID,
  SCREENER_FIELDS,
} from '@evident/engine/screening/fields';
import { PRESETS, presetsVersion } from '@evident/engine/screening/presets';
import { isInvestable, liquidityOf } from '@evident/engine/universe/investable';
import { isInvestableGate } from '@evident/engine/screening/naive';
import { localizedFieldTexts, localizedPreset } from '@evident/engine/screening/translations';
import {
  screenRowOf,
  sectorPercentileSteps,
  type ScreenRow,
} from '@evident/engine/screening/screen-row';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error-code';
import { AppError } from '../../http/app-error';
import { figure } from '../../http/figures';
import type { Language } from '../../i18n/language';
import { driveSteps, mapInSlices, pause } from '../../runtime/steps';
import { currentModel } from '../stocks/errors';
import type { CompanyEntry, ReadModel, ReadModelHolder } from '../stocks/read-model';
import * as repo from './screener.repository';

/*
 * The screener (issue 20, ADR 021): screens run on column arrays built once per read-model
 * version from the latest score run (every scored company that is not an ETF); saved screens are a
 * user's own; answers are capped by the plan's screener limit.
 */

interface Universe {
  model: ReadModel;
  index: ScreenIndex;
  entries: CompanyEntry[];
  /** GET /screener/fields' list, per language (the distributions are the same in each). */
  fields: Partial<Record<Language, ScreenerField[]>>;
}

/** The CSV's own words (its other headers are the fields' labels). */
const CSV_WORDS: Record<Language, { ticker: string; company: string; yes: string; no: string }> = {
  en: { ticker: 'Ticker', company: 'Company', yes: 'yes', no: 'no' },
  es: { ticker: 'Ticker', company: 'Empresa', yes: 'sí', no: 'no' },
  uk: { ticker: 'Тікер', company: 'Компанія', yes: 'так', no: 'ні' },
};

const notFound = () => new AppError('SCREEN_NOT_FOUND', 404, SCREENER_MESSAGES.notFound);

function invalid(path: string, message: string): AppError {
  return new AppError('INVALID_SCREEN', 400, `${path}: ${message}`);
}

/**
 * Refuses a screen without filters (spec §5, verbatim), or naming a field that does not exist or
 * an operator its field does not take (the field's path and the reason).
 */
function check(screen: {
  filters?: readonly ScreenerFilter[] | undefined;
  sortingBy?: { field: string } | undefined;
  columns?: readonly string[] | undefined;
}): void {
  if (screen.filters?.length === 0)
    throw new AppError('NO_FILTERS', 400, SCREENER_MESSAGES.atLeastOneFilter);
  const problem = checkScreen({ ...screen, filters: screen.filters ?? [] });
  if (problem) throw invalid(problem.path, problem.message);
}

const unique = (xs: readonly string[]) => [...new Set(xs)];

function toScreen(row: repo.ScreenRowDb): Screen {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    sortingBy: row.sortingBy ?? null,
    columns: row.columns ?? null,
    isOr: row.isOr,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A CSV cell: numbers in the unit the screen shows (percent × 100), text never read as a formula. */
function csvCell(value: CellValue, unit: string | null): string | number | boolean | null {
  if (typeof value === 'number') return unit === 'percent' ? figure(value * 100) : figure(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** Whether a scored company is in the investable universe at its run's date (ADR 049). */
export function investableEntry(e: CompanyEntry, asOf: string | null): boolean {
  if (e.score === null || asOf === null) return false;
  return isInvestable(
    {
      lastClose: e.score.context.lastClose ?? null,
      marketCap: e.score.metrics.marketCap ?? null,
      medianDollarVolume: liquidityOf(e.score.metrics),
      latestFiled: e.score.context.latestFiled ?? null,
      evidentScoreValue: e.score.evidentScoreValue,
    },
    asOf,
  );
}

/** Companies turned into screen rows between two yields (about 30 µs each on this machine). */
const ROWS_PER_SLICE = 250;

/**
 * The screener's universe of a read model: every scored company that is not an ETF, by symbol,
 * as screen rows (metrics at the API's precision, factor percentiles within the sector added).
 * Built a slice at a time, with the event loop given back in between (a few hundred milliseconds
 * of work on the real universe, done after every score run).
 */
export async function screenUniverse(
  model: ReadModel,
): Promise<{ entries: CompanyEntry[]; rows: ScreenRow[] }> {
  const entries = [...model.bySymbol.values()]
    .filter((e) => e.score !== null && !e.company.isEtf)
    .sort((a, b) => (a.company.symbol < b.company.symbol ? -1 : 1));
  const plain = await mapInSlices(
    entries,
    (e) =>
      screenRowOf(
        e.company,
        e.score,
        Object.fromEntries(
          Object.entries(e.score!.metrics).map(([id, v]) => [id, v === null ? null : figure(v)]),
        ),
        e.score!.context,
        investableEntry(e, model.asOf),
      ),
    ROWS_PER_SLICE,
  );
  const rows = await driveSteps(sectorPercentileSteps(plain));
  return { entries, rows };
}

export function createScreenerService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** The user's screener results limit (−1 = all), from the plan in force. */
  limitOf: (userId: number) => Promise<number> | number;
  now?: () => Date;
}) {
  const { db, readModel } = deps;
  const now = deps.now ?? (() => new Date());
  const universes = new WeakMap<ReadModel, Promise<Universe>>();

  function universe(): Promise<Universe> {
    return universeOf(currentModel(readModel));
  }

  /** One build per model, shared by whoever asks while it goes on. */
  function universeOf(model: ReadModel): Promise<Universe> {
    let u = universes.get(model);
    if (!u) {
      u = screenUniverse(model).then(({ entries, rows }) => ({
        model,
        index: new ScreenIndex(rows),
        entries,
        fields: {},
      }));
      universes.set(model, u);
      // A failed build is not kept: the next request builds it again.
      u.catch(() => universes.delete(model));
    }
    return u;
  }

  async function capOf(userId: number): Promise<number | null> {
    const limit = await deps.limitOf(userId);
    return limit === UNLIMITED ? null : limit;
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

  return {
    /**
     * Builds a model's screener index as soon as it loads, then each field's sort orders and
     * sorted values one field per turn of the event loop: the first screens after a score run do
     * not pay for them, and requests keep being answered meanwhile.
     */
    async warm(model: ReadModel): Promise<void> {
      // A model already replaced (loads in quick succession) is not built for nobody.
      if (readModel.get() !== model) return;
      const u = await universeOf(model);
      for (const f of SCREENER_FIELDS) {
        await pause();
        if (readModel.get() !== model) return;
        u.index.prepare(f.id);
      }
    },

    /**
     * GET /screener/fields: every field with its distribution over today's universe, its label,
     * group and description in `language` (issue 23).
     */
    async fields(language: Language = 'en'): Promise<{
      asOf: string | null;
      universe: number;
      fields: ScreenerField[];
    }> {
      const u = await universe();
      const english = (u.fields.en ??= SCREENER_FIELDS.map((f) => ({
        id: f.id,
        label: f.label,
        group: f.group,
        kind: f.kind,
        unit: f.unit,
        direction: f.direction,
        description: f.description,
        ...u.index.stats(f.id),
      })));
      const fields = (u.fields[language] ??= english.map((f, k) => ({
        ...f,
        ...localizedFieldTexts(SCREENER_FIELDS[k]!, language),
      })));
      return { asOf: u.model.asOf, universe: u.index.size, fields };
    },

    /** POST /screener/applyFilters. */
    async apply(
      userId: number,
      body: ApplyFiltersBody,
      query: { page: number; pageSize: number; isOr?: boolean | undefined },
    ): Promise<ScreenerResult> {
      check(body);
      const cap = await capOf(userId);
      const u = await universe();
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
    },

    /**
     * POST /screener/downloadFilters: the CSV of the first `limit` rows (capped by the plan), its
     * headers and yes/no in `language`.
     */
    async download(
      userId: number,
      body: ApplyFiltersBody,
      query: { limit: number; isOr?: boolean | undefined },
      language: Language = 'en',
    ): Promise<{ filename: string; csv: string; rows: number }> {
      check(body);
      const cap = await capOf(userId);
      const u = await universe();
      const sortingBy = body.sortingBy ?? DEFAULT_SORT;
      const columns = columnsOf(body, sortingBy.field);
      const isOr = query.isOr ?? body.isOr ?? false;
      const limit = Math.min(query.limit, cap ?? Infinity);
      const run = u.index.run({ filters: body.filters, isOr, sortingBy }, 0, limit);
      const fields = columns.map((c) => FIELD_BY_ID.get(c)!);
      const words = CSV_WORDS[language];
      const header = [
        words.ticker,
        words.company,
        ...fields.map((f) => {
          const label = localizedFieldTexts(f, language).label;
          return f.unit === 'percent'
            ? `${label} (%)`
            : f.unit === 'usd'
              ? `${label} (USD)`
              : label;
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
      const date = now().toISOString().slice(0, 10);
      return {
        filename: `evident-screener-${date}.csv`,
        csv: stringify([header, ...records], {
          cast: { boolean: (b) => (b ? words.yes : words.no) },
        }),
        rows: records.length,
      };
    },

    /**
     * "Why isn't X here?": each filter's verdict on one company, with its values and its field's
     * label in `language`.
     */
    async explain(
      userId: number,
      body: ApplyFiltersBody,
      query: { ticker: string; isOr?: boolean | undefined },
      language: Language = 'en',
    ): Promise<ScreenerExplanation> {
      check(body);
      const u = await universe();
      const wanted = query.ticker.toUpperCase();
      const entry = u.model.byTicker.get(wanted) ?? u.model.bySymbol.get(wanted);
      if (!entry)
        throw new AppError('UNKNOWN_COMPANY', 404, SCREENER_MESSAGES.unknownTicker(query.ticker));
      const i = u.index.indexOf(entry.company.symbol);
      if (i === undefined)
        throw new AppError(
          'NOT_SCREENED',
          404,
          `${entry.company.ticker} is not screened: ETFs and companies without a score in the latest run are not in the screener.`,
        );
      const isOr = query.isOr ?? body.isOr ?? false;
      const verdicts = u.index.explain(i, body.filters);
      const matches = isOr ? verdicts.some((v) => v === true) : verdicts.every((v) => v === true);
      let rank: number | null = null;
      if (matches) {
        const cap = await capOf(userId);
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
    },

    /**
     * GET /screener/presets: the research presets with their backtests when computed; names,
     * summaries, bases and papers' findings in `language`.
     */
    async presets(language: Language = 'en'): Promise<ScreenerPreset[]> {
      const stored = await repo.latestPresetBacktests(db);
      const current = stored && stored.presetsVersion === presetsVersion() ? stored : null;
      return PRESETS.map((definition) => {
        const p = localizedPreset(definition, language);
        const figures = current?.results[p.id];
        return {
          id: p.id,
          name: p.name,
          summary: p.summary,
          basis: p.basis,
          paper: p.paper,
          universe: p.universe,
          filters: p.filters,
          sortingBy: p.sortingBy,
          columns: p.columns,
          isOr: false,
          backtest: figures && current ? { ...figures, runId: current.runId } : null,
        };
      });
    },

    async all(userId: number): Promise<Screen[]> {
      return (await repo.screensOf(db, userId)).map(toScreen);
    },

    async one(userId: number, id: number): Promise<Screen> {
      const row = await repo.findOwnedScreen(db, userId, id);
      if (!row) throw notFound();
      return toScreen(row);
    },

    async create(userId: number, body: NewScreenBody): Promise<Screen> {
      check(body);
      try {
        const row = await repo.insertScreenWithin(
          db,
          {
            userId,
            name: body.name,
            filters: body.filters,
            sortingBy: body.sortingBy ?? null,
            columns: body.columns ?? null,
            isOr: body.isOr ?? false,
          },
          MAX_SCREENS_PER_USER,
        );
        if (row) return toScreen(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('SCREEN_NAME_TAKEN', 409, SCREENER_MESSAGES.nameTaken);
        throw error;
      }
      throw new AppError(
        'TOO_MANY_SCREENS',
        400,
        SCREENER_MESSAGES.tooManyScreens(MAX_SCREENS_PER_USER),
      );
    },

    async update(userId: number, id: number, body: UpdateScreenBody): Promise<Screen> {
      check(body);
      try {
        const row = await repo.updateScreen(db, userId, id, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.filters === undefined ? {} : { filters: body.filters }),
          ...(body.sortingBy === undefined ? {} : { sortingBy: body.sortingBy }),
          ...(body.columns === undefined ? {} : { columns: body.columns }),
          ...(body.isOr === undefined ? {} : { isOr: body.isOr }),
        });
        if (!row) throw notFound();
        return toScreen(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('SCREEN_NAME_TAKEN', 409, SCREENER_MESSAGES.nameTaken);
        throw error;
      }
    },

    async remove(userId: number, id: number): Promise<{ id: number }> {
      if (!(await repo.deleteScreen(db, userId, id))) throw notFound();
      return { id };
    },
  };
}
export type ScreenerService = ReturnType<typeof createScreenerService>;
