import type { Db } from '../../db/client';
import type { ReadModel } from '../../read-model/read-model';
import * as prices from './portfolio-prices.repository';

/** A read model's 1-year window and every company's total return over it. */
export interface YearReturns {
  from: string | null;
  to: string | null;
  returnOf: (symbol: string) => number | null;
}
export type YearReturnsOf = (model: ReadModel) => Promise<YearReturns>;

/** The 1-year return's benchmark: SPY's total return, as the evidence page. */
export const BENCHMARK = 'SPY';

/**
 * The 1-year window of a read model and every company's total return over it, read once per
 * model (two months of month-end rows): the analysis of a portfolio then reads no prices.
 */
export function createYearReturns(db: Db): YearReturnsOf {
  const years = new WeakMap<ReadModel, Promise<YearReturns>>();
  return (model) => {
    let year = years.get(model);
    if (!year) {
      year = loadYear(db, model);
      years.set(model, year);
      year.catch(() => years.delete(model));
    }
    return year;
  };
}

async function loadYear(db: Db, model: ReadModel): Promise<YearReturns> {
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
