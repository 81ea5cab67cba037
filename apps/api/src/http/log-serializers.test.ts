import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('takes the values of secret query parameters out of a logged URL, and nothing else', () => {
    expect(redactUrl('/?code=eyJlbWFpbCI6ImFAYi5jIn0%3D')).toBe('/?code=[redacted]');
    expect(redactUrl('/api/v1/search?q=apple&limit=5')).toBe('/api/v1/search?q=apple&limit=5');
    expect(redactUrl('/x?a=1&Token=s3cret&b=2&%63ode=x&code')).toBe(
      '/x?a=1&Token=[redacted]&b=2&%63ode=[redacted]&code',
    );
    expect(redactUrl('/x?%E0%A4%A=1&code=2')).toBe('/x?%E0%A4%A=1&code=[redacted]');
    expect(redactUrl('/stocks/AAPL')).toBe('/stocks/AAPL');
  });
});
