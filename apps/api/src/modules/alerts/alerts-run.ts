import { latestSucceededRun } from '../../read-model/read-model.repository';
import { deliverAlerts } from './alert-delivery';
import type { AlertsDeps } from './alerts-deps';
import { bandAlerts } from './band-alerts';
import { digests } from './digest-alerts';

/** Alerts are sent for a run that finished this recently (a server started on old data sends none). */
export const ALERT_WINDOW_MS = 36 * 3600_000;

export interface AlertsRunResult {
  runId: number | null;
  skipped?: 'no-run' | 'too-old';
  bandAlerts: number;
  digests: number;
  delivered: number;
}

/**
 * Sends the latest run's alerts not sent yet. Call it holding the alerts lock (one sender at a
 * time); the (user, kind, key) key keeps each mail single even without it.
 */
export async function sendForLatestRun(
  deps: AlertsDeps,
  now: Date = new Date(),
): Promise<AlertsRunResult> {
  const run = await latestSucceededRun(deps.db);
  if (!run) return { runId: null, skipped: 'no-run', bandAlerts: 0, digests: 0, delivered: 0 };
  if (!run.finishedAt || now.getTime() - run.finishedAt.getTime() > ALERT_WINDOW_MS) {
    return { runId: run.id, skipped: 'too-old', bandAlerts: 0, digests: 0, delivered: 0 };
  }
  const secret = await deps.secret();
  // Band changes exist once the run was compared with an earlier one.
  const bands = run.changesFrom === null ? null : await bandAlerts(deps, secret, run);
  const band = bands ? await deliverAlerts(deps, bands) : { recorded: 0, delivered: 0 };
  const sentDigests = await deliverAlerts(deps, await digests(deps, secret, run));
  return {
    runId: run.id,
    bandAlerts: band.recorded,
    digests: sentDigests.recorded,
    delivered: band.delivered + sentDigests.delivered,
  };
}
