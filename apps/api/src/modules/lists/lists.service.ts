import {
  LIST_MESSAGES,
  MAX_LISTS_PER_KIND,
  type HoldingsBody,
  type ImportResult,
  type ImportRow,
  type List,
  type ListCompaniesBody,
  type ListKind,
  type PortfolioAnalysis,
  type ReorderBody,
} from '@evident/contracts/lists';
import { canUse, FREE_LIMITS } from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error-code';
import { AppError } from '../../http/app-error';
import { currentModel } from '../stocks/errors';
import type { ReadModel, ReadModelHolder } from '../stocks/read-model';
import * as repo from './lists.repository';
import { holdingsCsv, readHoldingsCsv, type CsvHolding } from './portfolio-csv';
import { analysePortfolio } from './portfolio-analysis';
import * as prices from './portfolio-prices.repository';
import { factorStatus } from '@evident/contracts/score-bands';
import { FACTOR_IDS, FACTORS, IN_SCORE } from '@evident/engine/scoring/factors';
import { localizedFactorName } from '@evident/engine/metrics/catalogue/localized';
import type { Language } from '../../i18n/language';
import type { ItemRow, ListRow } from './lists.repository';
import { createListCache, memoOn, type ListCache, type StoredList } from './list-cache';

interface YearReturns {
  from: string | null;
  to: string | null;
  returnOf: (symbol: string) => number | null;
}

/** The 1-year return's benchmark: SPY's total return, as the evidence page. */
const BENCHMARK = 'SPY';

/** The factors a list row shows the words of: those of the score, in the engine's order. */
const SCORE_FACTORS = FACTOR_IDS.filter((f) => IN_SCORE.has(f));

/** The memo key of answers built before any read model is loaded. */
const NO_MODEL = {};

const notFound = () => new AppError('LIST_NOT_FOUND', 404, LIST_MESSAGES.notFound);

/**
 * Watchlists and portfolios (spec §3, §4, §7). Every call is scoped to the signed-in user: a list
 * of someone else answers 404, as one that does not exist. The plan's usage limit counts the
 * distinct stocks in the user's lists of a kind (spec §2 "Stocks in Watchlist"; §6 free tier: 1);
 * adding past it answers 403 and adds nothing.
 */
