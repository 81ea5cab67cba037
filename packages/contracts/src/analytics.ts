import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * First-party analytics (issue 23, spec §3 "Analytics events"): the web app sends these in
 * batches to `POST /events`, and only after the visitor accepted analytics cookies. They go to
 * Evident's own server and carry no identifier of the person (no user id, no address).
 */

/** Spec §3: plan events carry plan_name, periodicity, currency, value, catalog_price, discount. */
const planProps = z
  .object({
    plan_name: z.string().trim().min(1).max(40),
    periodicity: z.enum(['monthly', 'yearly']),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code'),
    value: z.number().finite().min(0).max(1_000_000),
    catalog_price: z.number().finite().min(0).max(1_000_000),
    discount: z.number().finite().min(0).max(1_000_000),
  })
  .strict();

const noProps = z.object({}).strict();
const tickerProps = z.object({ ticker: z.string().trim().min(1).max(32) }).strict();
const countProps = z.object({ count: z.number().int().min(0).max(1_000_000) }).strict();

/** Spec §3/§8: the error event carries the page, the error's name and its message. */
const errorProps = z
  .object({
    error_name: z.string().trim().min(1).max(200),
    message: z.string().max(2000),
  })
  .strict();

/** Every event the product sends, with the properties each carries. */
export const ANALYTICS_EVENT_PROPS = {
  pricing_viewed: noProps,
  plan_selected: planProps,
  checkout_started: planProps,
  subscription_completed: planProps,
  watchlist_created: noProps,
  watchlist_deleted: noProps,
  watchlist_stock_added: tickerProps,
  watchlist_stock_removed: tickerProps,
  portfolio_created: noProps,
  portfolio_deleted: noProps,
  portfolio_stock_added: tickerProps,
  portfolio_stock_removed: tickerProps,
  portfolio_imported: countProps,
  screener_run: countProps,
  screener_saved: noProps,
  screener_deleted: noProps,
  screener_exported: countProps,
  error: errorProps,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_PROPS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_PROPS) as AnalyticsEventName[];

const common = {
  /** When it happened, on the visitor's clock. */
  at: z.iso.datetime({ offset: true }),
  /** The path of the page it happened on (no query string: it may hold codes). */
  page: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^\/[^?#]*$/, 'Page must be a path'),
};

export const analyticsEvent = z.discriminatedUnion(
  'name',
  ANALYTICS_EVENT_NAMES.map((name) =>
    z.object({ name: z.literal(name), ...common, props: ANALYTICS_EVENT_PROPS[name] }).strict(),
  ) as unknown as [
    z.ZodObject<{ name: z.ZodLiteral<AnalyticsEventName> }>,
    ...z.ZodObject<{ name: z.ZodLiteral<AnalyticsEventName> }>[],
  ],
);

/** The props of event `N`. */
export type AnalyticsProps<N extends AnalyticsEventName> = z.infer<
  (typeof ANALYTICS_EVENT_PROPS)[N]
>;

/** One event as sent. */
export type AnalyticsEvent = {
  [N in AnalyticsEventName]: { name: N; at: string; page: string; props: AnalyticsProps<N> };
}[AnalyticsEventName];

/** The most events one batch carries. */
export const ANALYTICS_BATCH_MAX = 50;

export const analyticsBatch = z
  .object({ events: z.array(analyticsEvent).min(1).max(ANALYTICS_BATCH_MAX) })
  .strict();
export type AnalyticsBatch = { events: AnalyticsEvent[] };

export const analyticsBatchResponse = successEnvelope(z.object({ stored: z.number().int() }));

/** `npm run analytics:report`: events counted per day and name. */
export const analyticsReportRow = z.object({
  day: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type AnalyticsReportRow = z.infer<typeof analyticsReportRow>;
export const analyticsReportQuery = z
  .object({ days: z.coerce.number().int().min(1).max(3660).default(30) })
  .strict();
