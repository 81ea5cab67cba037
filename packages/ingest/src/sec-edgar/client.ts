import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SecEdgarConfigError,
  SecEdgarFormatError,
  SecEdgarHttpError,
  SecEdgarNotFoundError,
} from './errors';
import { createSecPacer, type SecPacer } from './request-pacer';

/**
 * The live SEC EDGAR client: two JSON documents, fetched politely.
 *
 * SEC's fair-access policy (at most 10 requests per second, a declared User-Agent) is kept by
 * the request pacer (`request-pacer.ts`), which other SEC readers can share. Raw answers are
 * cached on disk, one file per URL, because companyfacts documents are large and change only
 * when a company files.
 */

export const COMPANY_TICKERS_EXCHANGE_URL =
  'https://www.sec.gov/files/company_tickers_exchange.json';
export { SEC_MAX_REQUESTS_PER_SECOND } from './request-pacer';

export function companyFactsUrl(cik: string | number): string {
  const digits = String(cik).trim();
  if (!/^\d{1,10}$/.test(digits)) {
    throw new RangeError(`CIK must be 1 to 10 digits, got ${JSON.stringify(cik)}`);
  }
  return `https://data.sec.gov/api/xbrl/companyfacts/CIK${digits.padStart(10, '0')}.json`;
}

export interface SecEdgarClientOptions {
  /** e.g. `"Evident research ops@example.com"`; from SEC_USER_AGENT. */
  userAgent: string | undefined;
  /** Directory for the raw-response cache (created when missing). */
  cacheDir: string;
  fetch?: typeof fetch;
  /** Default and maximum 10 (SEC's limit), shared by every call of this client. */
  requestsPerSecond?: number;
  /**
   * A pacer shared with the other SEC readers (daily index, listings); `userAgent`,
   * `requestsPerSecond` and `fetch` are then the pacer's. Without one the client makes its own,
   * which does not retry (a failed request is reported at once).
   */
  pacer?: SecPacer;
}

export interface RequestOptions {
  /** Ignore a cached copy: always ask SEC, then replace the cached copy. */
  refresh?: boolean;
}

export interface SecEdgarClient {
  /** The parsed JSON of company_tickers_exchange.json (parse it with universe.ts). */
  companyTickersExchange(options?: RequestOptions): Promise<unknown>;
  /** The parsed companyfacts JSON of one CIK (map it with company-facts.ts). */
  companyFacts(cik: string | number, options?: RequestOptions): Promise<unknown>;
}

export function createSecEdgarClient(options: SecEdgarClientOptions): SecEdgarClient {
  const pacer =
    options.pacer ??
    createSecPacer({
      userAgent: options.userAgent,
      requestsPerSecond: options.requestsPerSecond,
      fetch: options.fetch,
      retry: { maxRetries: 0 },
    });
  if (!options.cacheDir?.trim()) {
    throw new SecEdgarConfigError('cacheDir is required for the SEC EDGAR response cache');
  }
  const { cacheDir } = options;

  async function getJson(url: string, request: RequestOptions = {}): Promise<unknown> {
    const file = cacheFile(cacheDir, url);
    if (!request.refresh) {
      const cached = await readCached(file);
      if (cached !== undefined) return cached;
    }
    const response = await pacer.get(url);
    if (response.status === 404) throw new SecEdgarNotFoundError(url);
    if (!response.ok) throw new SecEdgarHttpError(response.status, url);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new SecEdgarFormatError(`${url} did not return JSON`, { cause: error });
    }
    await writeAtomically(file, text);
    return parsed;
  }

  return {
    companyTickersExchange: (request) => getJson(COMPANY_TICKERS_EXCHANGE_URL, request),
    companyFacts: (cik, request) => getJson(companyFactsUrl(cik), request),
  };
}

/**
 * `data.sec.gov_api_xbrl_companyfacts_CIK0000320193-<hash>.json`: readable for whoever looks
 * into the directory, with a hash of the full URL so two URLs can never share a file.
 */
export function cacheFile(cacheDir: string, url: string): string {
  const slug = url
    .replace(/^https?:\/\//, '')
    .replace(/\.json$/, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_');
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 8);
  return join(cacheDir, `${slug}-${hash}.json`);
}

async function readCached(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    // A truncated file (e.g. a crash mid-write before atomic writes) is not an answer: refetch.
    return undefined;
  }
}

/** Write-then-rename, so a concurrent reader never sees half a document. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, file);
}
