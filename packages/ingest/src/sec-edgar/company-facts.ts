import { z } from 'zod';
import {
  FUNDAMENTAL_FIELDS,
  fundamentalPeriodSchema,
  isoDateSchema,
  type FundamentalField,
  type FundamentalPeriod,
} from '../records';
import { CONCEPT_MAP, MAPPED_FIELDS, type ConceptRule, type MappedField } from './concepts';
import { SecEdgarFormatError } from './errors';
import type { FundamentalsResult, FundamentalsWarning } from './fundamentals-source';
import {
  ANNUAL_DAYS,
  BOUNDARY_TOLERANCE_DAYS,
  FiscalCalendar,
  QUARTER_DAYS,
  durationDays,
  fromDay,
  isAnnualLength,
  isQuarterLength,
  toDay,
  type FiscalYear,
} from './fiscal-calendar';

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

/**
 * Annual and quarterly reports only: 8-Ks, S-1s and proxy statements repeat figures with other
 * dates and sometimes unaudited or pro-forma values. 20-F/40-F are foreign private issuers'
 * annual reports (those that file in US GAAP).
 */
const FORMS = new Set(['10-K', '10-K/A', '10-Q', '10-Q/A', '20-F', '20-F/A', '40-F', '40-F/A']);

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

const factSchema = z.object({
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
type Fact = z.infer<typeof factSchema>;

/** One version of a fact's value: what one filing said. */
interface Version {
  filed: string;
  val: number;
}

/** All versions of one concept's value for one period, oldest first. */
interface Series {
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

function buildSeries(facts: readonly Fact[]): Series[] {
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

function valueAsOf(series: Series, asOf: string): number | undefined {
  let value: number | undefined;
  for (const v of series.versions) {
    if (v.filed > asOf) break;
    value = v.val;
  }
  return value;
}

type PeriodKind =
  | { type: 'Q'; year: FiscalYear | undefined; quarter: 1 | 2 | 3 | 4 | undefined }
  | { type: 'FY'; year: FiscalYear };

interface PeriodSlot {
  kind: PeriodKind;
  end: string;
  /** For quarters: the ends of Q1..Q4 of the same fiscal year (index 0 = Q1), where known. */
  quarterEnds: (string | undefined)[];
}

/** Everything the per-date computation needs about one concept. */
interface ConceptData {
  series: Series[];
  byEnd: Map<string, Series[]>;
}

export function mapCompanyFacts(document: unknown, symbol: string): FundamentalsResult {
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
  for (const asOf of filingDates) {
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

function readConceptFacts(
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

/**
 * The periods to report: per fiscal year its four quarters (ends taken from the facts) and the
 * year itself; quarters outside any known fiscal year are kept, unlabelled, when a 3-month fact
 * gives them directly.
 */
function enumerateSlots(
  calendar: FiscalCalendar,
  flows: readonly (Series & { start: string })[],
): PeriodSlot[] {
  const endsByYear = new Map<FiscalYear, Map<1 | 2 | 3 | 4, Map<string, number>>>();
  const orphanEnds = new Set<string>();
  for (const s of flows) {
    // Shorter than a quarter (a month, a stub) or longer than a year: no reported period.
    if (s.days < QUARTER_DAYS.min || s.days > ANNUAL_DAYS.max) continue;
    const year = calendar.yearOf(s.start, s.end);
    if (!year) {
      if (isQuarterLength(s.days)) orphanEnds.add(s.end);
      continue;
    }
    if (!isQuarterLength(s.days) && !isCumulative(year, s.start)) continue;
    const quarter = FiscalCalendar.quarterOf(year, s.end);
    const byQuarter = endsByYear.get(year) ?? new Map<1 | 2 | 3 | 4, Map<string, number>>();
    const counts = byQuarter.get(quarter) ?? new Map<string, number>();
    counts.set(s.end, (counts.get(s.end) ?? 0) + 1);
    byQuarter.set(quarter, counts);
    endsByYear.set(year, byQuarter);
  }

  const slots: PeriodSlot[] = [];
  for (const year of calendar.years) {
    const byQuarter = endsByYear.get(year);
    const quarterEnds: (string | undefined)[] = [1, 2, 3, 4].map((q) => {
      const counts = byQuarter?.get(q as 1 | 2 | 3 | 4);
      if (!counts) return undefined;
      // Off-by-a-few-days ends of one quarter: the end most facts use, the later on a tie.
      return [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]![0];
    });
    if (year.end !== undefined) quarterEnds[3] = fromDay(year.end);
    quarterEnds.forEach((end, i) => {
      if (end !== undefined) {
        slots.push({
          kind: { type: 'Q', year, quarter: (i + 1) as 1 | 2 | 3 | 4 },
          end,
          quarterEnds,
        });
      }
    });
    if (year.end !== undefined) {
      slots.push({ kind: { type: 'FY', year }, end: fromDay(year.end), quarterEnds });
    }
  }
  const labelled = new Set(slots.filter((s) => s.kind.type === 'Q').map((s) => s.end));
  for (const end of [...orphanEnds].sort()) {
    if (labelled.has(end)) continue;
    slots.push({ kind: { type: 'Q', year: undefined, quarter: undefined }, end, quarterEnds: [] });
  }
  return slots;
}

function isCumulative(year: FiscalYear, start: string): boolean {
  return Math.abs(toDay(start) - year.start) <= BOUNDARY_TOLERANCE_DAYS;
}

type SlotValues = Record<FundamentalField, number | null>;

/**
 * Field values of one period from the facts public on `asOf`. Undefined when no flow is known:
 * a period is defined by its income and cash-flow figures; balance items alone (the Q4 slot of a
 * filer without quarterly data, whose balance sheet is already on the FY record) make none.
 */
function computeSlot(
  slot: PeriodSlot,
  concepts: Map<string, ConceptData>,
  asOf: string,
): SlotValues | undefined {
  const values = Object.fromEntries(FUNDAMENTAL_FIELDS.map((f) => [f, null])) as SlotValues;
  let anyFlow = false;
  for (const field of MAPPED_FIELDS) {
    const rule = CONCEPT_MAP[field];
    const resolved = rule.resolve((concept) => {
      const data = concepts.get(concept);
      if (!data) return undefined;
      return rule.kind === 'balance'
        ? instantValue(data, slot.end, asOf)
        : flowValue(data, slot, rule.additive, asOf);
    });
    if (resolved !== undefined && Number.isFinite(resolved.value)) {
      values[field] = resolved.value;
      if (rule.kind === 'flow') anyFlow = true;
    }
  }
  if (values.operatingCashFlow !== null && values.capex !== null) {
    values.freeCashFlow = values.operatingCashFlow - values.capex;
  }
  return anyFlow ? values : undefined;
}

function instantValue(data: ConceptData, end: string, asOf: string): number | undefined {
  const series = data.byEnd.get(end)?.find((s) => s.start === undefined);
  return series ? valueAsOf(series, asOf) : undefined;
}

function flowValue(
  data: ConceptData,
  slot: PeriodSlot,
  additive: boolean,
  asOf: string,
): number | undefined {
  const { kind } = slot;
  if (kind.type === 'FY') return cumulative(data, kind.year, slot.end, asOf, true);
  if (kind.year === undefined || kind.quarter === undefined) return direct(data, slot.end, asOf);
  return discrete(data, kind.year, slot.quarterEnds, kind.quarter, additive, asOf);
}

/** A fact covering exactly one quarter ending on `end`. */
function direct(data: ConceptData, end: string, asOf: string): number | undefined {
  const candidates = (data.byEnd.get(end) ?? [])
    .filter((s) => s.start !== undefined && isQuarterLength(s.days))
    // Two quarter-length facts with one end (13 weeks vs 3 months): the shorter, deterministically.
    .sort((a, b) => a.days - b.days);
  for (const s of candidates) {
    const value = valueAsOf(s, asOf);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A fact running from the start of the fiscal year to `end` (Q1, H1, 9M or the full year). */
function cumulative(
  data: ConceptData,
  year: FiscalYear,
  end: string,
  asOf: string,
  annual = false,
): number | undefined {
  for (const s of data.byEnd.get(end) ?? []) {
    if (s.start === undefined || !isCumulative(year, s.start)) continue;
    if (annual && !isAnnualLength(s.days)) continue;
    const value = valueAsOf(s, asOf);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The value of quarter `q`: reported directly when a 3-month fact exists; otherwise, for
 * additive fields, the year-to-date value at its end minus the year-to-date value at the
 * previous quarter's end (H1 − Q1, 9M − H1, FY − 9M). A missing previous YTD is rebuilt from
 * the discrete quarters before it, which makes Q4 = FY − (Q1 + Q2 + Q3) when no 9-month figure
 * was filed.
 */
function discrete(
  data: ConceptData,
  year: FiscalYear,
  quarterEnds: readonly (string | undefined)[],
  q: number,
  additive: boolean,
  asOf: string,
): number | undefined {
  const end = quarterEnds[q - 1];
  if (end === undefined) return undefined;
  const reported = direct(data, end, asOf);
  if (reported !== undefined || !additive) return reported;
  const toDate = cumulative(data, year, end, asOf, q === 4);
  if (toDate === undefined) return undefined;
  const before = cumulativeThrough(data, year, quarterEnds, q - 1, asOf);
  return before === undefined ? undefined : toDate - before;
}

function cumulativeThrough(
  data: ConceptData,
  year: FiscalYear,
  quarterEnds: readonly (string | undefined)[],
  q: number,
  asOf: string,
): number | undefined {
  if (q === 0) return 0;
  const end = quarterEnds[q - 1];
  if (end === undefined) return undefined;
  const reported = cumulative(data, year, end, asOf);
  if (reported !== undefined) return reported;
  let sum = 0;
  for (let k = 1; k <= q; k++) {
    const value = discrete(data, year, quarterEnds, k, true, asOf);
    if (value === undefined) return undefined;
    sum += value;
  }
  return sum;
}
