import type {
  CorporateActions,
  MarketDay,
  PolygonSource,
  Split,
} from '@evident/ingest/prices/polygon-source';
import type { Dividend } from '@evident/ingest/records';
import { applyMarketDay } from '../../data/market-day.repository';
import type { RefreshStep, RefreshStepContext } from './refresh-step';

/**
 * The prices step of the daily refresh (issue 55, ADR 056/058): Polygon's grouped daily bars of
 * the day for the whole market, with the splits and dividends of the run's range (asked once per
 * run, as `record.ts` records them), applied in one transaction (`data/market-day.repository.ts`).
 * A day Polygon answers without bars (not published yet) throws: the job is retried later rather
 * than moving on past a day with no closes.
 */
export function createPricesStep(source: PolygonSource): RefreshStep {
  let actions: {
    range: string;
    splits: CorporateActions<Split>;
    dividends: CorporateActions<Dividend>;
  } | null = null;
  let lastMarket: MarketDay | null = null;

  const actionsFor = async (context: RefreshStepContext) => {
    const from = context.run ? dayAfter(context.run.lastStored) : context.day;
    const to = context.run?.through ?? context.day;
    const range = `${from}..${to}`;
    if (actions?.range !== range) {
      const splits = await source.splits({ from, to });
      const dividends = await source.dividends({ from, to });
      actions = { range, splits, dividends };
    }
    return actions;
  };

  return async (context) => {
    const { day, database, log } = context;
    // Asked once per day: the step runs again for the last day after listings changed.
    if (lastMarket?.date !== day) lastMarket = await source.marketDay(day);
    const market = lastMarket;
    if (market.empty) {
      throw new Error(`Polygon has no bars for ${day} yet (not published, or a closed day)`);
    }
    const { splits, dividends } = await actionsFor(context);
    const written = await applyMarketDay(database.db, {
      day,
      prices: market.prices,
      splits: splits.items.filter((s) => s.executionDate === day),
      dividends: dividends.items.filter((d) => d.exDate === day),
    });
    const failed = [
      ...market.rejected.map((r) => ({
        item: r.ticker ?? `row ${r.index}`,
        reason: `grouped daily ${day}: ${r.reason}`,
      })),
    ];
    log.info(
      {
        day,
        bars: market.prices.length,
        written: written.prices,
        notListed: written.unknownSymbols.length,
        rejected: market.rejected.length,
        splits: written.splitsApplied,
        monthEnds: written.monthEnds,
        dividends: written.dividends,
      },
      'refresh: market day applied',
    );
    const rowsWritten =
      written.prices +
      written.monthEnds +
      written.dividends +
      written.splitsApplied.reduce((n, s) => n + s.pricesAdjusted, 0);
    return {
      source: 'polygon',
      changed: rowsWritten > 0 || written.splitsApplied.length > 0,
      rowsWritten,
      failed,
    };
  };
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
