import { getConfig } from '@testing-library/react';

/**
 * A wait longer than Testing Library's default, from the one time setting (ADR 051): `times` ×
 * the default wait, which `scripts/vitest-web-time-scale.setup.ts` sizes from
 * EVIDENT_TEST_TIME_SCALE. Never a fixed number of milliseconds in a test.
 */
export const later = (times = 1) => ({ timeout: getConfig().asyncUtilTimeout * times });
