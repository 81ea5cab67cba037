import pThrottle from 'p-throttle';
import { fetchWithRetry, type RetryPolicy } from '../http/retrying-fetch';
import { SecEdgarConfigError, SecEdgarError } from './errors';

/**
 * One gate for every request to SEC EDGAR (www.sec.gov and data.sec.gov alike): SEC's
 * fair-access policy (https://www.sec.gov/os/accessing-edgar-data) allows at most 10 requests
 * per second per requester and blocks requests without a User-Agent that names the requester
 * with a contact e-mail. The companyfacts client, the daily index and the listings map share one
 * pacer, so together they stay under the limit.
 *
 * A 403 is not retried: it is how SEC answers a requester it has blocked for going too fast,
 * and asking again only extends the block.
 */

export const SEC_MAX_REQUESTS_PER_SECOND = 10;
/** Requests are spaced this many times further apart than the rate alone needs (see below). */
export const SEC_SPACING_HEADROOM = 1.2;

export interface SecPacerOptions {
  /** e.g. `"Evident research ops@example.com"`; from SEC_USER_AGENT. */
  userAgent: string | undefined;
  /** Default and maximum 10 (SEC's limit). */
  requestsPerSecond?: number;
  fetch?: typeof fetch;
  /** 429 and 5xx answers are retried (each attempt paced too); default: 2 retries. */
  retry?: RetryPolicy;
}

export interface SecPacer {
  readonly userAgent: string;
  /** GET `url` with the declared User-Agent once the rate allows; network failures → SecEdgarError. */
  get(url: string, accept?: string): Promise<Response>;
}

export function createSecPacer(options: SecPacerOptions): SecPacer {
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
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // One request at a time, evenly spaced with headroom: SEC counts requests as they reach it,
  // and a request held back on its way (the event loop busy parsing a large document) would
  // otherwise arrive bunched with the next ones. At 10 a second they leave 120 ms apart, so 11
  // requests span at least 1.2 s and SEC sees at most 10 in any second unless their delays on
  // the way differ by more than 200 ms. (Bursts of 10 a second, as before, were seen by the
  // replay server as 12 in one second while 300 companies' facts were parsed and stored.)
  const spacingMs = Math.ceil((1000 / requestsPerSecond) * SEC_SPACING_HEADROOM);
  const throttle = pThrottle({ limit: 1, interval: spacingMs, strict: true });
  const paced = throttle((url: string, accept: string) =>
    fetchImpl(url, { headers: { 'User-Agent': userAgent, Accept: accept } }),
  );
  const retry = { maxRetries: 2, ...options.retry };

  return {
    userAgent,
    async get(url, accept = 'application/json') {
      try {
        return await fetchWithRetry(() => paced(url, accept), retry);
      } catch (error) {
        throw new SecEdgarError(`request to ${url} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
