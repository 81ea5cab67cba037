import { describe, expect, it } from 'vitest';
import { etagMatches, negotiateEncoding } from './cached-json';

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

describe('negotiateEncoding (Accept-Encoding)', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip;q=0')).toBe('identity');
  });
});
