/**
 * Score colour bands, spec §2 "Stock page": 90 or more dark green; 70 or more green; 50 or more
 * light green; 20 or more yellow; below 20 red. Defined once here so the API and the UI agree.
 */
export const SCORE_BANDS = [
  { id: 'dark-green', min: 90, color: '#0b6b3a', label: 'Excellent' },
  { id: 'green', min: 70, color: '#1f9d55', label: 'Good' },
  { id: 'light-green', min: 50, color: '#8cc63f', label: 'Fair' },
  { id: 'yellow', min: 20, color: '#f2b705', label: 'Weak' },
  { id: 'red', min: 0, color: '#d64541', label: 'Poor' },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number];
export type ScoreBandId = ScoreBand['id'];

/** The band of a 0–100 score; scores outside the range are clamped. */
export function scoreBand(score: number): ScoreBand {
  const s = Math.min(100, Math.max(0, score));
  const band = SCORE_BANDS.find((b) => s >= b.min);
  // SCORE_BANDS ends with min 0, so a band is always found for a finite score.
  return band ?? SCORE_BANDS[SCORE_BANDS.length - 1]!;
}

/** What a factor without a percentile reads (spec §3 "a status word per factor"). */
export const INSUFFICIENT_DATA = 'Insufficient data';

/** A factor's word: its percentile's band, or "Insufficient data" without one. */
export const factorStatus = (percentile: number | null | undefined): string =>
  percentile === null || percentile === undefined ? INSUFFICIENT_DATA : scoreBand(percentile).label;
