/**
 * Runs a step generator (`ScoreHistoryBuilder.rankSteps`, `searchIndexSteps`,
 * `sectorPercentileSteps`…) to its
 * end in one go, calling `onStep` with each step, and returns its result: the synchronous twin of
 * the server's `driveSteps`, for callers that need not give the event loop back.
 */
export function runSteps<S, R>(steps: Generator<S, R, void>, onStep?: (step: S) => void): R {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    onStep?.(step.value);
  }
}
