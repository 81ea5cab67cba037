import path from 'node:path';
import type { RetryPolicy } from '@evident/ingest/http/retrying-fetch';
import { createAlphaVantageSource } from '@evident/ingest/prices/alpha-vantage-source';
import { createPolygonSource } from '@evident/ingest/prices/polygon-source';
import { createSecEdgarClient } from '@evident/ingest/sec-edgar/client';
import { createSecEdgarFundamentalsSource } from '@evident/ingest/sec-edgar/fundamentals-source';
import { createSecPacer } from '@evident/ingest/sec-edgar/request-pacer';
import type { Env } from '../../config/env';
import type { RefreshStepEntry } from './daily-refresh';
import { createFilingsStep } from './filings-step';
import { createListingsStep } from './listings-step';
import { createPricesStep } from './prices-step';

/** The live sources the configuration enables (none by default: the app works offline). */
export function liveSourcesFromEnv(
  env: Pick<Env, 'SEC_USER_AGENT' | 'ALPHAVANTAGE_API_KEY' | 'DATA_DIR'>,
  fetchImpl: typeof fetch = fetch,
) {
  const fundamentals = env.SEC_USER_AGENT
    ? createSecEdgarFundamentalsSource({
        client: createSecEdgarClient({
          userAgent: env.SEC_USER_AGENT,
          cacheDir: path.resolve(env.DATA_DIR, 'sec-cache'),
          fetch: fetchImpl,
        }),
      })
    : undefined;
  const prices = env.ALPHAVANTAGE_API_KEY
    ? createAlphaVantageSource({ apiKey: env.ALPHAVANTAGE_API_KEY, fetch: fetchImpl })
    : undefined;
  return { fundamentals, prices };
}

export type RefreshEnv = Pick<
  Env,
  | 'SEC_USER_AGENT'
  | 'ALPHAVANTAGE_API_KEY'
  | 'POLYGON_API_KEY'
  | 'POLYGON_REQUESTS_PER_MINUTE'
  | 'DATA_DIR'
>;

/**
 * The daily refresh's steps the configuration enables (issue 55): prices from Polygon
 * (POLYGON_API_KEY), the listings map and each day's filings from SEC (SEC_USER_AGENT), the two
 * SEC readers sharing one pacer so that together they stay under SEC's 10 requests a second.
 */
export function refreshStepsFromEnv(
  env: RefreshEnv,
  fetchImpl: typeof fetch = fetch,
  /** How Polygon's requests are retried (tests and replays: without real waits). */
  retry?: RetryPolicy,
): { daily: RefreshStepEntry[]; oncePerRun: RefreshStepEntry[] } {
  const daily: RefreshStepEntry[] = [];
  const oncePerRun: RefreshStepEntry[] = [];
  if (env.POLYGON_API_KEY) {
    const polygon = createPolygonSource({
      apiKey: env.POLYGON_API_KEY,
      fetch: fetchImpl,
      requestsPerMinute: env.POLYGON_REQUESTS_PER_MINUTE,
      ...(retry ? { retry } : {}),
    });
    daily.push({ source: 'polygon', step: createPricesStep(polygon) });
  }
  if (env.SEC_USER_AGENT) {
    const pacer = createSecPacer({ userAgent: env.SEC_USER_AGENT, fetch: fetchImpl });
    const client = createSecEdgarClient({
      userAgent: env.SEC_USER_AGENT,
      cacheDir: path.resolve(env.DATA_DIR, 'sec-cache'),
      fetch: fetchImpl,
      pacer,
    });
    oncePerRun.push({ source: 'sec-listings', step: createListingsStep(client) });
    daily.push({ source: 'sec-filings', step: createFilingsStep({ pacer }) });
  }
  return { daily, oncePerRun };
}
