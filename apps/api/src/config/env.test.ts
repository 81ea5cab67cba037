import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the embedded defaults to an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_KEYS).toBeUndefined();
    expect(env.FEEDBACK_FORM_URL).toBe('/forms/feedback');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ', API_KEYS: '' }).PORT).toBe(3000);
  });

  it('splits API_KEYS on commas and trims', () => {
    expect(parseEnv({ API_KEYS: ' key-one-123 ,key-two-456,' }).API_KEYS).toEqual([
      'key-one-123',
      'key-two-456',
    ]);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        LOG_LEVEL: 'loud',
        API_KEYS: 'short',
        FEEDBACK_FORM_URL: 'javascript:alert(1)',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: must be a whole number/m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^LOG_LEVEL:/m);
    expect(problems).toMatch(/^API_KEYS: each key must be at least 8/m);
    expect(problems).toMatch(/^FEEDBACK_FORM_URL: must be an http\(s\) URL/m);
    expect((error as EnvError).problems).toHaveLength(5);
  });

  it('rejects a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT: must be a whole number/);
  });

  it('accepts a postgres URL', () => {
    expect(
      parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/evident' }).DATABASE_URL,
    ).toBe('postgres://postgres@127.0.0.1:5432/evident');
  });
});
