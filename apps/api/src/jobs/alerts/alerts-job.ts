import type { Database } from '../../db/client';
import type { AlertsRunResult, AlertsService } from '../../modules/alerts/alerts.service';

export const ALERTS_LOCK_KEY = 4_711_022;

/**
 * The alerts of the latest score run (issue 22, ADR 026), sent by one server at a time (an
 * advisory lock across every process on the database). Run after each run lands; a second call
 * finds the mails already recorded and sends nothing.
 */
export async function runAlertsJob(
  database: Database,
  alerts: AlertsService,
  now: Date = new Date(),
): Promise<AlertsRunResult | { busy: true }> {
  const locked = await database.withAdvisoryLock(ALERTS_LOCK_KEY, () =>
    alerts.sendForLatestRun(now),
  );
  return locked.acquired ? locked.value : { busy: true };
}
