import { METHOD_VERSION } from '@evident/engine/method-version';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { latestSnapshotImport } from '../../read-model/import-runs.repository';
import { latestSucceededRun, previousSucceededRun } from '../../read-model/read-model.repository';
import { activityLine, type ActivityTracker } from '../../runtime/activity';
import { isShutdownInterruption } from '../../runtime/interruption';
import type { EnginePool } from '../../workers/engine-pool';
import { previousMonthEnd } from './measure-changes';
import { runScoreJob, SCORE_RUN_FORMAT, type ScoreProgress } from './score-job';
import { sameWeights, weightsInForce, weightsOfRun } from './weights-in-force';
import { hasLiveList, keepLiveListOfRun } from '../../modules/evidence/live-record.repository';

/**
 * Share of a score run's time spent in each phase, measured on the real snapshot (ADR 036: the
 * loading now carries each company's own work, done in the worker as it arrives).
 */
const PHASES: { phase: ScoreProgress['phase']; weight: number }[] = [
  { phase: 'loading', weight: 0.5 },
  { phase: 'scoring', weight: 0.15 },
  { phase: 'history', weight: 0.2 },
  { phase: 'storing', weight: 0.15 },
];

/** The run's progress as one fraction, its phases weighted by their usual share of the time. */
export function scoreFraction(p: ScoreProgress): number {
  let before = 0;
  for (const { phase, weight } of PHASES) {
    if (phase === p.phase) return before + (weight * p.done) / Math.max(p.total, 1);
    before += weight;
  }
  return before;
}

/**
 * Scores the data when no succeeded score run of the current format exists for the loaded data
 * version. Resolves true
 * when a new run landed (the caller reloads the read model).
 *
 * The walk-forward weights (ADR 032) are learnt before the data's first score run (ADR 052):
 * shipped with the snapshot for these data and this method, or else by `learnWeights` (the
 * backtest) run first — so a fresh start scores once, and measures its baseline once.
 */
