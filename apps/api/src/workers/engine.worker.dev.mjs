// Runs the worker from its TypeScript source (tests, `npm run dev`, the CLIs under tsx); the
// built server uses dist/engine.worker.js instead.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./engine.worker.ts', import.meta.url);
export const { score, backtest, metricHistory, holdingsCsv } = worker;
