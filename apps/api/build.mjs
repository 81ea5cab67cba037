// Bundles the API server into dist/server.js and its worker threads into dist/engine.worker.js
// and dist/pglite.worker.js.
// Workspace packages (TypeScript sources) are bundled in; npm dependencies stay external and load
// from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  // Workspace packages export TypeScript sources: bundle them in.
  .filter((name) => !name.startsWith('@evident/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The server, and the engine's worker threads (loaded by workers/engine-pool.ts at run time).
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'engine.worker': new URL('./src/workers/engine.worker.ts', import.meta.url).pathname,
    // The embedded database's thread (loaded by db/pglite-thread.ts, ADR 042).
    'pglite.worker': new URL('./src/db/pglite.worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  logLevel: 'warning',
});
console.log('api: built apps/api/dist/server.js, engine.worker.js and pglite.worker.js');
