import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite. The web project has its own Vite config (jsdom, React).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // PGlite boots a WASM Postgres per suite; give slow machines room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
