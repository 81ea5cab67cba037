import { describe, expect, it } from 'vitest';
import { fetchWithRetry, retryAfterMs } from './retrying-fetch';

function answers(...statuses: (number | Error)[]) {
  let call = 0;
  return () => {
    const next = statuses[Math.min(call++, statuses.length - 1)]!;
    return next instanceof Error
      ? Promise.reject(next)
      : Promise.resolve(new Response('x', { status: next, headers: { 'Retry-After': '2' } }));
  };
}

describe('retries', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-07-06T20:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Mon, 06 Jul 2026 20:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 06 Jul 2026 19:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('retries network failures and 5xx, caps waits, and stops at a final answer', async () => {
    const waits: number[] = [];
    const response = await fetchWithRetry(answers(new TypeError('fetch failed'), 500, 429, 404), {
      baseDelayMs: 100,
      maxDelayMs: 1500,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(response.status).toBe(404);
    // Backoff 100, 200; the 429's Retry-After of 2 s is capped at 1.5 s.
    expect(waits).toEqual([100, 200, 1500]);
  });

  it('returns the last refusal when retries run out, and rethrows the last network error', async () => {
    const sleep = async () => undefined;
    expect((await fetchWithRetry(answers(503), { maxRetries: 2, sleep })).status).toBe(503);
    await expect(
      fetchWithRetry(answers(new TypeError('offline')), { maxRetries: 1, sleep }),
    ).rejects.toThrow('offline');
  });
});