export function createListsService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** Lists kept in memory between changes (a fresh one, never listening, keeps nothing). */
  cache?: ListCache;
  /** The user's limit for a kind (−1 = unlimited), from the plan in force (billing). */
  limitOf?: (userId: number, kind: ListKind) => Promise<number> | number;
}) {
  const { db, readModel } = deps;
  const cache = deps.cache ?? createListCache();
  const limitOf = deps.limitOf ?? ((_userId: number, kind: ListKind) => FREE_LIMITS[kind]);

  function toList(row: ListRow, items: ItemRow[]): List {
    const model = readModel.get();
    const stock = (i: ItemRow) => {
      const entry = model?.bySymbol.get(i.symbol);
      return {
        ticker: i.ticker,
        symbol: i.symbol,
        addedAt: i.addedAt.toISOString(),
        company: entry?.summary ?? null,
        shares: i.shares,
        averageCost: i.averageCost,
        previousScore: model?.previous?.scoreOf(i.symbol) ?? null,
        factors: SCORE_FACTORS.map((f) => ({
          name: FACTORS[f].name,
          status: factorStatus(entry?.score?.factors[f]?.percentile),
        })),
      };
    };
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      previousRunAsOf: model?.previous?.asOf ?? null,
      stocks: items
        .filter((i) => i.removedAt === null)
        .sort(
          (a, b) =>
            a.position - b.position ||
            a.addedAt.getTime() - b.addedAt.getTime() ||
            a.symbol.localeCompare(b.symbol),
        )
        .map(stock),
      removed: items
        .filter((i) => i.removedAt !== null)
        .sort((a, b) => b.removedAt!.getTime() - a.removedAt!.getTime())
        .map((i) => ({ ...stock(i), removedAt: i.removedAt!.toISOString() })),
    };
  }

  async function owned(tx: Db, userId: number, kind: ListKind, id: number): Promise<ListRow> {
    const row = await repo.findOwnedList(tx, userId, kind, id);
    if (!row) throw notFound();
    return row;
  }

  async function load(tx: Db, row: ListRow): Promise<List> {
    return toList(row, await repo.itemsOf(tx, [row.id]));
  }

  /** The user's stored list of that kind, from memory when kept (404 for anyone else's). */
  async function stored(userId: number, kind: ListKind, id: number): Promise<StoredList> {
    const found = await cache.get(id, async () => {
      const row = await repo.findList(db, id);
      return row ? { row, items: await repo.itemsOf(db, [id]) } : null;
    });
    if (!found || found.row.userId !== userId || found.row.kind !== kind) throw notFound();
    return found;
  }

  /** The list as answered, built once per load of the list and read model. */
  const listOf = (s: StoredList): List =>
    memoOn(s, 'list', readModel.get() ?? NO_MODEL, () => toList(s.row, s.items));

  /** A change to list `id`: whatever this process kept of it is dropped once it is done. */
  async function change<T>(id: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      cache.drop(id);
    }
  }

  /**
   * The 1-year window of a read model and every company's total return over it, read once per
   * model (two months of month-end rows): the analysis of a portfolio then reads no prices.
   */
  const years = new WeakMap<ReadModel, Promise<YearReturns>>();
  function yearOf(model: ReadModel): Promise<YearReturns> {
    let year = years.get(model);
    if (!year) {
      year = loadYear(model);
      years.set(model, year);
      year.catch(() => years.delete(model));
    }
    return year;
  }
  async function loadYear(model: ReadModel): Promise<YearReturns> {
    const none: YearReturns = { from: null, to: null, returnOf: () => null };
    // Ending at the benchmark's last month end on or before the score date.
    const to = model.asOf ? await prices.lastMonthEnd(db, BENCHMARK, model.asOf) : null;
    if (!to) return none;
    // The first day of the month `k` months after the month of `to`.
    const monthStart = (k: number) => {
      const d = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1 + k, 1));
      return d.toISOString().slice(0, 10);
    };
    const [starts, ends] = await Promise.all([
      prices.monthEndsBetween(db, monthStart(-12), monthStart(-11)),
      prices.monthEndsBetween(db, monthStart(0), monthStart(1)),
    ]);
    const startOf = new Map(starts.map((r) => [r.symbol, r.adjClose]));
    const returns = new Map<string, number>();
    for (const r of ends) {
      const s0 = startOf.get(r.symbol);
      if (s0 && s0 > 0 && r.adjClose && r.adjClose > 0) returns.set(r.symbol, r.adjClose / s0 - 1);
    }
    return {
      from: starts.find((r) => r.symbol === BENCHMARK)?.monthEnd ?? null,
      to,
      returnOf: (symbol) => returns.get(symbol) ?? null,
    };
  }

  function analyse(
    model: ReadModel,
    list: List,
    year: YearReturns,
    language: Language,
  ): PortfolioAnalysis {
    return analysePortfolio(
      list.stocks.map((s) => {
        const entry = model.bySymbol.get(s.symbol);
        return {
          symbol: s.symbol,
          ticker: s.ticker,
          companyName: s.company?.companyName ?? s.symbol,
          sector: entry?.company.sector ?? null,
          shares: s.shares,
          averageCost: s.averageCost,
          lastClose: s.company?.lastClose ?? null,
          score: entry?.score?.evidentScorePercentile ?? null,
          factors: Object.fromEntries(
            FACTOR_IDS.map((f) => [f, entry?.score?.factors[f]?.percentile ?? null]),
          ),
          return1y: year.returnOf(s.symbol),
        };
      }),
      {
        asOf: model.asOf,
        factorNames: Object.fromEntries(
          FACTOR_IDS.map((f) => [f, localizedFactorName(f, language)]),
        ),
        performance: { from: year.from, to: year.to, benchmark: year.returnOf(BENCHMARK) },
        language,
      },
    );
  }

  /** Companies named by a call: symbols and tickers resolved against the loaded data. */
  function resolve(body: ListCompaniesBody): { symbol: string; ticker: string }[] {
    const model = currentModel(readModel);
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const id of body.companyIds ?? []) {
      const entry = model.bySymbol.get(id);
      if (entry) found.set(entry.company.symbol, entry.company.ticker);
      else unknown.push(id);
    }
    for (const ticker of body.tickers ?? []) {
      const entry = model.byTicker.get(ticker);
      if (entry) found.set(entry.company.symbol, entry.company.ticker);
      else unknown.push(ticker);
    }
    if (unknown.length > 0) {
      throw new AppError('UNKNOWN_COMPANIES', 400, LIST_MESSAGES.unknownCompanies(unknown));
    }
    return [...found].map(([symbol, ticker]) => ({ symbol, ticker }));
  }

  return {
    async all(userId: number, kind: ListKind): Promise<List[]> {
      const rows = await repo.listsOf(db, userId, kind);
      const items = await repo.itemsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) =>
        toList(
          r,
          items.filter((i) => i.listId === r.id),
        ),
      );
    },

    async one(userId: number, kind: ListKind, id: number): Promise<List> {
      return listOf(await stored(userId, kind, id));
    },

    async create(userId: number, kind: ListKind, name: string): Promise<List> {
      try {
        return await db.transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          if ((await repo.countLists(tx, userId, kind)) >= MAX_LISTS_PER_KIND) {
            throw new AppError('TOO_MANY_LISTS', 409, LIST_MESSAGES.tooManyLists);
          }
          return toList(await repo.insertList(tx, { userId, kind, name }), []);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('LIST_NAME_TAKEN', 409, LIST_MESSAGES.nameTaken);
        }
        throw error;
      }
    },

    async update(
      userId: number,
      kind: ListKind,
      id: number,
      edit: { name?: string | undefined; clearRemoved?: boolean | undefined },
    ): Promise<List> {
      try {
        return await change(id, () =>
          db.transaction(async (tx) => {
            let row = await owned(tx, userId, kind, id);
            if (edit.name !== undefined && edit.name !== row.name) {
              row = (await repo.renameList(tx, id, edit.name)) ?? row;
            }
            if (edit.clearRemoved) await repo.deleteRemovedItems(tx, id);
            return load(tx, row);
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('LIST_NAME_TAKEN', 409, LIST_MESSAGES.nameTaken);
        }
        throw error;
      }
    },

    async remove(userId: number, kind: ListKind, id: number): Promise<void> {
      await owned(db, userId, kind, id);
      await change(id, () => repo.deleteList(db, id));
    },

    async addCompanies(
      userId: number,
      kind: ListKind,
      id: number,
      body: ListCompaniesBody,
    ): Promise<List> {
      const companies = resolve(body);
      // Read before the transaction: on the embedded database a transaction holds the one
      // connection, and the plan is read through it.
      const limit = await limitOf(userId, kind);
      return change(id, () =>
        db.transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          const row = await owned(tx, userId, kind, id);
          const held = await repo.distinctStocks(tx, userId, kind);
          const added = companies.filter((c) => !held.has(c.symbol)).length;
          if (added > 0 && !canUse(held.size + added - 1, limit)) {
            throw new AppError('LIMIT_REACHED', 403, LIST_MESSAGES.limitReached(kind, limit));
          }
          await repo.upsertItems(tx, row.id, companies);
          return load(tx, row);
        }),
      );
    },

    async removeCompanies(
      userId: number,
      kind: ListKind,
      id: number,
      body: ListCompaniesBody,
    ): Promise<List> {
      // Not resolved against the data: a company that left it can still be removed.
      const named = { symbols: body.companyIds ?? [], tickers: body.tickers ?? [] };
      return change(id, () =>
        db.transaction(async (tx) => {
          const row = await owned(tx, userId, kind, id);
          await repo.markItemsRemoved(tx, row.id, named);
          return load(tx, row);
        }),
      );
    },

    /**
     * PUT /{kind}/{id}/order: the named stocks take the first places in the order given; the
     * others keep their order after them (issue 21, drag and drop).
     */
    async reorder(userId: number, kind: ListKind, id: number, body: ReorderBody): Promise<List> {
      return change(id, () =>
        db.transaction(async (tx) => {
          const row = await owned(tx, userId, kind, id);
          const items = (await repo.itemsOf(tx, [row.id])).filter((i) => i.removedAt === null);
          const current = toList(row, items).stocks.map((s) => s.symbol);
          const inList = new Set(current);
          const named = [...new Set(body.companyIds)];
          const missing = named.filter((s) => !inList.has(s));
          if (missing.length > 0)
            throw new AppError('NOT_IN_LIST', 400, LIST_MESSAGES.notInList(missing));
          const first = new Set(named);
          const order = [...named, ...current.filter((s) => !first.has(s))];
          await repo.setPositions(
            tx,
            row.id,
            order.map((symbol, position) => ({ symbol, position })),
          );
          return load(tx, row);
        }),
      );
    },

    /** PUT /portfolio/{id}/holdings: shares and average cost of stocks in the portfolio. */
    async setHoldings(userId: number, id: number, body: HoldingsBody): Promise<List> {
      return change(id, () =>
        db.transaction(async (tx) => {
          const row = await owned(tx, userId, 'portfolio', id);
          const items = (await repo.itemsOf(tx, [row.id])).filter((i) => i.removedAt === null);
          const inList = new Set(items.map((i) => i.symbol));
          const missing = body.holdings.map((h) => h.companyId).filter((s) => !inList.has(s));
          if (missing.length > 0)
            throw new AppError('NOT_IN_LIST', 400, LIST_MESSAGES.notInList(missing));
          await repo.setHoldings(
            tx,
            row.id,
            body.holdings.map((h) => ({
              symbol: h.companyId,
              shares: h.shares,
              averageCost: h.averageCost,
            })),
          );
          return load(tx, row);
        }),
      );
    },

    /**
     * POST /portfolio/{id}/import: reads a CSV (ticker, shares, cost) and says what each row
     * would do — added, updated, or refused with the reason — and writes nothing unless
     * `commit`; then writes every usable row in one transaction, under the plan's limit.
     */
    async importHoldings(
      userId: number,
      id: number,
      body: { csv: string; commit: boolean },
      // The route reads it off the server's thread (issue 56).
      reader: (
        csv: string,
      ) => Promise<CsvHolding[] | Error> | CsvHolding[] | Error = readHoldingsCsv,
    ): Promise<ImportResult> {
      const read = await reader(body.csv);
      if (read instanceof Error) throw new AppError('BAD_IMPORT', 400, read.message);
      const model = currentModel(readModel);
      const limit = await limitOf(userId, 'portfolio');
      const plan = async (tx: Db) => {
        const row = await owned(tx, userId, 'portfolio', id);
        const inList = new Set(
          (await repo.itemsOf(tx, [row.id]))
            .filter((i) => i.removedAt === null)
            .map((i) => i.symbol),
        );
        const held = await repo.distinctStocks(tx, userId, 'portfolio');
        const seen = new Map<string, number>();
        let newStocks = 0;
        const rows: ImportRow[] = read.map((r) => {
          const entry =
            model.byTicker.get(r.ticker) ??
            model.bySymbol.get(r.ticker.includes(':') ? '' : r.ticker);
          const base = {
            line: r.line,
            ticker: entry?.company.ticker ?? r.ticker,
            symbol: entry?.company.symbol ?? null,
            shares: r.shares,
            averageCost: r.averageCost,
          };
          const refuse = (reason: string): ImportRow => ({ ...base, status: 'refused', reason });
          if (r.problem) return refuse(r.problem);
          if (!entry) return refuse(LIST_MESSAGES.unknownCompanies([r.ticker]));
          const earlier = seen.get(entry.company.symbol);
          if (earlier !== undefined) return refuse(LIST_MESSAGES.importDuplicate(earlier));
          seen.set(entry.company.symbol, r.line);
          if (inList.has(entry.company.symbol)) return { ...base, status: 'updated', reason: null };
          if (!held.has(entry.company.symbol)) {
            if (!canUse(held.size + newStocks, limit))
              return refuse(LIST_MESSAGES.limitReached('portfolio', limit));
            newStocks += 1;
          }
          return { ...base, status: 'added', reason: null };
        });
        return { row, rows };
      };
      const count = (rows: ImportRow[], status: ImportRow['status']) =>
        rows.filter((r) => r.status === status).length;
      const answer = (rows: ImportRow[], list: List | null): ImportResult => ({
        committed: list !== null,
        added: count(rows, 'added'),
        updated: count(rows, 'updated'),
        refused: count(rows, 'refused'),
        rows,
        list,
      });
      if (!body.commit) return answer((await plan(db)).rows, null);
      return change(id, () =>
        db.transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          const { row, rows } = await plan(tx);
          const usable = rows.filter((r) => r.status !== 'refused');
          await repo.upsertItems(
            tx,
            row.id,
            usable
              .filter((r) => r.status === 'added')
              .map((r) => ({
                symbol: r.symbol!,
                ticker: r.ticker,
                shares: r.shares,
                averageCost: r.averageCost,
              })),
          );
          await repo.setHoldings(
            tx,
            row.id,
            usable
              .filter((r) => r.status === 'updated')
              .map((r) => ({ symbol: r.symbol!, shares: r.shares, averageCost: r.averageCost })),
          );
          return answer(rows, await load(tx, row));
        }),
      );
    },

    /**
     * GET /portfolio/{id}/analysis: score, factors, allocation, rules, 1-year return vs SPY, its
     * sentences and factor names in `language` (issue 23). Built once per load of the list and
     * read model and per language; `version` names that pair (the answer's cache key, with the
     * language).
     */
    async analysis(
      userId: number,
      id: number,
      language: Language = 'en',
    ): Promise<{ version: string; analysis: PortfolioAnalysis }> {
      const model = currentModel(readModel);
      const s = await stored(userId, 'portfolio', id);
      const year = await yearOf(model);
      const analysis = memoOn(s, `analysis:${language}`, model, () =>
        analyse(model, listOf(s), year, language),
      );
      return { version: `${model.version}.${s.version}`, analysis };
    },

    /** GET /portfolio/{id}/export: the portfolio as CSV, in its order. */
    async exportHoldings(userId: number, id: number): Promise<{ name: string; csv: string }> {
      const list = listOf(await stored(userId, 'portfolio', id));
      return {
        name: list.name,
        csv: holdingsCsv(
          list.stocks.map((s) => ({
            ticker: s.ticker,
            companyName: s.company?.companyName ?? null,
            shares: s.shares,
            averageCost: s.averageCost,
            lastClose: s.company?.lastClose ?? null,
            evidentScore: s.company?.evidentScore ?? null,
          })),
        ),
      };
    },

    /** Distinct stocks in the user's lists of a kind: the "used" of the plan's usage. */
    async used(userId: number, kind: ListKind): Promise<number> {
      return (await repo.distinctStocks(db, userId, kind)).size;
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
