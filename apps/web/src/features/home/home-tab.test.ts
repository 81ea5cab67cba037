import { describe, expect, it } from 'vitest';
import { resolveHomeTab } from './home-tab';

describe('home tab query parameter (spec §2)', () => {
  it.each([
    [null, 'analysis'],
    ['', 'analysis'],
    ['analysis', 'analysis'],
    ['ANALYSIS', 'analysis'],
    ['nonsense', 'analysis'],
    // Ideas is marked Soon and disabled, so it cannot be selected yet.
    ['ideas', 'analysis'],
  ])('tab=%s shows %s', (value, expected) => {
    expect(resolveHomeTab(value)).toBe(expected);
  });
});
