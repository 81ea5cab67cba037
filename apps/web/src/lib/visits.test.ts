import { describe, expect, it } from 'vitest';
import { hasVisited, markVisited, visitedKey } from './visits';

describe('first-visit flags (spec §2)', () => {
  it('reports the first visit once per path and stores the date', () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    expect(markVisited('/about', at)).toBe(true);
    expect(localStorage.getItem(visitedKey('/about'))).toBe(at.toISOString());
    expect(markVisited('/about')).toBe(false);
    expect(localStorage.getItem(visitedKey('/about'))).toBe(at.toISOString());
  });

  it('keeps one flag per path', () => {
    markVisited('/a');
    expect(hasVisited('/a')).toBe(true);
    expect(hasVisited('/b')).toBe(false);
    expect(markVisited('/b')).toBe(true);
  });
});
