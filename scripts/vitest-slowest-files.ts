import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that prints the ten slowest test files at the end of a run (ADR 051): each
 * file's own time (setting up its environment, importing it, its hooks and tests), its project
 * and how it ended, so that the file to make faster is named after every `npm test`. Errors that
 * escaped every test (an unhandled rejection, a timer firing after a file ended) fail the run
 * without failing a test, so they are named last, where CI's log ends.
 */
export default class SlowestFiles implements Reporter {
  private readonly count = 10;

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
  ): void {
    this.printSlowest(testModules);
    if (unhandledErrors.length === 0) return;
    const named = unhandledErrors.map(
      (e) => `  ${e.name ?? 'Error'}: ${String(e.message).split('\n')[0]?.slice(0, 300)}`,
    );
    process.stdout.write(
      `\n${unhandledErrors.length} error(s) outside any test: the run fails although no test ` +
        `failed (the full stacks are above, under "Unhandled Errors"):\n${named.join('\n')}\n`,
    );
  }

  private printSlowest(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
      return {
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        state: m.state(),
        ms: ms + d.duration,
      };
    });
    if (rows.length === 0) return;
    rows.sort((a, b) => b.ms - a.ms);
    const top = rows.slice(0, this.count);
    const total = rows.reduce((n, r) => n + r.ms, 0);
    const width = Math.max(...top.map((r) => r.file.length));
    const lines = top.map(
      (r) =>
        `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file.padEnd(width)}  ${r.project}` +
        (r.state === 'passed' ? '' : `  (${r.state})`),
    );
    process.stdout.write(
      `\nThe ${top.length} slowest test files (of ${rows.length}; ${(total / 1000).toFixed(0)} s ` +
        `of file time in all, spread over the workers):\n${lines.join('\n')}\n`,
    );
  }
}
