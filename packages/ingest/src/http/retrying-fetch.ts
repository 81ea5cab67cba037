/**
 * Retries for provider requests: a 429 waits as long as its Retry-After says (seconds or an
 * HTTP date), a 5xx or a network failure waits an exponential backoff; anything else is the
 * caller's to judge. Used by the price providers and the SEC pacer, so both back off alike.
 */

export interface RetryPolicy {
  /** Further attempts after the first (default 4). */
  maxRetries?: number;
  /** First backoff; doubled on every retry (default 1 s). */
  baseDelayMs?: number;
  /** Ceiling of one wait, Retry-After included (default 60 s). */
  maxDelayMs?: number;
  /** Injected by tests so nothing really waits. */
  sleep?: (ms: number) => Promise<void>;
  /** Called before every wait, e.g. to log it. */
  onRetry?: (retry: { attempt: number; waitMs: number; reason: string }) => void;
}

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

export const defaultSleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/**
 * Calls `attempt` until it answers something other than a retryable status, or the retries run
 * out; then returns the last response (still 429 or 5xx if they ran out) or throws the last
 * network error.
 */
export async function fetchWithRetry(
  attempt: () => Promise<Response>,
  policy: RetryPolicy = {},
): Promise<Response> {
  const maxRetries = policy.maxRetries ?? 4;
  const base = policy.baseDelayMs ?? 1000;
  const ceiling = policy.maxDelayMs ?? 60_000;
  const sleep = policy.sleep ?? defaultSleep;
  for (let retry = 0; ; retry += 1) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await attempt();
    } catch (error) {
      failure = error;
    }
    if (response !== undefined && !RETRYABLE_STATUS.has(response.status)) return response;
    if (retry >= maxRetries) {
      if (response !== undefined) return response;
      throw failure;
    }
    const backoff = Math.min(ceiling, base * 2 ** retry);
    const waitMs =
      response?.status === 429
        ? Math.min(ceiling, retryAfterMs(response.headers.get('retry-after')) ?? backoff)
        : backoff;
    // The body of a refused answer is not needed; release the connection.
    await response?.body?.cancel().catch(() => undefined);
    policy.onRetry?.({
      attempt: retry + 1,
      waitMs,
      reason:
        response === undefined
          ? `request failed: ${(failure as Error).message}`
          : `HTTP ${response.status}`,
    });
    await sleep(waitMs);
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
