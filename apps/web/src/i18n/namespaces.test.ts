// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** In the first load with i18n.ts itself; every other namespace is registered by its users. */
const INITIAL = new Set(['common', 'shell']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'i18n' || name === 'test-utils' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

const USES = [
  /useTranslation\(\s*['"](\w+)['"]/g,
  /useTranslation\(\s*\[([^\]]*)\]/g,
  /\bt\(\s*['"`](\w+):/g,
  /i18nKey=\{?['"`](\w+):/g,
];

/** The namespaces a file's code reads. */
function namespacesOf(code: string): Set<string> {
  const used = new Set<string>();
  for (const pattern of USES) {
    for (const m of code.matchAll(pattern)) {
      const names =
        m[1]!.includes("'") || m[1]!.includes('"')
          ? [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((n) => n[1]!)
          : [m[1]!];
      for (const n of names) used.add(n);
    }
  }
  return used;
}

describe('English namespaces load with the code that shows them (ADR 033)', () => {
  it('every file that reads a namespace imports its registration', () => {
    const missing: string[] = [];
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      for (const ns of namespacesOf(code)) {
        if (INITIAL.has(ns) || !(NAMESPACES as readonly string[]).includes(ns)) continue;
        if (!code.includes(`import '@/i18n/en/${ns}';`))
          missing.push(`${path.relative(src, file)}: ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a registration for every namespace outside the first load', () => {
    const files = readdirSync(path.join(src, 'i18n', 'en')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(NAMESPACES.filter((n) => !INITIAL.has(n)).sort());
  });

  it('finds a namespace in each way code reads one (the check can fail)', () => {
    const found = namespacesOf(
      "useTranslation('stock'); t('account:x'); useTranslation(['lists', 'common']); i18nKey=\"info:y\"",
    );
    expect([...found].sort()).toEqual(['account', 'common', 'info', 'lists', 'stock']);
  });
});
