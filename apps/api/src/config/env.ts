import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed from the environment once at start-up.
 * A bad value stops the server with a list of every bad variable (not just the first).
 * Every optional integration is off by default and the app works without it.
 */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalUrl = (protocols: string[], hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

/** A form URL may be absolute (http/https) or a path on this server (starting with `/`). */
const formUrl = (defaultPath: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        if (v.startsWith('/') && !v.startsWith('//')) return true;
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, 'must be an http(s) URL or a path starting with /')
      .default(defaultPath),
  );

/** The Price id variables, one per paid plan code. */
export const STRIPE_PRICE_VARS = [
  'STRIPE_PRICE_BASIC_MONTHLY',
  'STRIPE_PRICE_BASIC_YEARLY',
  'STRIPE_PRICE_ADVANCED_MONTHLY',
  'STRIPE_PRICE_ADVANCED_YEARLY',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_YEARLY',
] as const;

const stripePrice = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe Price id (price_…)')
    .optional(),
);

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number between 1 and 65535' })
        .int('must be a whole number between 1 and 65535')
        .min(1, 'must be a whole number between 1 and 65535')
        .max(65535, 'must be a whole number between 1 and 65535')
        .default(3000),
    ),
    /**
     * Behind a reverse proxy: which proxies' X-Forwarded-For to believe for the client address
     * (rate limits, logs). Unset: none (the socket's address). `true` trusts every hop; a number
     * the nearest N hops; otherwise a comma-separated list of addresses or CIDR ranges.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be true, false, a number of hops, or comma-separated addresses / CIDR ranges',
        )
        .transform((v): boolean | number | string =>
          v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
        )
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// or postgresql:// URL',
    ),
    API_KEYS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((k) => k.trim())
            .filter((k) => k.length > 0),
        )
        .refine((keys) => keys.length > 0, 'must list at least one key (comma-separated)')
        .refine(
          (keys) => keys.every((k) => k.replace(/:(basic|advanced|pro)$/, '').length >= 8),
          'each key must be at least 8 characters (a paid key: key:basic, key:advanced or key:pro)',
        )
        .optional(),
    ),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * Snapshot directory imported at start when the database has no market data. Unset: the
     * snapshot shipped in the repository (`data/market-snapshot/`); empty or `off`: no automatic
     * import.
     */
    MARKET_DATA_DIR: z.string().optional(),
    /** Enables SEC EDGAR fundamentals (live refresh and `npm run data:sec`); SEC asks for a contact. */
    SEC_USER_AGENT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (v) => /\S+@\S+/.test(v),
          'must contain a contact e-mail, e.g. "Evident admin@example.com"',
        )
        .optional(),
    ),
    /**
     * Enables the Alpha Vantage price source (one symbol's history; the daily S&P 500 refresh
     * only while POLYGON_API_KEY is unset).
     */
    ALPHAVANTAGE_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    /** Enables the daily whole-market price refresh from Polygon's grouped daily bars (ADR 056). */
    POLYGON_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    /** Polygon requests a minute: 5 on the free plan (default); paid plans are unmetered. */
    POLYGON_REQUESTS_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of requests a minute' })
        .int('must be a whole number of requests a minute')
        .min(1)
        .max(100_000)
        .default(5),
    ),
    /** Hours between live refreshes (0 = never). */
    REFRESH_INTERVAL_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of hours' })
        .min(0)
        .max(24 * 31)
        .default(24),
    ),
    /** Logo service URL with `{domain}` for the company's website host (unset: no logo URLs). */
    LOGO_URL_TEMPLATE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (v) => v.includes('{domain}') && /^https?:\/\//.test(v),
          'must be an http(s) URL containing {domain}',
        )
        .optional(),
    ),
    SHUTDOWN_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds' })
        .int()
        .min(0)
        .max(600_000)
        .default(10_000),
    ),
    /**
     * Signing key of the access tokens (HS256, ≥ 32 characters). Unset: a random key is created
     * once and kept in the database, so tokens survive restarts and every instance agrees.
     */
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The web app's public address, for links in e-mails (unset: http://localhost:PORT). */
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL'),
    /** Enables sending e-mail (smtp:// or smtps://); unset: mails go to the outbox table. */
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().default('Evident <no-reply@evident.local>'),
    ),
    /** Enables Google sign-in: the OAuth client id the ID tokens must be issued for. */
    GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    /** Google's signing keys (JWKS); configurable so tests can use a local key. */
    GOOGLE_JWKS_URL: z.preprocess(
      emptyToUndefined,
      z.url({ error: 'must be a URL' }).default('https://www.googleapis.com/oauth2/v3/certs'),
    ),
    RATE_US_FORM_URL: formUrl('/forms/rate-us'),
    ISSUES_FORM_URL: formUrl('/forms/issues'),
    FEEDBACK_FORM_URL: formUrl('/forms/feedback'),
    CONTACT_FORM_URL: formUrl('/forms/contact'),
    BUG_REPORT_FORM_URL: formUrl('/forms/bug-report'),
    /**
     * Payments (issue 19, ADR 018). With STRIPE_SECRET_KEY set, Stripe takes payments and
     * STRIPE_WEBHOOK_SECRET and the six STRIPE_PRICE_* ids are required; unset, the offline sandbox
     * ("Test mode — no real payment") does.
     */
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    ),
    /** Another Stripe API address (tests point the SDK at a local recording server). */
    STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL'),
    STRIPE_PRICE_BASIC_MONTHLY: stripePrice,
    STRIPE_PRICE_BASIC_YEARLY: stripePrice,
    STRIPE_PRICE_ADVANCED_MONTHLY: stripePrice,
    STRIPE_PRICE_ADVANCED_YEARLY: stripePrice,
    STRIPE_PRICE_PRO_MONTHLY: stripePrice,
    STRIPE_PRICE_PRO_YEARLY: stripePrice,
    /**
     * The offline payments sandbox (ADR 060): `1` runs it (production included), `0` turns it
     * off (no payments without Stripe). Unset: on outside production; in production without
     * STRIPE_SECRET_KEY no payments (paid actions answer that payments are not set up), so a
     * deployment never takes test cards by accident and `npm start` still runs.
     */
    PAYMENTS_SANDBOX: z.preprocess(
      emptyToUndefined,
      z
        .enum(['0', '1'], { error: 'must be 1 (the offline sandbox) or 0 (no payments)' })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (!env.STRIPE_SECRET_KEY) return;
    if (env.PAYMENTS_SANDBOX === '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX'],
        message: 'cannot be 1 with STRIPE_SECRET_KEY set: payments run on Stripe or on the sandbox',
      });
    }
    for (const name of ['STRIPE_WEBHOOK_SECRET', ...STRIPE_PRICE_VARS] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Who takes payments (ADR 060): Stripe with its key; else the offline sandbox when
 * PAYMENTS_SANDBOX=1, or when unset outside production; else none.
 */
export type PaymentsMode = 'stripe' | 'sandbox' | 'none';
export function paymentsModeOf(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'PAYMENTS_SANDBOX' | 'NODE_ENV'>,
): PaymentsMode {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.PAYMENTS_SANDBOX === '1') return 'sandbox';
  if (env.PAYMENTS_SANDBOX === '0') return 'none';
  return env.NODE_ENV === 'production' ? 'none' : 'sandbox';
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment; throws EnvError listing every bad variable. Never echoes values of secrets. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `${name}: ${issue.message}`;
  });
  throw new EnvError(problems);
}

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
export function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && existsSync(path.join(dir, 'apps', 'api'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** The market-data snapshot committed with the product (ADR 014): the one place it lives. */
export function shippedSnapshotDir(repoRoot: string): string {
  return path.join(repoRoot, 'data', 'market-snapshot');
}

/** The snapshot directory to import automatically at start, or null when there is none. */
export function resolveMarketDataDir(
  env: Pick<Env, 'MARKET_DATA_DIR'>,
  repoRoot: string,
): string | null {
  const value = env.MARKET_DATA_DIR;
  if (value === undefined) {
    const shipped = shippedSnapshotDir(repoRoot);
    return existsSync(path.join(shipped, 'companies.csv')) ? shipped : null;
  }
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'off') return null;
  return path.resolve(trimmed);
}
