import { ANALYTICS_BATCH_MAX, analyticsBatch } from '@evident/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MAX, flush, queuedEvents, track } from './analytics';
import { CONSENT_COOKIE, saveConsent } from './consent';

const plan = {
  plan_name: 'Basic',
  periodicity: 'monthly',
  currency: 'USD',
  value: 9,
  catalog_price: 9,
  discount: 0,
} as const;

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

describe('first-party analytics (issue 23)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    clearConsent();
    vi.useFakeTimers();
    fetchMock = vi.fn(
      async () => new Response('{"success":true,"data":{"stored":1}}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    await flush();
    clearConsent();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps and sends nothing without analytics consent (none given, or rejected)', async () => {
    track('plan_selected', plan);
    expect(queuedEvents()).toHaveLength(0);
    saveConsent({ analytics: false, marketing: true });
    track('screener_run', { count: 2 });
    expect(queuedEvents()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with consent, sends the events in one batch the server contract accepts', async () => {
    saveConsent({ analytics: true, marketing: false });
    track('plan_selected', plan);
    track('watchlist_stock_added', { ticker: 'NASDAQ:AAPL' });
    track('error', { error_name: 'TypeError', message: 'boom' });
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/events');
    const body = analyticsBatch.parse(JSON.parse(init.body as string));
    expect(body.events.map((e) => e.name)).toEqual([
      'plan_selected',
      'watchlist_stock_added',
      'error',
    ]);
    expect(body.events[0]).toMatchObject({ page: '/', props: plan });
    expect(new Headers(init.headers).get('x-api-key')).toBe('evident-public-web');
  });

  it('sends a full batch at once, and at most the contract’s batch size', async () => {
    expect(BATCH_MAX).toBe(ANALYTICS_BATCH_MAX);
    saveConsent({ analytics: true, marketing: false });
    for (let i = 0; i < BATCH_MAX + 1; i++) track('pricing_viewed', {});
    await vi.advanceTimersByTimeAsync(0);
    const sizes = fetchMock.mock.calls.map(
      ([, init]) =>
        (JSON.parse((init as RequestInit).body as string) as { events: unknown[] }).events.length,
    );
    expect(sizes[0]).toBe(BATCH_MAX);
  });

  it('drops the queue when consent is withdrawn before it leaves', async () => {
    saveConsent({ analytics: true, marketing: false });
    track('portfolio_created', {});
    saveConsent({ analytics: false, marketing: false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queuedEvents()).toHaveLength(0);
  });
});
