import type { AnalyticsEvent, AnalyticsReportRow } from '@evident/contracts/analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export async function insertAnalyticsEvents(db: Db, events: AnalyticsEvent[]): Promise<number> {
  const rows = await db
    .insert(analyticsEvents)
    .values(
      events.map((e) => ({
        name: e.name,
        page: e.page,
        props: e.props as Record<string, string | number>,
        occurredAt: new Date(e.at),
      })),
    )
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

/** Events received in the last `days` days, counted per day (UTC, as received) and name. */
export async function countAnalyticsEvents(db: Db, days: number): Promise<AnalyticsReportRow[]> {
  const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, name: analyticsEvents.name, count: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(sql`${analyticsEvents.receivedAt} >= now() - make_interval(days => ${days})`)
    .groupBy(day, analyticsEvents.name)
    .orderBy(day, analyticsEvents.name);
  return rows.map((r) => ({ day: r.day, name: r.name, count: Number(r.count) }));
}
