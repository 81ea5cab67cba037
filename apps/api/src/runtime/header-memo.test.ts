import { describe, expect, it } from 'vitest';
import { memoizeHeader } from './header-memo';

describe('a header value parsed once', () => {
  it('parses each value once, and forgets them all when full', () => {
    const parsed: string[] = [];
    const length = memoizeHeader((value) => {
      parsed.push(value);
      return value.length;
    }, 3);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(parsed).toEqual(['a', 'bb']);
    length('ccc');
    // Full (3 held): the next new value empties it first.
    length('dddd');
    expect(length('a')).toBe(1);
    expect(parsed).toEqual(['a', 'bb', 'ccc', 'dddd', 'a']);
  });
});
