import { describe, expect, it } from 'vitest';
import { etagMatches } from './cached-json';

describe('etagMatches (If-None-Match)', () => {
  it('matches weak and strong forms of the same tag, in lists, and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches(['W/"x"', 'W/"abc"'], 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
  });
  it('does not match other tags or no header', () => {
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
    expect(etagMatches('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches('', 'W/"abc"')).toBe(false);
  });
});
