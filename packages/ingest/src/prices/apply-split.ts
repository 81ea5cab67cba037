import type { DailyPrice, Dividend } from '../records';
import type { Split } from './polygon-source';

/**
 * Puts stored history on the share basis after a split, the snapshot's convention: prices and
 * dividends "split-adjusted to the latest share basis" (data/market-snapshot/README.md), so a
 * chart and every return across the split stay continuous.
 *
 * A split of `to` new shares for every `from` old ones, executed on `executionDate`, divides every
 * price and dividend *before* that date by `to / from` and multiplies the volumes by it; the
 * execution date and later already trade on the new basis and are left alone. Apply each split
 * once, in date order, before storing the bars of its execution date: applying one twice would
 * divide the history twice, so the caller records which splits it has applied.
 */

export function splitRatio(split: Pick<Split, 'from' | 'to'>): number {
  if (!(split.from > 0 && split.to > 0 && Number.isFinite(split.from / split.to))) {
    throw new RangeError(`a split needs positive from and to, got ${split.from}:${split.to}`);
  }
  return split.to / split.from;
}

export function applySplitToPrices(history: readonly DailyPrice[], split: Split): DailyPrice[] {
  const ratio = splitRatio(split);
  return history.map((day) => {
    if (day.symbol !== split.symbol || day.date >= split.executionDate) return day;
    const price = (value: number | null) => (value === null ? null : round(value / ratio));
    return {
      ...day,
      open: price(day.open),
      high: price(day.high),
      low: price(day.low),
      close: round(day.close / ratio),
      volume: day.volume === null ? null : Math.round(day.volume * ratio),
    };
  });
}

export function applySplitToDividends(dividends: readonly Dividend[], split: Split): Dividend[] {
  const ratio = splitRatio(split);
  return dividends.map((dividend) =>
    dividend.symbol !== split.symbol || dividend.exDate >= split.executionDate
      ? dividend
      : { ...dividend, amount: round(dividend.amount / ratio) },
  );
}

/** Six decimals keep every real digit of a price and drop division noise (0.1 / 3 …). */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
