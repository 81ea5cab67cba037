import type { ListKind } from '@evident/contracts/lists';
import { FREE_LIMITS } from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import type { ReadModelHolder } from '../../read-model/read-model';
import { createListCache, type ListCache } from './list-cache';
import type { ListsDeps } from './list-access';
import { addCompanies, removeCompanies, reorder } from './list-companies';
import { allLists, createList, oneList, removeList, updateList, usedStocks } from './list-edits';
import { exportHoldings, setHoldings } from './portfolio-holdings';
import { importHoldings } from './portfolio-import';
import { portfolioAnalysis } from './portfolio-report';
import { createYearReturns } from './portfolio-returns';

/**
 * Watchlists and portfolios (spec §3, §4, §7). Every call is scoped to the signed-in user: a list
 * of someone else answers 404, as one that does not exist. The plan's usage limit counts the
 * distinct stocks in the user's lists of a kind (spec §2 "Stocks in Watchlist"; §6 free tier: 1);
 * adding past it answers 403 and adds nothing. Each use case is a function of its own file; this
 * gives them their dependencies.
 */
export function createListsService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** Lists kept in memory between changes (a fresh one, never listening, keeps nothing). */
  cache?: ListCache;
  /** The user's limit for a kind (−1 = unlimited), from the plan in force (billing). */
  limitOf?: (userId: number, kind: ListKind) => Promise<number> | number;
}) {
  const d: ListsDeps = {
    db: deps.db,
    readModel: deps.readModel,
    cache: deps.cache ?? createListCache(),
    limitOf: deps.limitOf ?? ((_userId: number, kind: ListKind) => FREE_LIMITS[kind]),
    yearOf: createYearReturns(deps.db),
  };
  const use =
    <A extends unknown[], R>(useCase: (deps: ListsDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(d, ...args);
  return {
    all: use(allLists),
    one: use(oneList),
    create: use(createList),
    update: use(updateList),
    remove: use(removeList),
    addCompanies: use(addCompanies),
    removeCompanies: use(removeCompanies),
    reorder: use(reorder),
    setHoldings: use(setHoldings),
    importHoldings: use(importHoldings),
    analysis: use(portfolioAnalysis),
    exportHoldings: use(exportHoldings),
    used: use(usedStocks),
  };
}
export type ListsService = ReturnType<typeof createListsService>;
