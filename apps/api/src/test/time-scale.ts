/**
 * The one setting every test wait and time budget comes from (ADR 051): the values written in the
 * tests are sized for the 2-core reference machine with both cores taken by other work (two busy
 * loops, `scripts/cpu-hogs.sh`); `EVIDENT_TEST_TIME_SCALE` multiplies them all, for a slower
 * machine (e.g. `EVIDENT_TEST_TIME_SCALE=3 npm test`). Vitest's default test and hook timeouts
 * (vitest.config.ts) and each test's own timeout or wait use it.
 */
export const TIME_SCALE = timeScaleOf(process.env.EVIDENT_TEST_TIME_SCALE);

export function timeScaleOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`EVIDENT_TEST_TIME_SCALE must be a positive number, not "${value}"`);
  }
  return scale;
}

/** `ms` on this machine: the reference figure times EVIDENT_TEST_TIME_SCALE. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
