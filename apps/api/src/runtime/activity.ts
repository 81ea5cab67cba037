import type { DataActivity } from '@evident/contracts/health';

/**
 * What the server's data jobs are doing right now (import, score run, backtest), for the health
 * answer and the start-up terminal: one job at a time per process, each with a percentage and an
 * estimate of the time left. In memory: a second instance reports its own jobs only.
 */
export interface ActivityTracker {
  /** Starts a job; the previous one, if any, is replaced. */
  start(kind: DataActivity['kind'], label: string): void;
  /** Updates the running job's label and completed fraction (0–1, null when unknown). */
  update(label: string, fraction: number | null): void;
  /** The running job has ended (succeeded or not). */
  finish(): void;
  current(): DataActivity | null;
}

export function createActivityTracker(now: () => number = Date.now): ActivityTracker {
  let job: {
    kind: DataActivity['kind'];
    label: string;
    fraction: number | null;
    startedAt: number;
  } | null = null;
  return {
    start(kind, label) {
      job = { kind, label, fraction: 0, startedAt: now() };
    },
    update(label, fraction) {
      if (!job) return;
      job.label = label;
      job.fraction = fraction === null ? null : Math.min(Math.max(fraction, 0), 1);
    },
    finish() {
      job = null;
    },
    current() {
      if (!job) return null;
      const elapsed = (now() - job.startedAt) / 1000;
      return {
        kind: job.kind,
        label: job.label,
        percent: job.fraction === null ? null : Math.floor(job.fraction * 100),
        etaSeconds: etaSeconds(elapsed, job.fraction),
        startedAt: new Date(job.startedAt).toISOString(),
      };
    },
  };
}

/**
 * Time left from the pace so far; null until 3% and 3 s are done (an early estimate swings
 * too much to be worth showing).
 */
export function etaSeconds(elapsedSeconds: number, fraction: number | null): number | null {
  if (fraction === null || fraction < 0.03 || elapsedSeconds < 3) return null;
  if (fraction >= 1) return 0;
  return Math.round((elapsedSeconds * (1 - fraction)) / fraction);
}

/** "about 40 s left", "about 2 min left" — or '' when there is no estimate yet. */
export function formatEta(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `about ${Math.max(seconds, 1)} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

/** A text progress bar for the terminal: `[██████░░░░] 62%`. */
export function progressBar(percent: number | null, width = 20): string {
  if (percent === null) return `[${'░'.repeat(width)}]`;
  const filled = Math.round((Math.min(Math.max(percent, 0), 100) / 100) * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${percent}%`;
}

/** The terminal's line for a job: `Loading market data: prices [████░░] 62% · about 40 s left`. */
export function activityLine(activity: DataActivity): string {
  const eta = formatEta(activity.etaSeconds);
  return `${activity.label} ${progressBar(activity.percent)}${eta ? ` · ${eta}` : ''}`;
}
