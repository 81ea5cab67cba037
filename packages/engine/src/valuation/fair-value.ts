/**
 * Fair value by sector-relative multiples (ADR 004). For each multiple M in {P/E, P/FCF, P/S,
 * P/B} with a positive value for the company and a sector median over at least
 * MIN_SECTOR_COMPANIES positive values, the price at which the company would trade at its
 * sector's median multiple is `price × median(M) / M` (no share count needed). The fair value is
 * the median of the available estimates, when at least two exist. `percentageDifference` is how
 * far the fair value is above (+) or below (−) the last close, in percent.
 */
export const FAIR_VALUE_MULTIPLES = ['pe', 'pfcf', 'ps', 'pb'] as const;
export type FairValueMultiple = (typeof FAIR_VALUE_MULTIPLES)[number];
export const MIN_SECTOR_COMPANIES = 5;
export const MIN_ESTIMATES = 2;

export type Multiples = Record<FairValueMultiple, number | null>;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Sector medians of each multiple over positive values. */
export function sectorMedians(
  companies: readonly { sector: string | null; multiples: Multiples }[],
): Map<string, Partial<Record<FairValueMultiple, number>>> {
  const bySector = new Map<string, Record<FairValueMultiple, number[]>>();
  for (const c of companies) {
    if (!c.sector) continue;
    const lists = bySector.get(c.sector) ?? { pe: [], pfcf: [], ps: [], pb: [] };
    for (const m of FAIR_VALUE_MULTIPLES) {
      const v = c.multiples[m];
      if (v !== null && Number.isFinite(v) && v > 0) lists[m].push(v);
    }
    bySector.set(c.sector, lists);
  }
  const out = new Map<string, Partial<Record<FairValueMultiple, number>>>();
  for (const [sector, lists] of bySector) {
    const medians: Partial<Record<FairValueMultiple, number>> = {};
    for (const m of FAIR_VALUE_MULTIPLES) {
      if (lists[m].length >= MIN_SECTOR_COMPANIES) medians[m] = median(lists[m])!;
    }
    out.set(sector, medians);
  }
  return out;
}

export interface FairValue {
  fairValue: number | null;
  percentageDifference: number | null;
  /** The estimate from each multiple that could be used. */
  estimates: Partial<Record<FairValueMultiple, number>>;
}

export function fairValue(
  lastClose: number | null,
  multiples: Multiples,
  medians: Partial<Record<FairValueMultiple, number>> | undefined,
): FairValue {
  const estimates: Partial<Record<FairValueMultiple, number>> = {};
  if (lastClose === null || !(lastClose > 0) || !medians) {
    return { fairValue: null, percentageDifference: null, estimates };
  }
  for (const m of FAIR_VALUE_MULTIPLES) {
    const own = multiples[m];
    const med = medians[m];
    if (own === null || !(own > 0) || med === undefined) continue;
    const est = (lastClose * med) / own;
    if (Number.isFinite(est)) estimates[m] = Math.round(est * 100) / 100;
  }
  const values = Object.values(estimates);
  if (values.length < MIN_ESTIMATES)
    return { fairValue: null, percentageDifference: null, estimates };
  const fv = median(values)!;
  return {
    fairValue: Math.round(fv * 100) / 100,
    percentageDifference: Math.round(((fv - lastClose) / lastClose) * 10000) / 100,
    estimates,
  };
}
