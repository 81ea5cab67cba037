import type { DataActivity } from '@evident/contracts/health';

/**
 * What the server's data jobs are doing right now (import, score run, backtest), for the health
 * answer and the start-up terminal: one job at a time per process, each with a percentage and an
 * estimate of the time left. In memory: a second instance reports its own jobs only.
 *
 * Between two jobs of one chain (the import, then the score run it queues; a score run, then its
 * baseline and the backtest) the next one is shown as queued, so that "no activity" means that
 * nothing runs or waits (issue 53): a job's handler holds the tracker (`hold`) for its whole
 * length, and a job sent on to the queue is marked (`queued`) until a handler takes it.
 */
export interface ActivityTracker {
  /** Starts a job; the previous one, if any, is replaced, and a queued mark of it is taken. */
  start(kind: DataActivity['kind'], label: string, options?: { companies?: number | null }): void;
  /** Updates the running job's label and completed fraction (0–1, null when unknown). */
  update(label: string, fraction: number | null, options?: { companies?: number | null }): void;
  /** The running job has ended (succeeded or not); a queued or held job shows next, if any. */
  finish(): void;
  /**
   * A job sent to the queue by this process: shown (as queued) while no job runs, until a handler
   * takes it (`hold`) or `unqueue` drops it (taken elsewhere, refused). Replaces an earlier mark.
   */
  queued(kind: DataActivity['kind'], label: string): void;
  /** Drops the queued mark (a no-op when none is set). */
  unqueue(): void;
  /**
   * A job handler's whole length, so that the moments between its steps are not "no activity":
   * the queued mark it takes is shown (not queued, with `label`) until its first step starts; a
   * step that ends stays shown until the next starts. Returns the release, called once the
   * handler has ended (after it queued what follows).
   */
  hold(label: string): () => void;
  current(): DataActivity | null;
}

interface Job {
  kind: DataActivity['kind'];
  label: string;
  fraction: number | null;
  startedAt: number;
  companies: number | null;
}

export function createActivityTracker(now: () => number = Date.now): ActivityTracker {
  let job: Job | null = null;
  let queuedJob: Job | null = null;
  // Handlers running (innermost last), with what each shows between its steps.
  const holds: { id: number; job: Job | null }[] = [];
  let nextHold = 0;
  const newJob = (kind: DataActivity['kind'], label: string): Job => ({
    kind,
    label,
    fraction: 0,
    startedAt: now(),
    companies: null,
  });
  const asActivity = (j: Job, queued: boolean): DataActivity => {
    const elapsed = (now() - j.startedAt) / 1000;
    return {
      kind: j.kind,
      label: j.label,
      percent: j.fraction === null ? null : Math.floor(j.fraction * 100),
      etaSeconds: queued ? null : etaSeconds(elapsed, j.fraction),
      startedAt: new Date(j.startedAt).toISOString(),
      companies: j.companies,
      queued,
    };
  };
  return {
    start(kind, label, options) {
      job = newJob(kind, label);
      if (options?.companies !== undefined) job.companies = options.companies;
      if (queuedJob?.kind === kind) queuedJob = null;
    },
    update(label, fraction, options) {
      if (!job) return;
      job.label = label;
      job.fraction = fraction === null ? null : Math.min(Math.max(fraction, 0), 1);
      if (options?.companies !== undefined) job.companies = options.companies;
    },
    finish() {
      // Within a handler, the job just ended stays shown (ended, as far as it got) until the
      // handler's next step starts or the handler ends.
      const held = holds.at(-1);
      if (held && job) held.job = { ...job };
      job = null;
    },
    queued(kind, label) {
      queuedJob = newJob(kind, label);
    },
    unqueue() {
      queuedJob = null;
    },
    hold(label) {
      const id = ++nextHold;
      // Taken from the queue: its kind (the sender knew whether it is a rescore), this label, shown
      // at once. Not queued (a restart's check): shown only once one of its steps has run.
      const own = queuedJob ? newJob(queuedJob.kind, label) : null;
      if (own) own.fraction = null;
      queuedJob = null;
      holds.push({ id, job: own });
      return () => {
        const at = holds.findIndex((h) => h.id === id);
        if (at >= 0) holds.splice(at, 1);
      };
    },
    current() {
      if (job) return asActivity(job, false);
      // Between the steps of a handler: the handler's job, unless it has queued what follows.
      if (queuedJob) return asActivity(queuedJob, true);
      const held = holds.at(-1)?.job;
      return held ? asActivity(held, false) : null;
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
