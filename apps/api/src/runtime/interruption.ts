/**
 * Work a server stops at a safe point because it is shutting down (issue 56): not a failure. A
 * score run so stopped is recorded as interrupted, and its job is left to be taken again at the
 * next start; nothing about it is logged as an error.
 */
export class ShutdownInterruption extends Error {
  override readonly name = 'ShutdownInterruption';
  constructor() {
    super('interrupted by the shutdown');
  }
}

export const isShutdownInterruption = (error: unknown): error is ShutdownInterruption =>
  error instanceof ShutdownInterruption;

/** At a safe point of a long job: stops it there once `signal` (the shutdown's) has fired. */
export function stopIfShuttingDown(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ShutdownInterruption();
}
