import { describe, expect, it } from 'vitest';
import { factorWeightLabel } from './factor-weight';

describe('factorWeightLabel', () => {
  it('gives the weight of a scored factor and says when one is only shown beside it', () => {
    expect(factorWeightLabel({ inScore: true, weight: 0.35 })).toBe('35% of the score');
    expect(factorWeightLabel({ inScore: false, weight: 0 })).toBe('shown beside the score');
  });
});
