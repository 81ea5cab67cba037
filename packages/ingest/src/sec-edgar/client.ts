import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pThrottle from 'p-throttle';
import {
  SecEdgarConfigError,
  SecEdgarError,
  SecEdgarFormatError,
  SecEdgarHttpError,
  SecEdgarNotFoundError,
} from './errors';

/**
 * The live SEC EDGAR client: two JSON documents, fetched politely.
 *
 * SEC's fair-access policy (https://www.sec.gov/os/accessing-edgar-data) asks for at most 10
 * requests per second and a User-Agent naming the requester with a contact e-mail; requests
 * without one are blocked. Raw answers are cached on disk, one file per URL, because
 * companyfacts documents are large and change only when a company files.
 */

export const COMPANY_TICKERS_EXCHANGE_URL =
  'https://www.sec.gov/files/company_tickers_exchange.json';
export const SEC_MAX_REQUESTS_PER_SECOND = 10;

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
  const userAgent = options.userAgent?.trim();
  if (!userAgent) {
    throw new SecEdgarConfigError(
      "SEC_USER_AGENT is required: set it to a descriptive User-Agent with a contact e-mail, as SEC's fair-access policy asks",
    );
  }
  const requestsPerSecond = options.requestsPerSecond ?? SEC_MAX_REQUESTS_PER_SECOND;
  if (
    !Number.isFinite(requestsPerSecond) ||
    requestsPerSecond <= 0 ||
    requestsPerSecond > SEC_MAX_REQUESTS_PER_SECOND
  ) {
    throw new SecEdgarConfigError(
      `requestsPerSecond must be greater than 0 and at most ${SEC_MAX_REQUESTS_PER_SECOND} (SEC's limit), got ${requestsPerSecond}`,
    );
  }
  if (!options.cacheDir?.trim()) {
    throw new SecEdgarConfigError('cacheDir is required for the SEC EDGAR response cache');
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const { cacheDir } = options;

  // Strict mode: no sliding 1-second window ever holds more than the limit, even across bursts.
  // Fractional rates (e.g. 0.5/s) become 1 request per 2 s.
  const throttle = pThrottle(
    requestsPerSecond >= 1
      ? { limit: Math.floor(requestsPerSecond), interval: 1000, strict: true }
      : { limit: 1, interval: Math.ceil(1000 / requestsPerSecond), strict: true },
  );
  const throttledFetch = throttle((url: string) =>
    fetchImpl(url, { headers: { 'User-Agent': userAgent, Accept: 'application/json' } }),
  );

  async function getJson(url: string, request: RequestOptions = {}): Promise<unknown> {
    const file = cacheFile(cacheDir, url);
    if (!request.refresh) {
      const cached = await readCached(file);
      if (cached !== undefined) return cached;
    }
    let response: Response;
    try {
      response = await throttledFetch(url);
    } catch (error) {
      throw new SecEdgarError(`request to ${url} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
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
