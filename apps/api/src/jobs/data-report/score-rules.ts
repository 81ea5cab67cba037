import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS, type MetricId } from '@evident/engine/metrics/metric-id';
import { scoreDataOf } from '@evident/engine/scoring/composite';
import {
  COMPOSITE_MIN_FACTORS,
  FACTORS,
  IN_SCORE,
  type FactorId,
} from '@evident/engine/scoring/factors';
import type { Db } from '../../db/client';
import { servedScoreRuleRows, type ScoreRuleRow } from '../../data/score-rules.repository';

/*
 * The data report's "score rules" section (issue 52): what ADR 047 (an Evident Score needs 4 of
 * the 5 core factors) and ADR 048 (figures that are not what they seem) did to the served run —
 * companies scored, by how many factors they have, which factor keeps the others out, and per
 * figure rule the companies it touched (count and the largest by market value).
 */

const CORE = (Object.keys(FACTORS) as FactorId[]).filter((f) => IN_SCORE.has(f));
const EXAMPLES = 6;

const NOT_FOR_FINANCIALS: ReadonlySet<MetricId> = new Set(
  METRIC_IDS.filter((id) => !METRIC_CATALOGUE[id].appliesToFinancials),
);
const FINANCIAL_ONLY: ReadonlySet<MetricId> = new Set(
  METRIC_IDS.filter((id) => METRIC_CATALOGUE[id].financialOnly),
);

export interface ScoreRulesReport {
  asOf: string;
  /** Companies in the run (ETFs left out) and those with an Evident Score. */
  companies: number;
  scored: number;
  /** Companies by how many core factors they have (0–5): all, and scored. */
  byFactorCount: { factors: number; companies: number; scored: number }[];
  /** Scored companies with fewer than the rule's factors (must be 0). */
  scoredBelowRule: string[];
  /** Companies with exactly one factor short of the rule: how often each factor is missing. */
  shortBy: Record<string, number>;
  /** Share of the run's companies with each core factor. */
  coverage: Record<string, number>;
  /** Per figure-note code: companies touched, of them scored, and the largest few. */
  notes: { code: string; companies: number; scored: number; examples: string[] }[];
}

/** The section, from the served run's rows (pure: the tests give it rows). */
export function scoreRulesOf(asOf: string, rows: readonly ScoreRuleRow[]): ScoreRulesReport {
  const factorCount = (r: ScoreRuleRow) =>
    CORE.filter((f) => r.factors[f]?.value !== null && r.factors[f] !== undefined).length;
  const byFactorCount = [0, 1, 2, 3, 4, 5].map((k) => {
    const members = rows.filter((r) => factorCount(r) === k);
    return {
      factors: k,
      companies: members.length,
      scored: members.filter((r) => r.evidentScoreValue !== null).length,
    };
  });
  const shortBy: Record<string, number> = Object.fromEntries(CORE.map((f) => [f, 0]));
  for (const r of rows) {
    if (factorCount(r) !== COMPOSITE_MIN_FACTORS - 1) continue;
    const data = scoreDataOf(
      (id) => typeof r.metrics[id] === 'number',
      r.isFinancial ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY,
    );
    for (const f of data.factors) if (!f.enough) shortBy[f.factor] = (shortBy[f.factor] ?? 0) + 1;
  }
  const n = rows.length;
  const coverage = Object.fromEntries(
    CORE.map((f) => [
      f,
      n === 0 ? 0 : rows.filter((r) => typeof r.factors[f]?.value === 'number').length / n,
    ]),
  );
  const byCode = new Map<string, ScoreRuleRow[]>();
  for (const r of rows) {
    for (const code of new Set((r.notes ?? []).map((x) => x.code))) {
      const list = byCode.get(code) ?? [];
      list.push(r);
      byCode.set(code, list);
    }
  }
  const notes = [...byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, members]) => ({
      code,
      companies: members.length,
      scored: members.filter((r) => r.evidentScoreValue !== null).length,
      examples: [...members]
        .sort((a, b) => (b.marketCap ?? -1) - (a.marketCap ?? -1))
        .slice(0, EXAMPLES)
        .map((r) => r.symbol),
    }));
  return {
    asOf,
    companies: n,
    scored: rows.filter((r) => r.evidentScoreValue !== null).length,
    byFactorCount,
    scoredBelowRule: rows
      .filter((r) => r.evidentScoreValue !== null && factorCount(r) < COMPOSITE_MIN_FACTORS)
      .map((r) => r.symbol),
    shortBy,
    coverage,
    notes,
  };
}

export async function scoreRulesReport(db: Db): Promise<ScoreRulesReport | null> {
  const served = await servedScoreRuleRows(db);
  return served === null ? null : scoreRulesOf(served.asOf, served.rows);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The section as `npm run data:report` prints it. */
export function scoreRulesLines(report: ScoreRulesReport | null): string[] {
  const out = ['', 'Score rules (issue 52: ADR 047 data behind a score, ADR 048 figure notes)'];
  if (report === null) return [...out, '  no score run yet (npm run score)'];
  out.push(
    `  as of ${report.asOf}: ${report.companies} companies in the run, ${report.scored} with an Evident Score (needs ${COMPOSITE_MIN_FACTORS} of ${CORE.length} core factors)`,
    `  scored with fewer than ${COMPOSITE_MIN_FACTORS} factors: ${report.scoredBelowRule.length}${report.scoredBelowRule.length ? ` (${report.scoredBelowRule.slice(0, 10).join(', ')})` : ''}`,
    `  coverage: ${CORE.map((f) => `${FACTORS[f].name} ${pct(report.coverage[f] ?? 0)}`).join(', ')}`,
    `  ${'core factors'.padEnd(14)}${'companies'.padStart(10)}${'scored'.padStart(8)}`,
  );
  for (const g of [...report.byFactorCount].reverse())
    out.push(
      `  ${String(g.factors).padEnd(14)}${String(g.companies).padStart(10)}${String(g.scored).padStart(8)}`,
    );
  out.push(
    `  with ${COMPOSITE_MIN_FACTORS - 1} of ${CORE.length} factors (one short of the rule), the factors they lack: ${CORE.map((f) => `${FACTORS[f].name} ${report.shortBy[f] ?? 0}`).join(', ')}`,
    '  figure notes: code, companies touched (of them scored), largest by market value',
  );
  if (report.notes.length === 0) out.push('    none (a run of a method before ADR 048)');
  for (const x of report.notes)
    out.push(
      `    ${x.code.padEnd(18)}${String(x.companies).padStart(6)} (${x.scored} scored)  ${x.examples.join(', ')}`,
    );
  return out;
}

/** Builds and prints the section: the one call `npm run data:report` makes. */
export async function printScoreRules(db: Db): Promise<void> {
  for (const line of scoreRulesLines(await scoreRulesReport(db))) console.log(line);
}
