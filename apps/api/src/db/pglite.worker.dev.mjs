// Runs the embedded database's thread from its TypeScript source (tests, `npm run dev`, the CLIs
// under tsx); the built server uses dist/pglite.worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite.worker.ts', import.meta.url);
