import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaled } from './apps/api/src/test/time-scale';

/*
 * The test suites (ADR 051). `npm test` runs the projects packages, api and web: every unit and
 * integration suite, sized to finish in minutes on the 2-core reference machine. The suites that
 * must stay slow (the whole real snapshot imported or scored, two servers on one database,
 * processes killed mid-write) are the project `slow`: `npm run test:slow`, which CI runs after
 * `npm test`. Timeouts here and in the tests come from one setting, EVIDENT_TEST_TIME_SCALE
 * (apps/api/src/test/time-scale.ts). Every run ends with its ten slowest files.
 */
export const SLOW_FILES = [
  // The real snapshot shipped in data/market-snapshot: imported whole, then scored.
  'apps/api/src/jobs/snapshot-import/real-snapshot.test.ts',
  // The engine on the real universe (about 7,500 companies, five years of month ends).
  'apps/api/src/jobs/score/real-universe.test.ts',
  // Two real servers on one PostgreSQL (skipped on PGlite, run in the PostgreSQL pass).
  'apps/api/src/jobs/two-servers.test.ts',
  'apps/api/src/modules/alerts/alerts-two-servers.test.ts',
  // Child processes killed with SIGKILL mid-write, then the data checked.
  'apps/api/src/fault-kill.test.ts',
  // A real server started on a fixture universe and stopped with SIGTERM during its score run.
  'apps/api/src/shutdown-during-score.test.ts',
  'apps/api/src/jobs/snapshot-import/snapshot-import-kill.test.ts',
];

const apiSuite = {
  environment: 'node' as const,
  // One migrated PGlite template per run, loaded by every in-memory test database.
  globalSetup: ['apps/api/src/test/pglite-template.ts'],
  // PGlite boots a WASM PostgreSQL per suite: room for the reference machine under load.
  testTimeout: scaled(60_000),
  hookTimeout: scaled(120_000),
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-slowest-files.ts'],
    // Two test files at a time on the 2-core machine (Vitest's default is one there): most files
    // spend much of their time waiting for a database thread, a child process or a timer.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...SLOW_FILES],
          ...apiSuite,
        },
      },
      {
        test: { name: 'slow', include: SLOW_FILES, ...apiSuite },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
          setupFiles: [
            fileURLToPath(new URL('scripts/vitest-web-time-scale.setup.ts', import.meta.url)),
          ],
        },
      },
    ],
  },
});
