import { ScreenIndex } from '../../screening/columns';
import { DEFAULT_SORT, SCREENER_FIELDS } from '../../screening/fields';
import { screenRowOf, withSectorPercentiles } from '../../screening/screen-row';
import type { GroupResult } from '../backtest';
import { newPortfolio, portfolioResult, rebalance } from './portfolio';
import type { BacktestRun, Rebalance } from './rebalance';

/**
 * How would the screener's presets have done? Each screen (`options.screens`) runs at each date
 * on every company scored then, and its matches are held as a portfolio of their own.
 */
export function presetsStep(run: BacktestRun) {
  const { options, bySymbol, liquidity } = run;
  const screens = options.screens ?? [];
  // The screens run on a column index of just the fields they read (ADR 021), rebuilt each date.
  const screenFields = new Set(['sector']);
  for (const sc of screens) {
    for (const f of sc.query.filters) screenFields.add(f.field);
    screenFields.add(sc.query.sortingBy?.field ?? DEFAULT_SORT.field);
  }
  const fields = SCREENER_FIELDS.filter((f) => screenFields.has(f.id));
  const bySector = [...screenFields].some((f) => f.endsWith('.sectorPercentile'));
  const portfolios = screens.map((sc) => newPortfolio(sc.id, sc.label, sc.universe, 0));

  /** Each screen's matches at a date, over every company scored then. */
  const matchesAt = ({ results, date: asOf }: Rebalance): Map<string, string[]> => {
    const plain = results.map((r) => {
      const company = bySymbol.get(r.symbol)!.company;
      return screenRowOf(
        {
          ...company,
          country: null,
          sp500: options.eligible ? options.eligible(r.symbol, asOf) : company.sp500,
        },
        r.score,
        r.snapshot.values,
        r.snapshot.context,
        // The liquidity floor from the date the daily sessions cover (ADR 049, liquidity.ts).
        liquidity.investable(r, asOf),
      );
    });
    const rows = bySector ? withSectorPercentiles(plain) : plain;
    const index = new ScreenIndex(rows, fields);
    return new Map(
      screens.map((sc) => [sc.id, index.matches(sc.query).map((i) => rows[i]!.symbol)]),
    );
  };

  return {
    at(at: Rebalance): void {
      if (screens.length === 0) return;
      const matches = matchesAt(at);
      for (const g of portfolios) rebalance(run, g, at, matches.get(g.id)!);
    },
    result: (): GroupResult[] => portfolios.map((g) => portfolioResult(run, g)),
  };
}
