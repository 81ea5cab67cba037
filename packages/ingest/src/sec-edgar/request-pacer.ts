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
  // Strict mode: no sliding 1-second window ever holds more than the limit, even across bursts.
  // Fractional rates (e.g. 0.5/s) become 1 request per 2 s.
  const throttle = pThrottle(
    requestsPerSecond >= 1
      ? { limit: Math.floor(requestsPerSecond), interval: 1000, strict: true }
      : { limit: 1, interval: Math.ceil(1000 / requestsPerSecond), strict: true },
  );
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
