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

/**
 * `items` sorted by `textOf` as `Array.prototype.sort` would (UTF-16 code units; stable: equal
 * texts keep their order), in steps of about `stepItems` items: the items are grouped by their
 * text's first code unit, and each group is sorted in a step of its own. Groups in code-unit order,
 * each sorted, are the whole order, so no step sorts more than one first letter's items.
 */
export function* sortByTextSteps<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  stepItems: number,
): Generator<void, T[], void> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const text = textOf(item);
    const first = text.length === 0 ? -1 : text.charCodeAt(0); // '' sorts before everything
    let group = groups.get(first);
    if (group === undefined) groups.set(first, (group = []));
    group.push(item);
  }
  yield;
  const sorted: T[] = [];
  let sinceYield = 0;
  for (const first of [...groups.keys()].sort((a, b) => a - b)) {
    if (sinceYield >= stepItems) {
      yield;
      sinceYield = 0;
    }
    const group = groups.get(first)!;
    group.sort((a, b) => {
      const x = textOf(a);
      const y = textOf(b);
      return x < y ? -1 : x > y ? 1 : 0;
    });
    for (const item of group) sorted.push(item);
    sinceYield += group.length;
  }
  return sorted;
}
