import type { List } from '@evident/contracts/lists';
import { factorStatus } from '@evident/contracts/score-bands';
import { FACTOR_IDS, FACTORS, IN_SCORE } from '@evident/engine/scoring/factors';
import type { ReadModel } from '../../read-model/read-model';
import type { ItemRow, ListRow } from './lists.repository';

/** The factors a list row shows the words of: those of the score, in the engine's order. */
const SCORE_FACTORS = FACTOR_IDS.filter((f) => IN_SCORE.has(f));

/**
 * A list as answered: its stocks in the user's order with the loaded data's summary and factor
 * words, and the removed ones, latest first (`model`: the read model in force, if any).
 */
export function toList(model: ReadModel | null, row: ListRow, items: ItemRow[]): List {
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
