/** Lets pending I/O (incoming requests, timers) run before the next slice of CPU work. */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs an engine step generator (`searchIndexSteps`, `sectorPercentileSteps`) to its end with the event
 * loop given back before each step, so a job of tens of seconds of CPU never holds the server for
 * longer than one step. Resolves with the generator's result.
 */
export async function driveSteps<S, R>(
  steps: Generator<S, R, void>,
  onStep?: (step: S) => void,
): Promise<R> {
  for (;;) {
    await pause();
    const step = steps.next();
    if (step.done) return step.value;
    onStep?.(step.value);
  }
}

/** `items.map(fn)` in slices of `size`, with the event loop given back before each slice. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
  size = 250,
): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += size) {
    await pause();
    for (let j = i; j < Math.min(items.length, i + size); j++) out.push(fn(items[j]!, j));
  }
  return out;
}
