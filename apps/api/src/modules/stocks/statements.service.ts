import type { Db } from '../../db/client';
import {
  dailySeries,
  latestPriceDate,
  STATEMENT_FIELDS,
  statementPeriods,
  type StatementKind,
} from './statements.repository';

/** The statements a company has (`/stocks/:ticker/{statement}`). */
export const STATEMENT_KINDS = Object.keys(STATEMENT_FIELDS) as StatementKind[];

export const RANGE_MONTHS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type PriceRange = keyof typeof RANGE_MONTHS;

function monthsBefore(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** A company's financial statements and price series (spec §7 stocks calls), from the database. */
export function createStatementsService(db: Db) {
  return {
    /** The periods that carry at least one figure of `statement`, with that statement's figures. */
    async statement(symbol: string, statement: StatementKind, period: 'annual' | 'quarterly') {
      const rows = await statementPeriods(db, symbol, period === 'annual' ? 'FY' : 'Q');
      const fields = STATEMENT_FIELDS[statement];
      return (
        rows
          // A period with none of this statement's figures is left out.
          .filter((r) => fields.some((f) => r[f] !== null))
          .map((r) => ({
            periodEnd: r.periodEnd,
            fiscalYear: r.fiscalYear,
            fiscalPeriod: r.fiscalPeriod,
            filed: r.filed,
            source: r.source,
            values: Object.fromEntries(fields.map((f) => [f, r[f]])),
          }))
      );
    },
    dailySeries: (symbol: string) => dailySeries(db, symbol),
    /** Closing prices over `range`, ending at the company's latest price. */
    async prices(symbol: string, range: PriceRange) {
      const last = await latestPriceDate(db, symbol);
      if (!last) return [];
      return (await dailySeries(db, symbol, monthsBefore(last, RANGE_MONTHS[range]))).map((p) => ({
        date: p.date,
        close: p.close,
      }));
    },
  };
}
export type StatementsService = ReturnType<typeof createStatementsService>;
