import type { PriceSource } from '@evident/ingest/prices/price-source';
import { PriceRateLimitError } from '@evident/ingest/prices/price-source';
import type { FundamentalsSource } from '@evident/ingest/sec-edgar/fundamentals-source';
import type { Database } from '../../db/client';
import { insertImportRun } from '../../data/import-run-writes.repository';
import {
  knownSymbols,
  sp500Symbols,
  storeDailyPrices,
  storeFundamentalPeriods,
  symbolsWithCik,
} from '../../data/market-data-store.repository';

/** Held while refreshing so that a refresh runs once across every instance. */
export const REFRESH_LOCK_KEY = 4_711_003;

export interface RefreshLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RefreshOptions {
  database: Database;
  fundamentals?: FundamentalsSource;
  prices?: PriceSource;
  /** Symbols to refresh from each source (unknown symbols are skipped). */
  symbols: { fundamentals?: readonly string[]; prices?: readonly string[] };
  log: RefreshLog;
}

export interface SourceSummary {
  source: string;
  symbols: number;
  rowsWritten: number;
  failed: { symbol: string; reason: string }[];
  warnings: number;
  stoppedEarly: string | null;
}

export type RefreshResult =
  | { status: 'done'; sources: SourceSummary[]; changed: boolean }
  | { status: 'no-source' }
  | { status: 'busy' };

async function recordRun(database: Database, summary: SourceSummary, started: Date) {
  return insertImportRun(database.db, {
    source: summary.source,
    status:
      summary.failed.length === summary.symbols && summary.symbols > 0 ? 'failed' : 'succeeded',
    startedAt: started,
    finishedAt: new Date(),
    counts: {
      [summary.source]: {
        read: summary.symbols,
        imported: summary.rowsWritten,
        rejected: summary.failed.length,
      },
    },
    rejected: summary.failed
      .slice(0, 200)
      .map((f) => ({ file: summary.source, line: 0, reason: `${f.symbol}: ${f.reason}` })),
    error: summary.stoppedEarly,
  });
}

/**
 * Pulls fundamentals and daily prices from the configured live sources into the database, one
 * symbol at a time (a failing symbol is reported, not fatal; a provider's rate limit ends that
 * source's run early). Each source's run is recorded in `import_runs`.
 */
export async function runRefresh(options: RefreshOptions): Promise<RefreshResult> {
  const { database, log } = options;
  if (!options.fundamentals && !options.prices) return { status: 'no-source' };
  const locked = await database.withAdvisoryLock(REFRESH_LOCK_KEY, async () => {
    const sources: SourceSummary[] = [];
    if (options.fundamentals) {
      const started = new Date();
      const source = options.fundamentals;
      const wanted = options.symbols.fundamentals ?? [];
      const known = await knownSymbols(database.db, wanted);
      const summary: SourceSummary = {
        source: source.name,
        symbols: 0,
        rowsWritten: 0,
        failed: [],
        warnings: 0,
        stoppedEarly: null,
      };
      for (const symbol of wanted) {
        if (!known.has(symbol)) continue;
        summary.symbols += 1;
        try {
          const result = await source.fundamentals(symbol);
          summary.warnings += result.warnings.length;
          summary.rowsWritten += await storeFundamentalPeriods(database.db, result.periods);
        } catch (error) {
          summary.failed.push({
            symbol,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      await recordRun(database, summary, started);
      log.info({ ...summary, failed: summary.failed.length }, 'fundamentals refreshed');
      sources.push(summary);
    }
    if (options.prices) {
      const started = new Date();
      const source = options.prices;
      const wanted = options.symbols.prices ?? [];
      const known = await knownSymbols(database.db, wanted);
      const summary: SourceSummary = {
        source: source.name,
        symbols: 0,
        rowsWritten: 0,
        failed: [],
        warnings: 0,
        stoppedEarly: null,
      };
      for (const symbol of wanted) {
        if (!known.has(symbol)) continue;
        summary.symbols += 1;
        try {
          summary.rowsWritten += await storeDailyPrices(database.db, await source.daily(symbol));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (error instanceof PriceRateLimitError) {
            summary.stoppedEarly = `rate limit reached at ${symbol}: ${reason}`;
            log.warn(
              { source: source.name, symbol },
              'price provider rate limit reached; stopping this run',
            );
            break;
          }
          summary.failed.push({ symbol, reason });
        }
      }
      await recordRun(database, summary, started);
      log.info({ ...summary, failed: summary.failed.length }, 'prices refreshed');
      sources.push(summary);
    }
    return { sources, changed: sources.some((s) => s.rowsWritten > 0) };
  });
  if (!locked.acquired) return { status: 'busy' };
  return { status: 'done', ...locked.value };
}

/** Symbols worth refreshing: companies with a CIK (fundamentals), S&P 500 members (prices). */
export async function defaultRefreshSymbols(database: Database) {
  const fundamentals = await symbolsWithCik(database.db);
  const prices = await sp500Symbols(database.db);
  return { fundamentals, prices };
}
