import { FUNDAMENTAL_FIELDS } from '@evident/ingest/records';
import type { Db } from '../../db/client';
import {
  ANOMALY_KINDS,
  anomaliesOf,
  columnCoverage,
  companiesByExchange,
  companiesBySector,
  tableTotals,
  type AnomalyKind,
} from '../../modules/market-data/data-report.repository';

/*
 * The data report (issue 3 §7): coverage per column, counts per exchange and sector, and
 * anomalies that betray a bad source before users see them.
 */

export interface Anomaly {
  kind: AnomalyKind;
  symbol: string;
  detail: string;
}

export interface DataReport {
  totals: Record<string, number>;
  coverage: { table: string; segment: string; rows: number; columns: Record<string, number> }[];
  byExchange: {
    exchange: string;
    companies: number;
    withFundamentals: number;
    withPrices: number;
  }[];
  bySector: { sector: string; companies: number }[];
  anomalies: { counts: Record<Anomaly['kind'], number>; examples: Anomaly[] };
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const EXAMPLES_PER_KIND = 10;

export async function buildDataReport(db: Db): Promise<DataReport> {
  const totals = await tableTotals(db);

  const coverage = [
    ...(await columnCoverage(db, 'companies', [
      'name',
      'cik',
      'sector',
      'industry',
      'country',
      'website',
      'ipo_year',
    ])),
    ...(await columnCoverage(
      db,
      'fundamental_periods',
      ['filed', 'fiscal_year', ...FUNDAMENTAL_FIELDS.map(snake)],
      'period_type',
    )),
    ...(await columnCoverage(db, 'prices_daily', ['open', 'high', 'low', 'volume'])),
    ...(await columnCoverage(db, 'prices_monthly', ['close', 'adj_close'])),
    ...(await columnCoverage(db, 'estimates', [
      'target_price',
      'eps_next_year',
      'forward_pe',
      'market_cap',
    ])),
  ];

  const byExchange: DataReport['byExchange'] = await companiesByExchange(db);
  const bySector: DataReport['bySector'] = await companiesBySector(db);

  const counts = {} as Record<Anomaly['kind'], number>;
  const examples: Anomaly[] = [];
  for (const kind of ANOMALY_KINDS) {
    const found = await anomaliesOf(db, kind);
    counts[kind] = found.length;
    examples.push(...found.slice(0, EXAMPLES_PER_KIND).map((f) => ({ kind, ...f })));
  }

  return { totals: totals ?? {}, coverage, byExchange, bySector, anomalies: { counts, examples } };
}
