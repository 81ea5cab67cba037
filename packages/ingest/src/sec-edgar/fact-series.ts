import { z } from 'zod';
import { isoDateSchema } from '../records';
import { type ConceptRule, type MappedField } from './concepts';
import type { FundamentalsWarning } from './fundamentals-source';
import { durationDays } from './fiscal-calendar';

/* The facts of one concept as filed: read from the JSON, then grouped into one series of versions per period. */

/**
 * Annual and quarterly reports only: 8-Ks, S-1s and proxy statements repeat figures with other
 * dates and sometimes unaudited or pro-forma values. 20-F/40-F are foreign private issuers'
 * annual reports (those that file in US GAAP).
 */
export const FORMS = new Set([
  '10-K',
  '10-K/A',
  '10-Q',
  '10-Q/A',
  '20-F',
  '20-F/A',
  '40-F',
  '40-F/A',
]);

export const factSchema = z.object({
  start: isoDateSchema.optional(),
  end: isoDateSchema,
  val: z.number().finite(),
  accn: z.string().min(1),
  fy: z.number().nullish(),
  fp: z.string().nullish(),
  form: z.string(),
  filed: isoDateSchema,
  frame: z.string().optional(),
});
export type Fact = z.infer<typeof factSchema>;

/** One version of a fact's value: what one filing said. */
export interface Version {
  filed: string;
  val: number;
}

/** All versions of one concept's value for one period, oldest first. */
export interface Series {
  start: string | undefined;
  end: string;
  days: number;
  versions: Version[];
}

const isAmendment = (form: string) => form.endsWith('/A');

/**
 * Several facts for one concept and period inside one filing: SEC lists a value once per
 * context, and a filing can tag the same figure twice. Prefer the fact SEC assigned a `frame`
 * (its pick for the calendar period), then the smaller value, so the choice never depends on
 * the order of the JSON array.
 */
function pickWithinFiling(a: Fact, b: Fact): Fact {
  if ((a.frame !== undefined) !== (b.frame !== undefined)) return a.frame !== undefined ? a : b;
  return a.val <= b.val ? a : b;
}

export function buildSeries(facts: readonly Fact[]): Series[] {
  const byPeriod = new Map<string, Map<string, Fact>>();
  for (const fact of facts) {
    const key = `${fact.start ?? ''}|${fact.end}`;
    const byFiling = byPeriod.get(key) ?? new Map<string, Fact>();
    const existing = byFiling.get(fact.accn);
    byFiling.set(fact.accn, existing ? pickWithinFiling(existing, fact) : fact);
    byPeriod.set(key, byFiling);
  }
  const series: Series[] = [];
  for (const byFiling of byPeriod.values()) {
    // Filing order: date, then an amendment after the original it corrects, then accession
    // number (assigned in sequence by EDGAR).
    const ordered = [...byFiling.values()].sort(
      (a, b) =>
        a.filed.localeCompare(b.filed) ||
        Number(isAmendment(a.form)) - Number(isAmendment(b.form)) ||
        a.accn.localeCompare(b.accn),
    );
    const first = ordered[0]!;
    series.push({
      start: first.start,
      end: first.end,
      days: first.start ? durationDays(first.start, first.end) : 0,
      versions: ordered.map((f) => ({ filed: f.filed, val: f.val })),
    });
  }
  return series;
}

export function valueAsOf(series: Series, asOf: string): number | undefined {
  let value: number | undefined;
  for (const v of series.versions) {
    if (v.filed > asOf) break;
    value = v.val;
  }
  return value;
}

export function readConceptFacts(
  entry: { units: Record<string, unknown[]> } | undefined,
  field: MappedField,
  concept: string,
  rule: ConceptRule,
  warnings: FundamentalsWarning[],
): Fact[] {
  if (!entry) return [];
  const facts: Fact[] = [];
  for (const [unit, raw] of Object.entries(entry.units)) {
    if (unit !== rule.unit) {
      // Converting currencies would need the exchange rate of each period end / period
      // average; a wrong rate is worse than a gap, so the field stays null.
      warnings.push({
        field,
        concept,
        unit,
        reason: `reported in ${unit}, expected ${rule.unit}; not converted`,
      });
      continue;
    }
    let malformed = 0;
    let filedBeforeEnd = 0;
    for (const item of raw) {
      const fact = factSchema.safeParse(item);
      if (!fact.success) {
        malformed++;
        continue;
      }
      if (!FORMS.has(fact.data.form)) continue;
      // A flow needs a duration, a balance an instant; the other kind is a different figure.
      if ((rule.kind === 'flow') !== (fact.data.start !== undefined)) continue;
      if (fact.data.filed < fact.data.end) {
        filedBeforeEnd++;
        continue;
      }
      facts.push(fact.data);
    }
    if (malformed > 0) {
      warnings.push({ field, concept, unit, reason: `${malformed} malformed fact(s) skipped` });
    }
    if (filedBeforeEnd > 0) {
      warnings.push({
        field,
        concept,
        unit,
        reason: `${filedBeforeEnd} fact(s) filed before their period end skipped`,
      });
    }
  }
  return facts;
}
