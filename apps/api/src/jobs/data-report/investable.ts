import {
  INVESTABLE_CHECKS,
  investableFailures,
  SIZE_BANDS,
  sizeBandOf,
  type InvestableCheck,
  type SizeBand,
} from '@evident/engine/universe/investable';
import type { Db } from '../../db/client';
import { servedLists } from '../../data/investable-report.repository';

/*
 * The data report's section on the investable universe (issue 52 item 4, ADR 049): its size at
 * the served run's date, how many companies each floor leaves out, the size bands, and a check
 * that every member of the rankings and the daily selections is inside it.
 */

export interface InvestableList {
  list: string;
  members: number;
  /** Members outside the investable universe (symbols), with the floors each one misses. */
  outside: { symbol: string; failed: InvestableCheck[] }[];
}

export interface InvestableReport {
  asOf: string;
  companies: number;
  scored: number;
  investable: number;
  /** Companies that miss each floor (one company may miss several). */
  missing: Record<InvestableCheck, number>;
  /** Scored companies per size band by market value, and how many of them are investable. */
  bands: { band: SizeBand; scored: number; investable: number }[];
  lists: InvestableList[];
}

/** The section, from the served run (null before the first run). */
export async function investableReport(db: Db): Promise<InvestableReport | null> {
  const served = await servedLists(db);
  if (served === null) return null;
  const failures = new Map(
    served.rows.map((r) => [r.symbol, investableFailures(r, served.asOf)] as const),
  );
  const missing = Object.fromEntries(INVESTABLE_CHECKS.map((c) => [c, 0])) as Record<
    InvestableCheck,
    number
  >;
  for (const failed of failures.values()) for (const c of failed) missing[c] += 1;
  const scoredRows = served.rows.filter((r) => r.evidentScoreValue !== null);
  const bands = SIZE_BANDS.map((b) => {
    const inBand = scoredRows.filter((r) => sizeBandOf(r.marketCap) === b.id);
    return {
      band: b.id,
      scored: inBand.length,
      investable: inBand.filter((r) => failures.get(r.symbol)!.length === 0).length,
    };
  });
  const check = (list: string, symbols: readonly string[]): InvestableList => ({
    list,
    members: symbols.length,
    outside: symbols.flatMap((symbol) => {
      // A member the run did not score has every floor to miss.
      const failed = failures.get(symbol) ?? [...INVESTABLE_CHECKS];
      return failed.length === 0 ? [] : [{ symbol, failed }];
    }),
  });
  const selections = served.selections;
  return {
    asOf: served.asOf,
    companies: served.rows.length,
    scored: scoredRows.length,
    investable: [...failures.values()].filter((f) => f.length === 0).length,
    missing,
    bands,
    lists: [
      check('top S&P 500 (top 100)', served.rankings.topSp.slice(0, 100)),
      check('top NASDAQ (top 100)', served.rankings.topNasdaq.slice(0, 100)),
      ...['top_dogs', 'rising_stars', 'hidden_gems'].map((category) =>
        check(
          `daily selection ${category}`,
          selections.filter((s) => s.category === category).map((s) => s.symbol),
        ),
      ),
      check(
        'daily selections (all)',
        selections.map((s) => s.symbol),
      ),
    ],
  };
}

/** The section as the CLI prints it. */
export function investableLines(report: InvestableReport | null): string[] {
  if (report === null) return ['  no score run yet (npm run score)'];
  const lines = [
    `  as of ${report.asOf}: ${report.investable} investable of ${report.scored} scored (${report.companies} companies in the run)`,
    `  left out by each floor: ${INVESTABLE_CHECKS.map((c) => `${c} ${report.missing[c]}`).join(', ')}`,
    '  size bands (scored companies by market value; investable among them):',
    ...report.bands.map(
      (b) =>
        `    ${b.band.padEnd(8)}${String(b.scored).padStart(7)} scored${String(b.investable).padStart(7)} investable`,
    ),
    '  lists checked against the universe:',
  ];
  for (const l of report.lists) {
    const verdict =
      l.outside.length === 0
        ? 'all inside'
        : `${l.outside.length} OUTSIDE: ${l.outside
            .slice(0, 10)
            .map((o) => `${o.symbol} (${o.failed.join(', ')})`)
            .join('; ')}`;
    lines.push(`    ${l.list.padEnd(34)}${String(l.members).padStart(5)} members, ${verdict}`);
  }
  return lines;
}
