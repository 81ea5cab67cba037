import type { SnapshotFileKey } from '@evident/ingest/snapshot/format';
import { readSnapshotFile } from '@evident/ingest/snapshot/read-snapshot';
import type { CompanyInput, PeriodInput } from '@evident/engine/types';
import { emptyCompanyInput, estimateInput } from '../../read-model/company-input';

/**
 * The engine's universe read straight from a snapshot directory (no database): for the score
 * benchmark and the real-universe checks. Daily prices before `dailyFrom` are skipped, as the
 * score job does.
 */
export async function universeFromSnapshot(
  dir: string,
  options: { dailyFrom?: string } = {},
): Promise<CompanyInput[]> {
  const bySymbol = new Map<string, CompanyInput>();
  async function* ok<K extends SnapshotFileKey>(key: K) {
    for await (const row of readSnapshotFile(dir, key)) if (row.ok) yield row.record;
  }
  for await (const c of ok('companies')) {
    bySymbol.set(c.symbol, emptyCompanyInput({ ...c, ticker: `${c.exchange}:${c.symbol}` }));
  }
  for await (const p of ok('fundamentals')) {
    const { symbol, source: _source, ...rest } = p;
    bySymbol.get(symbol)?.periods.push(rest as PeriodInput);
  }
  for await (const m of ok('pricesMonthly')) {
    bySymbol
      .get(m.symbol)
      ?.monthlyPrices.push({ monthEnd: m.monthEnd, close: m.close, adjClose: m.adjClose });
  }
  const from = options.dailyFrom ?? '1900-01-01';
  for await (const d of ok('pricesDaily')) {
    if (d.date >= from)
      bySymbol.get(d.symbol)?.dailyPrices.push({ date: d.date, close: d.close, volume: d.volume });
  }
  for await (const d of ok('dividends'))
    bySymbol.get(d.symbol)?.dividends.push({ exDate: d.exDate, amount: d.amount });
  for await (const s of ok('earningsSurprises')) {
    bySymbol.get(s.symbol)?.earningsSurprises.push({ date: s.date, surprisePct: s.surprisePct });
  }
  for await (const e of ok('estimates')) {
    const c = bySymbol.get(e.symbol);
    if (c) {
      c.estimate = estimateInput(e);
    }
  }
  const byFiled = (a: PeriodInput, b: PeriodInput) =>
    a.filed === b.filed
      ? a.periodEnd.localeCompare(b.periodEnd)
      : a.filed === null
        ? 1
        : b.filed === null
          ? -1
          : a.filed.localeCompare(b.filed);
  for (const c of bySymbol.values()) {
    c.periods.sort(byFiled);
    c.dailyPrices.sort((a, b) => a.date.localeCompare(b.date));
    c.monthlyPrices.sort((a, b) => a.monthEnd.localeCompare(b.monthEnd));
    c.dividends.sort((a, b) => a.exDate.localeCompare(b.exDate));
    c.earningsSurprises.sort((a, b) => a.date.localeCompare(b.date));
  }
  return [...bySymbol.values()];
}
