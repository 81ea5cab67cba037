import path from 'node:path';
import { createAlphaVantageSource } from '@evident/ingest/prices/alpha-vantage-source';
import { createSecEdgarClient } from '@evident/ingest/sec-edgar/client';
import { createSecEdgarFundamentalsSource } from '@evident/ingest/sec-edgar/fundamentals-source';
import type { Env } from '../../config/env';

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
