import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPolygonSource } from '../prices/polygon-source';
import { tradingDaysToFetch } from '../prices/trading-days';
import { createSecEdgarClient } from '../sec-edgar/client';
import { companiesWithPeriodicReports, fetchDailyIndex } from '../sec-edgar/daily-index';
import { SecEdgarNotFoundError } from '../sec-edgar/errors';
import { fetchListings } from '../sec-edgar/listings';
import { createSecPacer } from '../sec-edgar/request-pacer';
import { replayKey } from './replay-key';

/**
 * The recorder: runs the real clients with real keys and writes every answer they got into a
 * replay folder (layout in ./README.md), so a day can be replayed offline afterwards — by the
 * tests, or by a refresh started with `--replay DIR`. Recording through the clients (a fetch
 * that keeps a copy) means the folder holds exactly the requests the clients make, paced, paged
 * and retried as they do; only the last answer of a retried request is kept.
 */

/** Headers worth replaying; everything else (cookies, request ids of the CDN …) is left out. */
const KEPT_HEADERS = ['content-type', 'retry-after'];

export interface RecordedAnswer {
  url: string;
  key: string;
  status: number;
}

/** A fetch that writes a copy of every answer into `dir`; credentials never reach the disk. */
export function recordingFetch(
  dir: string,
  fetchImpl: typeof fetch = fetch,
  recorded: RecordedAnswer[] = [],
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await fetchImpl(input, init);
    const key = replayKey(init?.method ?? 'GET', url);
    const body = Buffer.from(await response.clone().arrayBuffer());
    const file = join(dir, key);
    await mkdir(dirname(file), { recursive: true });
    await writeAtomically(`${file}.body`, body);
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );
    await writeAtomically(
      `${file}.meta.json`,
      `${JSON.stringify({ status: response.status, headers }, null, 2)}\n`,
    );
    const answer = { url: `${url.origin}${url.pathname}`, key, status: response.status };
    const earlier = recorded.findIndex((r) => r.key === key);
    if (earlier >= 0) recorded[earlier] = answer;
    else recorded.push(answer);
    return response;
  };
}

export interface RecordMarketDaysOptions {
  /** The last day the database has; recording starts the day after. */
  lastStored: string;
  /** The last day to record (its close must be published). */
  through: string;
  /** The replay folder to write (created when missing). */
  dir: string;
  /** POLYGON_API_KEY; Polygon is not recorded without it. */
  polygonApiKey?: string;
  polygonRequestsPerMinute?: number;
  /** SEC_USER_AGENT; SEC is not recorded without it. */
  secUserAgent?: string;
  /** The transport to the real providers (tests: the replay server). */
  fetch?: typeof fetch;
}

export interface RecordSummary {
  answers: RecordedAnswer[];
  tradingDays: string[];
  /** CIKs whose companyfacts were recorded because they filed a periodic report. */
  filers: string[];
  /** Filers SEC had no companyfacts for (404, also recorded). */
  withoutFacts: string[];
}

/**
 * Records what a refresh from `lastStored` to `through` asks: Polygon's grouped daily bars of
 * every trading day, its splits and dividends over the whole range, and for every calendar day
 * SEC's form index (a 404 on days without one is recorded too), then today's listings map and
 * the companyfacts of every company that filed a periodic report.
 */
export async function recordMarketDays(options: RecordMarketDaysOptions): Promise<RecordSummary> {
  const answers: RecordedAnswer[] = [];
  const fetchImpl = recordingFetch(options.dir, options.fetch ?? fetch, answers);
  const tradingDays = tradingDaysToFetch(options.lastStored, options.through);
  const calendarDays = daysAfter(options.lastStored, options.through);
  const filers: string[] = [];
  const withoutFacts: string[] = [];
  if (calendarDays.length === 0) return { answers, tradingDays, filers, withoutFacts };

  if (options.polygonApiKey !== undefined) {
    const polygon = createPolygonSource({
      apiKey: options.polygonApiKey,
      fetch: fetchImpl,
      requestsPerMinute: options.polygonRequestsPerMinute,
    });
    for (const day of tradingDays) await polygon.marketDay(day);
    const range = { from: calendarDays[0]!, to: options.through };
    await polygon.splits(range);
    await polygon.dividends(range);
  }

  if (options.secUserAgent !== undefined) {
    const pacer = createSecPacer({ userAgent: options.secUserAgent, fetch: fetchImpl });
    const cacheDir = await mkdtemp(join(tmpdir(), 'evident-record-'));
    try {
      const client = createSecEdgarClient({ userAgent: undefined, cacheDir, pacer });
      const ciks = new Set<string>();
      for (const day of calendarDays) {
        const index = await fetchDailyIndex(pacer, day);
        for (const company of companiesWithPeriodicReports(index)) ciks.add(company.cik);
      }
      await fetchListings(client);
      for (const cik of ciks) {
        filers.push(cik);
        try {
          await client.companyFacts(cik, { refresh: true });
        } catch (error) {
          if (!(error instanceof SecEdgarNotFoundError)) throw error;
          withoutFacts.push(cik);
        }
      }
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }
  return { answers, tradingDays, filers, withoutFacts };
}

function daysAfter(lastStored: string, through: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${through}T00:00:00Z`);
  for (let ms = Date.parse(`${lastStored}T00:00:00Z`) + 86_400_000; ms <= end; ms += 86_400_000) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
