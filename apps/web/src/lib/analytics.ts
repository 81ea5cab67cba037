/**
 * First-party analytics (issue 23, spec §3): the product's events, sent in batches to Evident's
 * own server (`POST /api/v1/events`), and only when the visitor accepted analytics cookies. An
 * event tracked without that consent is dropped on the spot: not queued, not stored, not sent.
 */
import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsProps,
} from '@evident/contracts/analytics';
import { consentGiven } from './consent';
import { buildHeaders, API_BASE_PATH } from './api-client';

/**
 * The contract's ANALYTICS_BATCH_MAX (a test checks they agree): importing it would bring zod
 * into the first load.
 */
export const BATCH_MAX = 50;

/** A batch leaves this long after its first event, or at once when full or the page is hidden. */
export const FLUSH_DELAY_MS = 5_000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** The page path, without a query string (it may hold codes). */
const currentPage = () => (typeof location === 'undefined' ? '/' : location.pathname || '/');

/** Records one event, if (and only if) the visitor accepted analytics. */
export function track<N extends AnalyticsEventName>(name: N, props: AnalyticsProps<N>): void {
  if (!consentGiven('analytics')) return;
  queue.push({ name, at: new Date().toISOString(), page: currentPage(), props } as AnalyticsEvent);
  if (queue.length >= BATCH_MAX) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
}

/** Sends what is queued (consent is asked again: it may have been withdrawn meanwhile). */
export async function flush(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const events = queue.splice(0, BATCH_MAX);
  if (events.length === 0) return;
  if (!consentGiven('analytics')) {
    queue = [];
    return;
  }
  try {
    await fetch(`${API_BASE_PATH}/events`, {
      method: 'POST',
      headers: buildHeaders(false),
      body: JSON.stringify({ events }),
      // The batch still leaves when the page is closing.
      keepalive: true,
    });
  } catch {
    // Analytics never gets in the way: a batch that cannot leave is dropped.
  }
  if (queue.length > 0) void flush();
}

/** The queue, for tests. */
export const queuedEvents = (): readonly AnalyticsEvent[] => queue;

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}
