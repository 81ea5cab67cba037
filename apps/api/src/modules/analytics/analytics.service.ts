import type { AnalyticsEvent } from '@evident/contracts/analytics';
import type { Db } from '../../db/client';
import { countAnalyticsEvents, insertAnalyticsEvents } from './analytics.repository';

/** First-party analytics (issue 23): the web app's events, stored on this server only. */
export function createAnalyticsService(db: Db) {
  return {
    store: (events: AnalyticsEvent[]) => insertAnalyticsEvents(db, events),
    report: (days: number) => countAnalyticsEvents(db, days),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
