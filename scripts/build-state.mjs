// What `npm start` needs built, and whether each build is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment for a child process: the folder of the Node running this script first on PATH,
 * so that `npm` and the tools it starts (`#!/usr/bin/env node`) run on this same Node (ADR 050).
 */
export function sameNodeEnv(env = process.env) {
  const PATH = [path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter);
  return { ...env, PATH };
}

const SHARED_SOURCES = ['packages/contracts/src', 'packages/engine/src', 'packages/ingest/src'];

/** @type {{ name: string; output: string; sources: string[]; command: [string, string[]] }[]} */
export const targets = [
  {
    name: 'web',
    // The prerendered pages' list is the web build's last output (ADR 019).
    output: 'apps/web/dist/pages/pages.json',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/budgets.json',
      ...SHARED_SOURCES,
    ],
    command: ['npm', ['run', 'build', '--workspace', 'apps/web']],
  },
  {
    name: 'api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'package.json', ...SHARED_SOURCES],
    command: [process.execPath, ['apps/api/build.mjs']],
  },
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** 'missing' | 'stale' | 'fresh' for one target. */
export function buildState(target) {
  const out = path.join(root, target.output);
  if (!existsSync(out)) return 'missing';
  const built = statSync(out).mtimeMs;
  const sources = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
  return sources > built ? 'stale' : 'fresh';
}
