import { checkToken, sentTo, unsubscribeWith } from './alert-subscriptions';
import { alertsDeps, type AlertsDeps, type AlertsOptions } from './alerts-deps';
import { sendForLatestRun } from './alerts-run';

export { ALERT_WINDOW_MS, type AlertsRunResult } from './alerts-run';

/**
 * Score-band alerts and the daily selections digest (issue 22, ADR 026). `sendForLatestRun` is the
 * job's work (jobs/alerts runs it under a lock): who gets what for the latest run (`band-alerts`,
 * `digest-alerts`), each mail rendered, recorded once per user and run with its outbox copy, then
 * handed to SMTP (`alert-delivery`). Each use case is a function of its own file; this gives them
 * their dependencies.
 */
export function createAlertsService(options: AlertsOptions) {
  const d = alertsDeps(options);
  const use =
    <A extends unknown[], R>(useCase: (deps: AlertsDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(d, ...args);
  return {
    sendForLatestRun: use(sendForLatestRun),
    sentTo: use(sentTo),
    unsubscribe: use(unsubscribeWith),
    check: use(checkToken),
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
