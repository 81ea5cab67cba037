// Sums the JSON reports of every suite into one closing line: "N passed, N failed".
// A suite whose report is missing or unreadable counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const arg of process.argv.slice(2)) {
  const [kind, file] = arg.split(/:(.*)/s);
  if (!file || !existsSync(file)) {
    console.log(`${file ?? arg}: no report (suite did not finish)`);
    failed += 1;
    continue;
  }
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    let p;
    let f;
    let s;
    if (kind === 'vitest') {
      p = report.numPassedTests;
      f =
        report.numFailedTests +
        (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
      s = report.numPendingTests + report.numTodoTests;
    } else if (kind === 'playwright') {
      p = report.stats.expected + report.stats.flaky;
      f = report.stats.unexpected + (report.errors?.length ? 1 : 0);
      s = report.stats.skipped;
    } else {
      throw new Error(`unknown report kind ${kind}`);
    }
    console.log(`${file}: ${p} passed, ${f} failed, ${s} skipped`);
    passed += p;
    failed += f;
    skipped += s;
  } catch (error) {
    console.log(`${file}: unreadable report (${error.message})`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
