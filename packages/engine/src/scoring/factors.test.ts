import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE } from '../metrics/catalogue';
import { COMPOSITE_WEIGHTS, FACTOR_IDS, FACTORS } from './factors';

describe('factor definitions (ADR 004)', () => {
  it('rank each metric in the direction the catalogue gives it', () => {
    for (const f of FACTOR_IDS) {
      for (const m of FACTORS[f].metrics) {
        const catalogue = METRIC_CATALOGUE[m.id].direction;
        expect(catalogue === 'neutral' ? m.direction : catalogue, `${f}.${m.id}`).toBe(m.direction);
      }
    }
  });

  it('weigh the five core factors to 1 and leave momentum and quality out', () => {
    const sum = Object.values(COMPOSITE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
    expect(Object.keys(COMPOSITE_WEIGHTS).sort()).toEqual(
      ['growth', 'health', 'profitability', 'shareholderRetribution', 'value'].sort(),
    );
  });

  it('use every metric at most once', () => {
    const ids = FACTOR_IDS.flatMap((f) => FACTORS[f].metrics.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
