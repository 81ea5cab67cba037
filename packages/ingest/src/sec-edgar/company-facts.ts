import { z } from 'zod';
import { fundamentalPeriodSchema, type FundamentalPeriod } from '../records';
import { CONCEPT_MAP, MAPPED_FIELDS } from './concepts';
import { SecEdgarFormatError } from './errors';
import type { FundamentalsResult, FundamentalsWarning } from './fundamentals-source';
import { FiscalCalendar } from './fiscal-calendar';
import { buildSeries, readConceptFacts, type Series } from './fact-series';
import { enumerateSlots } from './period-slots';
import { computeSlot, type ConceptData } from './slot-values';

/**
 * Maps SEC's companyfacts JSON (https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json)
 * to point-in-time FundamentalPeriod records.
 *
 * Point in time: the mapper replays the filings in the order they became public. After each
 * filing date it computes every period from the facts public by then (latest version of each
 * fact) and emits a record for a period only when it differs from the last record emitted for
 * that period. So the first filing's figures carry its `filed` date, a restatement (10-K/A, or a
 * changed comparative in a later 10-K) becomes an additional record with the later date, and
 * identical comparatives repeated in later filings add nothing.
 */

export const SEC_EDGAR_SOURCE = 'sec_edgar';

const documentSchema = z.object({
  cik: z.union([z.number(), z.string()]),
  entityName: z.string().optional(),
  facts: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ label: z.string().nullish(), units: z.record(z.string(), z.array(z.unknown())) }),
    ),
  ),
});

export interface MapCompanyFactsOptions {
  /**
   * Only the records filed on or after this date — exactly those the whole mapping gives with
   * such a date — found without replaying every earlier filing: the state before it is read once,
   * as of the last earlier filing date. The daily refresh asks for the day's filings of a company
   * whose facts go back decades. Warnings then cover those records only.
   */
  filedFrom?: string;
}

export function mapCompanyFacts(
  document: unknown,
  symbol: string,
  options: MapCompanyFactsOptions = {},
): FundamentalsResult {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    throw new SecEdgarFormatError(
      `companyfacts JSON for ${symbol} does not have the SEC shape {cik, facts: {taxonomy: {concept: {units}}}}: ${parsed.error.message}`,
      { cause: parsed.error },
    );
  }
  const warnings: FundamentalsWarning[] = [];
  const usGaap = parsed.data.facts['us-gaap'];
  if (!usGaap) {
    const taxonomies = Object.keys(parsed.data.facts).join(', ') || 'none';
    warnings.push({
      field: null,
      concept: null,
      unit: null,
      reason: `no us-gaap facts (taxonomies: ${taxonomies}); IFRS filers are not mapped`,
    });
    return { periods: [], warnings };
  }

  const concepts = new Map<string, ConceptData>();
  for (const field of MAPPED_FIELDS) {
    const rule = CONCEPT_MAP[field];
    for (const concept of rule.concepts) {
      if (concepts.has(concept)) continue;
      const facts = readConceptFacts(usGaap[concept], field, concept, rule, warnings);
      const series = buildSeries(facts);
      const byEnd = new Map<string, Series[]>();
      for (const s of series) byEnd.set(s.end, [...(byEnd.get(s.end) ?? []), s]);
      concepts.set(concept, { series, byEnd });
    }
  }

  const flowSeries = [...concepts.values()].flatMap((c) =>
    c.series.filter((s): s is Series & { start: string } => s.start !== undefined),
  );
  const calendar = FiscalCalendar.fromPeriods(flowSeries);
  const slots = enumerateSlots(calendar, flowSeries);

  const filingDates = [
    ...new Set(
      [...concepts.values()].flatMap((c) =>
        c.series.flatMap((s) => s.versions.map((v) => v.filed)),
      ),
    ),
  ].sort();

  const periods: FundamentalPeriod[] = [];
  const lastEmitted = new Map<string, string>();
  let replayed = filingDates;
  const { filedFrom } = options;
  if (filedFrom !== undefined) {
    // What the replay below would have last emitted for each slot before `filedFrom`: its
    // values as of the latest earlier filing date at which it had any.
    const earlier = filingDates.filter((date) => date < filedFrom);
    replayed = filingDates.filter((date) => date >= filedFrom);
    for (const slot of slots) {
      for (let i = earlier.length - 1; i >= 0; i--) {
        const values = computeSlot(slot, concepts, earlier[i]!);
        if (values === undefined) continue;
        lastEmitted.set(`${slot.kind.type}|${slot.end}`, JSON.stringify(values));
        break;
      }
    }
  }
  for (const asOf of replayed) {
    for (const slot of slots) {
      const values = computeSlot(slot, concepts, asOf);
      if (values === undefined) continue;
      const key = `${slot.kind.type}|${slot.end}`;
      const fingerprint = JSON.stringify(values);
      if (lastEmitted.get(key) === fingerprint) continue;
      lastEmitted.set(key, fingerprint);
      const record = {
        symbol,
        periodType: slot.kind.type,
        periodEnd: slot.end,
        filed: asOf,
        fiscalYear: slot.kind.year?.fiscalYear ?? null,
        fiscalPeriod:
          slot.kind.type === 'FY'
            ? 'FY'
            : slot.kind.quarter !== undefined && slot.kind.year !== undefined
              ? (`Q${slot.kind.quarter}` as const)
              : null,
        source: SEC_EDGAR_SOURCE,
        ...values,
      };
      const checked = fundamentalPeriodSchema.safeParse(record);
      if (checked.success) periods.push(checked.data);
      else {
        warnings.push({
          field: null,
          concept: null,
          unit: null,
          reason: `${slot.kind.type} ${slot.end} filed ${asOf} rejected: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        });
      }
    }
  }
  periods.sort(
    (a, b) =>
      a.periodEnd.localeCompare(b.periodEnd) ||
      (a.periodType === b.periodType ? 0 : a.periodType === 'Q' ? -1 : 1) ||
      (a.filed ?? '').localeCompare(b.filed ?? ''),
  );
  return { periods, warnings };
}
