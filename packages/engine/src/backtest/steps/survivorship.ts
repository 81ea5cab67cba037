import type { PreparedCompany } from '../../metrics/prepare';
import type { BacktestOptions, SurvivorshipCount } from '../backtest';
import { monthOf, priced } from '../prices';

/**
 * How much does the data miss of the companies that left (ADR 032 section 4)? Per calendar year
 * of the run: the S&P 500 members at any of its month ends, and how many of them have no
 * month-end price in the data at any month end of that year while members.
 */
export function survivorshipByYear(
  membership: NonNullable<BacktestOptions['membership']>,
  dates: readonly string[],
  bySymbol: ReadonlyMap<string, PreparedCompany>,
): SurvivorshipCount[] {
  const years = new Map<number, string[]>();
  for (const d of dates) {
    const y = Number(d.slice(0, 4));
    years.set(y, [...(years.get(y) ?? []), d]);
  }
  return [...years].map(([year, ds]) => {
    let members = 0;
    let withoutPrice = 0;
    for (const [symbol, spans] of Object.entries(membership)) {
      const memberDates = ds.filter((d) =>
        spans.some((s) => s.start <= d && (s.end === null || s.end > d)),
      );
      if (memberDates.length === 0) continue;
      members += 1;
      const c = bySymbol.get(symbol);
      if (!c || !memberDates.some((d) => priced(c, monthOf(d)))) withoutPrice += 1;
    }
    return { year, members, withoutPrice };
  });
}
