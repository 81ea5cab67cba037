import { FUNDAMENTAL_FIELDS, type FundamentalField } from '../records';
import { CONCEPT_MAP, MAPPED_FIELDS } from './concepts';
import { isAnnualLength, isQuarterLength, type FiscalYear } from './fiscal-calendar';
import { valueAsOf, type Series } from './fact-series';
import { isCumulative, type PeriodSlot } from './period-slots';

/* One period's field values from the facts public at a date: direct, year-to-date, or derived. */

/** Everything the per-date computation needs about one concept. */
export interface ConceptData {
  series: Series[];
  byEnd: Map<string, Series[]>;
}

export type SlotValues = Record<FundamentalField, number | null>;

/**
 * Field values of one period from the facts public on `asOf`. Undefined when no flow is known:
 * a period is defined by its income and cash-flow figures; balance items alone (the Q4 slot of a
 * filer without quarterly data, whose balance sheet is already on the FY record) make none.
 */
export function computeSlot(
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
