import {
  LIST_MESSAGES,
  MAX_IMPORT_ROWS,
  type ImportResult,
  type ImportRow,
  type List,
} from '@evident/contracts/lists';
import { canUse } from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Language } from '../../i18n/language';
import { translateMessage } from '../../i18n/messages';
import { render, type ServerText } from '../../i18n/translate';
import { currentModel } from '../../read-model/errors';
import * as repo from './lists.repository';
import { change, load, owned, type ListsDeps } from './list-access';
import { readHoldingsCsv, type CsvHolding } from './portfolio-csv';

/** The CSV's one message with a variable part (the engine's reader says it in English). */
const TOO_LARGE: ServerText = { id: 'lists.importTooLarge', vars: { count: MAX_IMPORT_ROWS } };

/**
 * POST /portfolio/{id}/import: reads a CSV (ticker, shares, cost) and says what each row
 * would do — added, updated, or refused with the reason (in `language`) — and writes nothing
 * unless `commit`; then writes every usable row in one transaction, under the plan's limit.
 */
export async function importHoldings(
  deps: ListsDeps,
  userId: number,
  id: number,
  body: { csv: string; commit: boolean },
  // The route reads it off the server's thread (issue 56).
  reader: (csv: string) => Promise<CsvHolding[] | Error> | CsvHolding[] | Error = readHoldingsCsv,
  language: Language = 'en',
): Promise<ImportResult> {
  const { db } = deps;
  const read = await reader(body.csv);
  if (read instanceof Error) {
    const tooLarge = read.message === LIST_MESSAGES.importTooLarge(MAX_IMPORT_ROWS);
    throw new AppError('BAD_IMPORT', 400, read.message, tooLarge ? { text: TOO_LARGE } : {});
  }
  /** A refused row's reason in the reader's language: by its code when it has figures. */
  const reasonOf = (english: string, text?: ServerText) =>
    language === 'en'
      ? english
      : text
        ? render(text, language)
        : translateMessage(english, language);
  const model = currentModel(deps.readModel);
  const limit = await deps.limitOf(userId, 'portfolio');
  const plan = async (tx: Db) => {
    const row = await owned(tx, userId, 'portfolio', id);
    const inList = new Set(
      (await repo.itemsOf(tx, [row.id])).filter((i) => i.removedAt === null).map((i) => i.symbol),
    );
    const held = await repo.distinctStocks(tx, userId, 'portfolio');
    const seen = new Map<string, number>();
    let newStocks = 0;
    const rows: ImportRow[] = read.map((r) => {
      const entry =
        model.byTicker.get(r.ticker) ?? model.bySymbol.get(r.ticker.includes(':') ? '' : r.ticker);
      const base = {
        line: r.line,
        ticker: entry?.company.ticker ?? r.ticker,
        symbol: entry?.company.symbol ?? null,
        shares: r.shares,
        averageCost: r.averageCost,
      };
      const refuse = (english: string, text?: ServerText): ImportRow => ({
        ...base,
        status: 'refused',
        reason: reasonOf(english, text),
      });
      if (r.problem) return refuse(r.problem);
      if (!entry) {
        return refuse(LIST_MESSAGES.unknownCompanies([r.ticker]), {
          id: 'lists.unknownCompanies',
          vars: { tickers: r.ticker },
        });
      }
      const earlier = seen.get(entry.company.symbol);
      if (earlier !== undefined) {
        return refuse(LIST_MESSAGES.importDuplicate(earlier), {
          id: 'lists.importDuplicate',
          vars: { line: earlier },
        });
      }
      seen.set(entry.company.symbol, r.line);
      if (inList.has(entry.company.symbol)) return { ...base, status: 'updated', reason: null };
      if (!held.has(entry.company.symbol)) {
        if (!canUse(held.size + newStocks, limit))
          return refuse(LIST_MESSAGES.limitReached('portfolio', limit), {
            id: 'lists.limitReached.portfolio',
            vars: { count: limit },
          });
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
  return change(deps, id, () =>
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
      return answer(rows, await load(deps, tx, row));
    }),
  );
}
