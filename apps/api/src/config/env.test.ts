import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EnvError,
  parseEnv,
  paymentsModeOf,
  resolveMarketDataDir,
  shippedSnapshotDir,
} from './env';

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

describe('the payments mode (ADR 060)', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_BASIC_MONTHLY: 'price_1',
    STRIPE_PRICE_BASIC_YEARLY: 'price_2',
    STRIPE_PRICE_ADVANCED_MONTHLY: 'price_3',
    STRIPE_PRICE_ADVANCED_YEARLY: 'price_4',
    STRIPE_PRICE_PRO_MONTHLY: 'price_5',
    STRIPE_PRICE_PRO_YEARLY: 'price_6',
  };

  it('never runs the sandbox in production unless PAYMENTS_SANDBOX=1: no payments instead', () => {
    expect(paymentsModeOf(parseEnv({ NODE_ENV: 'production' }))).toBe('none');
    expect(paymentsModeOf(parseEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }))).toBe(
      'sandbox',
    );
    expect(paymentsModeOf(parseEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' }))).toBe(
      'none',
    );
    expect(paymentsModeOf(parseEnv({ NODE_ENV: 'production', ...stripe }))).toBe('stripe');
  });

  it('keeps the sandbox outside production, and refuses a flag it cannot honour', () => {
    expect(paymentsModeOf(parseEnv({}))).toBe('sandbox');
    expect(paymentsModeOf(parseEnv({ NODE_ENV: 'test' }))).toBe('sandbox');
    expect(paymentsModeOf(parseEnv({ PAYMENTS_SANDBOX: '0' }))).toBe('none');
    expect(() => parseEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(
      /PAYMENTS_SANDBOX: must be 1 \(the offline sandbox\) or 0 \(no payments\)/,
    );
    expect(() => parseEnv({ ...stripe, PAYMENTS_SANDBOX: '1' })).toThrow(
      /PAYMENTS_SANDBOX: cannot be 1 with STRIPE_SECRET_KEY set/,
    );
  });
});

describe('resolveMarketDataDir', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'evident-root-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('defaults to the snapshot shipped in the repository, never a folder beside it', () => {
    mkdirSync(path.join(root, 'data', 'market-snapshot'), { recursive: true });
    writeFileSync(path.join(root, 'data', 'market-snapshot', 'companies.csv'), 'ticker\n');
    // A `shared/market-data` beside the project is not read any more.
    expect(resolveMarketDataDir({}, root)).toBe(shippedSnapshotDir(root));
    expect(shippedSnapshotDir(root)).toBe(path.join(root, 'data', 'market-snapshot'));
  });

  it('is null when the shipped snapshot is missing and nothing is configured', () => {
    expect(resolveMarketDataDir({}, root)).toBeNull();
  });

  it('lets an explicit path or off win over the shipped snapshot', () => {
    mkdirSync(path.join(root, 'data', 'market-snapshot'), { recursive: true });
    writeFileSync(path.join(root, 'data', 'market-snapshot', 'companies.csv'), 'ticker\n');
    expect(resolveMarketDataDir({ MARKET_DATA_DIR: '/srv/snap' }, root)).toBe('/srv/snap');
    expect(resolveMarketDataDir({ MARKET_DATA_DIR: 'off' }, root)).toBeNull();
    expect(resolveMarketDataDir({ MARKET_DATA_DIR: ' ' }, root)).toBeNull();
  });
});