export async function scoreIfStale(
  database: Database,
  log: FastifyBaseLogger,
  activity: ActivityTracker,
  options: {
    force?: boolean;
    /** Runs once the run has landed, before the job is reported done (the server reloads). */
    afterLanding?: () => Promise<void>;
    /** The server's worker threads. */
    engine?: EnginePool;
    /** The walk-forward weights shipped with the snapshot (ADR 052). */
    shippedWeights?: string;
    /**
     * Learns the walk-forward weights of the loaded data (the backtest), called before a run
     * that is not forced when the weights in force are not those data's own.
     */
    learnWeights?: () => Promise<unknown>;
    /**
     * The server's shutdown: a run under way stops at a safe point, marked interrupted, and this
     * rejects with its `ShutdownInterruption` (the job is taken again at the next start).
     */
    signal?: AbortSignal;
  } = {},
): Promise<boolean> {
  const { force = false, afterLanding = async () => {} } = options;
  const data = await latestSnapshotImport(database.db);
  if (!data) return false;
  const scored = await latestSucceededRun(database.db);
  // Stale too when the weights in force changed (a backtest computed the walk-forward rule's
  // weights, ADR 032): the scores are computed again with them.
  const inForce = () => weightsInForce(database.db, { shippedFile: options.shippedWeights });
  let weights = await inForce();
  const isCurrent = () =>
    scored?.dataVersion === data.dataVersion &&
    scored.params.format === SCORE_RUN_FORMAT &&
    scored.params.method === METHOD_VERSION &&
    sameWeights(weightsOfRun(scored.params), weights.compositeWeights);
  if (!force && !isCurrent() && !weights.current && options.learnWeights) {
    log.info('learning the walk-forward weights (backtest) before the score run');
    await options.learnWeights();
    weights = await inForce();
  }
  if (!force && isCurrent()) {
    // Scored before the live record existed (an upgrade): the latest run's list, once.
    if (
      scored!.params.history &&
      scored!.params.history.points > 1 &&
      !(await hasLiveList(database.db, scored!.asOf))
    ) {
      await keepLiveListOfRun(database.db, scored!.id);
    }
    // Scored before "what changed" existed (an upgrade): the baseline it needs, once.
    await scoreBaselineIfMissing(database, log, activity, options);
    return false;
  }
  // Scores already served are replaced by this run: a rescore (issue 53), not the first scores.
  const kind = scored ? 'rescore' : 'score';
  const verb = scored ? 'Rescoring' : 'Scoring';
  log.info(
    scored ? 'scoring the universe again (background)' : 'scoring the universe (background)',
  );
  activity.start(kind, `${verb} companies`);
  let label = `${verb} companies`;
  let companies: number | null = null;
  let last = 0;
  try {
    const result = await runScoreJob(database, {
      ...(options.engine ? { engine: options.engine } : {}),
      ...(options.shippedWeights ? { shippedWeights: options.shippedWeights } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (p) => {
        if (p.companies !== undefined) {
          companies = p.companies;
          label = `${verb} ${p.companies.toLocaleString('en-US')} companies`;
        }
        activity.update(label, scoreFraction(p), { companies });
        if (Date.now() - last < 5000) return;
        last = Date.now();
        const current = activity.current();
        if (current)
          log.info({ phase: p.phase, done: p.done, total: p.total }, activityLine(current));
      },
    });
    log.info(result, 'score run finished');
    await afterLanding();
  } catch (error) {
    activity.finish();
    if (isShutdownInterruption(error)) {
      log.warn('score run interrupted by the shutdown; the data is scored again at the next start');
      throw error;
    }
    log.error({ err: error }, 'score run failed; the previous scores (if any) stay in use');
    return false;
  }
  // The run stays shown (landed, 100%) until its baseline starts, or is found not needed: no
  // moment of "no activity" between the two (issue 53).
  activity.update(label, 1);
  try {
    await scoreBaselineIfMissing(database, log, activity, options);
  } finally {
    activity.finish();
  }
  return true;
}

/**
 * When the latest run has no earlier-dated run to compare with (a first run, or one scored before
 * "what changed" existed), the previous month end is scored too (without history), so "what
 * changed" and the change since the previous run mean something from the first day (ADR 026).
 */
async function scoreBaselineIfMissing(
  database: Database,
  log: FastifyBaseLogger,
  activity: ActivityTracker,
  options: {
    afterLanding?: () => Promise<void>;
    engine?: EnginePool;
    shippedWeights?: string;
    signal?: AbortSignal;
  },
): Promise<void> {
  const latest = await latestSucceededRun(database.db);
  if (!latest) return;
  const previous = await previousSucceededRun(database.db, latest.asOf);
  // A baseline scored with other weights (the first run's, before the backtest computed the
  // walk-forward rule's) is scored again: "what changed" on the first day would otherwise be the
  // weights for every company. A real earlier run keeps its weights: a change of them is shown.
  const staleBaseline =
    previous !== null &&
    previous.params.history?.points === 1 &&
    !sameWeights(weightsOfRun(previous.params), weightsOfRun(latest.params));
  if (previous && !staleBaseline) return;
  const baseline = previousMonthEnd(latest.asOf);
  const label = `Scoring companies as of ${baseline} (for “what changed”)`;
  activity.start('baseline', label);
  try {
    const result = await runScoreJob(database, {
      asOf: baseline,
      historyYears: 0,
      ...(options.engine ? { engine: options.engine } : {}),
      ...(options.shippedWeights ? { shippedWeights: options.shippedWeights } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (p) => activity.update(label, scoreFraction(p)),
    });
    log.info(result, 'baseline score run finished');
    if (result.status === 'succeeded') await options.afterLanding?.();
  } catch (error) {
    if (isShutdownInterruption(error)) {
      log.warn('baseline score run interrupted by the shutdown; scored at the next start');
      throw error;
    }
    log.error({ err: error }, 'baseline score run failed; "what changed" waits for the next run');
  } finally {
    activity.finish();
  }
}
