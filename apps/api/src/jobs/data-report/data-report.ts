import { quantile } from '@evident/engine/numbers';
import { FACTOR_IDS, FACTORS, IN_SCORE } from '@evident/engine/scoring/factors';
import { FUNDAMENTAL_FIELDS } from '@evident/ingest/records';
import type { Db } from '../../db/client';
import { investableReport, type InvestableReport } from './investable';
import {
  ANOMALY_KINDS,
  anomaliesOf,
  columnCoverage,
  companiesByExchange,
  companiesBySector,
  scoredCompanies,
  tableTotals,
  type AnomalyKind,
  type ScoredCompanyRow,
} from '../../data/data-report.repository';
import { listingKindsReport, type ListingKindsReport } from './listing-kinds';

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
  /**
   * Factor coverage of the served score run (issue 28): per group, how many companies and the
   * share (0–1) with each of the Evident Score's factors and with all of them. Null before the
   * first run.
   */
  factorCoverage: {
    asOf: string;
    factors: { id: string; name: string }[];
    groups: FactorCoverageGroup[];
  } | null;
  /**
   * Fair value of the served score run (ADR 031): per group, how many companies have one and the
   * median and quartiles of the gap between fair value and price (a sane model is centred near 0).
   */
  fairValue: { asOf: string; groups: FairValueGapGroup[] } | null;
  /** The investable universe of the served run and the lists checked against it (ADR 049). */
  investable: InvestableReport | null;
  anomalies: { counts: Record<Anomaly['kind'], number>; examples: Anomaly[] };
  /** What each listing is (ADR 046). */
  listingKinds: ListingKindsReport;
}

export interface FairValueGapGroup {
  group: string;
  companies: number;
  withFairValue: number;
  /** Gap in percent (+ = fair value above the price); null without any fair value. */
  medianGap: number | null;
  lowerQuartileGap: number | null;
  upperQuartileGap: number | null;
}

export function fairValueGapsOf(rows: readonly ScoredCompanyRow[]): FairValueGapGroup[] {
  const group = (name: string, members: readonly ScoredCompanyRow[]): FairValueGapGroup => {
    const gaps = members
      .flatMap((r) => (r.fairValueGap === null ? [] : [r.fairValueGap]))
      .sort((a, b) => a - b);
    return {
      group: name,
      companies: members.length,
      withFairValue: gaps.length,
      medianGap: quantile(gaps, 0.5),
      lowerQuartileGap: quantile(gaps, 0.25),
      upperQuartileGap: quantile(gaps, 0.75),
    };
  };
  return [
    group(
      'S&P 500 members',
      rows.filter((r) => r.sp500),
    ),
    group(
      'All scored stocks',
      rows.filter((r) => r.scored),
    ),
  ];
}

export interface FactorCoverageGroup {
  /** "S&P 500 members", "All scored stocks" or "Sector: …" (scored stocks of that sector). */
  group: string;
  companies: number;
  /** Factor id → share with that factor. */
  withFactor: Record<string, number>;
  withAll: number;
}

/**
 * S&P 500 members are counted whether scored or not (a member without a score is a failure to
 * report); the "all" and sector groups count scored common stocks.
 */
export function factorCoverageOf(rows: readonly ScoredCompanyRow[]): FactorCoverageGroup[] {
  const core = FACTOR_IDS.filter((f) => IN_SCORE.has(f));
  const group = (name: string, members: readonly ScoredCompanyRow[]): FactorCoverageGroup => {
    const n = members.length;
    const share = (k: number) => (n === 0 ? 0 : k / n);
    return {
      group: name,
      companies: n,
      withFactor: Object.fromEntries(
        core.map((f) => [f, share(members.filter((r) => r.factors[f]).length)]),
      ),
      withAll: share(members.filter((r) => core.every((f) => r.factors[f])).length),
    };
  };
  const scored = rows.filter((r) => r.scored);
  const sectors = [...new Set(scored.map((r) => r.sector ?? '(none)'))].sort();
  return [
    group(
      'S&P 500 members',
      rows.filter((r) => r.sp500),
    ),
    group('All scored stocks', scored),
    ...sectors.map((s) =>
      group(
        `Sector: ${s}`,
        scored.filter((r) => (r.sector ?? '(none)') === s),
      ),
    ),
  ];
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

  const core = FACTOR_IDS.filter((f) => IN_SCORE.has(f));
  const served = await scoredCompanies(db, core);
  const factorCoverage =
    served.asOf === null
      ? null
      : {
          asOf: served.asOf,
          factors: core.map((id) => ({ id, name: FACTORS[id].name })),
          groups: factorCoverageOf(served.rows),
        };

  const fairValue =
    served.asOf === null ? null : { asOf: served.asOf, groups: fairValueGapsOf(served.rows) };

  const counts = {} as Record<Anomaly['kind'], number>;
  const examples: Anomaly[] = [];
  for (const kind of ANOMALY_KINDS) {
    const found = await anomaliesOf(db, kind);
    counts[kind] = found.length;
    examples.push(...found.slice(0, EXAMPLES_PER_KIND).map((f) => ({ kind, ...f })));
  }

  return {
    totals: totals ?? {},
    coverage,
    byExchange,
    bySector,
    factorCoverage,
    fairValue,
    investable: await investableReport(db),
    anomalies: { counts, examples },
    listingKinds: await listingKindsReport(db),
  };
}
