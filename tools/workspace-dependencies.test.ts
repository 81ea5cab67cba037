import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18: each workspace declares the workspace packages its code imports (`@evident/*`), so
// that the dependency graph npm knows is the one the code has.

const root = path.resolve('.');
const WORKSPACES = [
  'apps/api',
  'apps/web',
  'packages/contracts',
  'packages/engine',
  'packages/ingest',
];

/** The `@evident/…` package names a source text imports, statically or dynamically. */
export function evidentImports(source: string): Set<string> {
  const names = new Set<string>();
  const specifier = /(?:from\s+|import\s*\(\s*|import\s+)['"](@evident\/[^/'"]+)/g;
  for (const m of source.matchAll(specifier)) names.add(m[1]!);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`));
}

describe('workspace dependencies', () => {
  it('finds static, type-only and dynamic imports of workspace packages', () => {
    const found = evidentImports(
      [
        "import { a } from '@evident/engine/scoring/x';",
        "import type { B } from '@evident/contracts/stocks';",
        "const c = await import('@evident/ingest/sec');",
        "import './local'; import z from 'zod';",
      ].join('\n'),
    );
    expect([...found].sort()).toEqual(['@evident/contracts', '@evident/engine', '@evident/ingest']);
  });

  for (const workspace of WORKSPACES) {
    it(`${workspace} declares every workspace package its code imports`, () => {
      const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
      const declared = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      const missing = new Map<string, string>();
      for (const file of sourceFiles(path.join(root, workspace, 'src'))) {
        for (const name of evidentImports(readFileSync(file, 'utf8'))) {
          if (name !== manifest.name && !declared.has(name) && !missing.has(name)) {
            missing.set(name, path.relative(root, file));
          }
        }
      }
      expect(Object.fromEntries(missing)).toEqual({});
    });
  }
});
