import type { PeriodStats } from './backtest';

export function stats(dates: readonly string[], returns: readonly number[]): PeriodStats {
  const n = returns.length;
  if (n === 0) {
    return {
      from: null,
      to: null,
      months: 0,
      cagr: null,
      volatility: null,
      maxDrawdown: null,
      sharpe: null,
    };
  }
  let value = 1;
  let peak = 1;
  let maxDrawdown = 0;
  for (const r of returns) {
    value *= 1 + r;
    peak = Math.max(peak, value);
    maxDrawdown = Math.max(maxDrawdown, 1 - value / peak);
  }
  const mean = returns.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1) : 0;
  const volatility = Math.sqrt(variance * 12);
  return {
    from: dates[0] ?? null,
    to: dates[n] ?? null,
    months: n,
    cagr: value > 0 ? value ** (12 / n) - 1 : -1,
    volatility: n > 1 ? volatility : null,
    maxDrawdown,
    sharpe: n > 1 && volatility > 0 ? (mean * 12) / volatility : null,
  };
}

export function yearly(dates: readonly string[], returns: readonly number[]) {
  const byYear = new Map<number, number>();
  returns.forEach((r, i) => {
    const year = Number(dates[i + 1]!.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 1) * (1 + r));
  });
  return [...byYear].map(([year, g]) => ({ year, return: g - 1 }));
}

export function equityCurve(dates: readonly string[], returns: readonly number[]) {
  const out = [{ date: dates[0]!, value: 1 }];
  let v = 1;
  returns.forEach((r, i) => {
    v *= 1 + r;
    out.push({ date: dates[i + 1]!, value: v });
  });
  return out;
}

export function split(dates: readonly string[], returns: readonly number[], inSampleEnd?: string) {
  if (!inSampleEnd) return { inSample: stats(dates, returns), heldOut: stats([], []) };
  // Period i runs from dates[i] to dates[i+1]: in sample when it ends by inSampleEnd.
  const k = returns.findIndex((_, i) => dates[i + 1]! > inSampleEnd);
  const cut = k < 0 ? returns.length : k;
  return {
    inSample: stats(dates.slice(0, cut + 1), returns.slice(0, cut)),
    heldOut: stats(dates.slice(cut), returns.slice(cut)),
  };
}

export const mean = (xs: readonly number[]) =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
