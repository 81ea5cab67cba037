import type { CsvHolding } from '@evident/engine/portfolio/holdings-csv';
import { stringify } from 'csv-stringify/sync';
import type { EnginePool } from '../../workers/engine-pool';

/*
 * A portfolio's CSV (issue 21): read — ticker, shares, cost, with or without a header, any of the
 * usual column names — and written back in the same shape with what the product knows beside it.
 */

export { readHoldingsCsv, type CsvHolding } from '@evident/engine/portfolio/holdings-csv';

/**
 * `readHoldingsCsv` in the engine's interactive worker thread (issue 56): a 2 MB file takes the
 * parser over a second, which on the server's thread stalled every other request.
 */
export async function readHoldingsCsvOffThread(
  engine: EnginePool,
  csv: string,
): Promise<CsvHolding[] | Error> {
  const read = await engine.run('holdingsCsv', { csv });
  return Array.isArray(read) ? read : new Error(read.refused);
}

/** A portfolio as CSV: what was imported (ticker, shares, cost) and what the product knows. */
export function holdingsCsv(
  rows: {
    ticker: string;
    companyName: string | null;
    shares: number | null;
    averageCost: number | null;
    lastClose: number | null;
    evidentScore: number | null;
  }[],
): string {
  const safe = (s: string | null) => (s && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
  return stringify([
    ['ticker', 'shares', 'cost', 'company', 'last close', 'value', 'evident score'],
    ...rows.map((r) => [
      r.ticker,
      r.shares,
      r.averageCost,
      safe(r.companyName),
      r.lastClose,
      r.shares !== null && r.lastClose !== null
        ? Math.round(r.shares * r.lastClose * 100) / 100
        : null,
      r.evidentScore,
    ]),
  ]);
}
