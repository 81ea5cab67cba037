import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initialJavaScriptByRoute, overBudget } from '../scripts/web-budget.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'evident-budget-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Incompressible bytes: gzip keeps them at about their size. */
function randomJs(bytes: number): string {
  let s = '';
  let x = 12345;
  while (s.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    s += x.toString(36);
  }
  return s.slice(0, bytes);
}

describe('the web budget check (npm run check:web-budget)', () => {
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, number> = {
    'assets/index.js': 20_000,
    'assets/react.js': 40_000,
    'assets/home.js': 5_000,
    'assets/charts.js': 30_000,
    'assets/stock.js': 8_000,
  };
  for (const [file, bytes] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), randomJs(bytes));
  }
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/routes/home.tsx': {
        file: 'assets/home.js',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
      // The company page imports its charts statically: they count toward its first load.
      'src/app/routes/stock.tsx': {
        file: 'assets/stock.js',
        isDynamicEntry: true,
        imports: ['_charts.js'],
        dynamicImports: [],
      },
      '_charts.js': { file: 'assets/charts.js' },
    }),
  );
  const budgets = {
    goalKb: 150,
    routes: {
      '/': { module: 'src/app/routes/home.tsx', budgetKb: 50 },
      '/stocks/:exchange/:ticker': { module: 'src/app/routes/stock.tsx', budgetKb: 50 },
    },
  };

  it('counts the entry, the route chunk and their static imports once each', () => {
    const measured = initialJavaScriptByRoute(dist, budgets);
    expect(measured['/']!.files).toBe(3);
    expect(measured['/stocks/:exchange/:ticker']!.files).toBe(4);
    // Base-36 noise gzips to about 60% of its size; the charts make the company page heavier.
    expect(measured['/']!.kb).toBeGreaterThan(35);
    expect(measured['/stocks/:exchange/:ticker']!.kb).toBeGreaterThan(measured['/']!.kb + 15);
  });

  it('fails the page that grew past its budget, and only that one', () => {
    const measured = initialJavaScriptByRoute(dist, budgets);
    expect(overBudget(measured, budgets)).toEqual(['/stocks/:exchange/:ticker']);
  });

  it('refuses a route whose module is not in the build', () => {
    expect(() =>
      initialJavaScriptByRoute(dist, {
        goalKb: 150,
        routes: { '/x': { module: 'src/x.tsx', budgetKb: 1 } },
      }),
    ).toThrow(/not in the Vite manifest/);
  });
});
