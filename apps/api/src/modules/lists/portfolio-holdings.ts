import type { HoldingsBody, List } from '@evident/contracts/lists';
import * as repo from './lists.repository';
import { change, listOf, load, notInList, owned, stored, type ListsDeps } from './list-access';
import { holdingsCsv } from './portfolio-csv';

/** PUT /portfolio/{id}/holdings: shares and average cost of stocks in the portfolio. */
export async function setHoldings(
  deps: ListsDeps,
  userId: number,
  id: number,
  body: HoldingsBody,
): Promise<List> {
  return change(deps, id, () =>
    deps.db.transaction(async (tx) => {
      const row = await owned(tx, userId, 'portfolio', id);
      const items = (await repo.itemsOf(tx, [row.id])).filter((i) => i.removedAt === null);
      const inList = new Set(items.map((i) => i.symbol));
      const missing = body.holdings.map((h) => h.companyId).filter((s) => !inList.has(s));
      if (missing.length > 0) throw notInList(missing);
      await repo.setHoldings(
        tx,
        row.id,
        body.holdings.map((h) => ({
          symbol: h.companyId,
          shares: h.shares,
          averageCost: h.averageCost,
        })),
      );
      return load(deps, tx, row);
    }),
  );
}

/** GET /portfolio/{id}/export: the portfolio as CSV, in its order. */
export async function exportHoldings(
  deps: ListsDeps,
  userId: number,
  id: number,
): Promise<{ name: string; csv: string }> {
  const list = listOf(deps, await stored(deps, userId, 'portfolio', id));
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
}
