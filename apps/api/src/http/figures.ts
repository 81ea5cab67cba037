/**
 * Precision of the figures the API sends: six significant digits. Every screen shows at most four
 * (a ratio of 38.49, a margin of 27.0%), and the 17-digit doubles the engine computes are noise
 * past the sixth for data reported to the thousand dollars. Rounding them keeps answers small —
 * the company page's answer is the largest hot one, and its size bounds its throughput (ADR 005).
 *
 * Integers (market caps, revenue in dollars) are sent as they are. Every route rounds through this
 * one function, so the same figure reads the same everywhere (a chart's last point equals the
 * company page's value).
 */
export const SIGNIFICANT_DIGITS = 6;

export function figure(value: number): number;
export function figure(value: number | null): number | null;
export function figure(value: number | null): number | null {
  if (value === null || Number.isInteger(value) || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}
