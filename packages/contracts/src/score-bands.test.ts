import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-bands';

describe('scoreBand (spec §2 colour bands)', () => {
  it.each([
    [100, 'dark-green'],
    [90, 'dark-green'],
    [89.99, 'green'],
    [70, 'green'],
    [69, 'light-green'],
    [50, 'light-green'],
    [49.5, 'yellow'],
    [20, 'yellow'],
    [19.9, 'red'],
    [0, 'red'],
    [-5, 'red'],
    [140, 'dark-green'],
  ])('score %d is %s', (score, id) => {
    expect(scoreBand(score).id).toBe(id);
  });
});
