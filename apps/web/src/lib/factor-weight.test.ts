import { describe, expect, it } from 'vitest';
import { factorWeightLabel, weightsSourceText } from './factor-weight';

describe('factorWeightLabel', () => {
  it('gives the weight of a scored factor and says when one is only shown beside it', () => {
    expect(factorWeightLabel({ inScore: true, weight: 0.35 })).toBe('35% of the score');
    expect(factorWeightLabel({ inScore: false, weight: 0 })).toBe('shown beside the score');
  });
});

describe('weightsSourceText (ADR 032)', () => {
  it('says when and from how much the walk-forward weights were learnt, or that they are fixed', () => {
    expect(
      weightsSourceText({ kind: 'walk-forward', asOf: '2026-06-30', months: 60, backtestId: 3 }),
    ).toMatch(/as of Jun 30, 2026, from 60 months of results known by then/);
    expect(
      weightsSourceText({ kind: 'fixed', asOf: null, months: null, backtestId: null }),
    ).toMatch(/fixed ones of ADR 009/);
    expect(weightsSourceText(undefined)).toMatch(/fixed ones of ADR 009/);
  });
});
