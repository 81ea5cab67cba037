// `npm run check:web-budget`: the JavaScript each public page needs before it can show itself
// (issue 27): the app's start (the entry and its boot stages, ADR 028) with their static imports,
// plus the page's own route chunk and its static imports, gzip. Fails (exit 1) when a page grows past its budget in apps/web/budgets.json.
// Reads the Vite manifest of the built app (`npm run build` first; CI builds before it runs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bootModules } from '../apps/web/scripts/prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');

/**
 * @typedef {{ goalKb: number, routes: Record<string, { module: string, budgetKb: number }> }} Budgets
 * @typedef {Record<string, { kb: number, files: number }>} Measured
 */

/**
 * Gzip sizes (KB) of the JavaScript each route of `budgets` loads first, by route path, from a
 * built app's folder (its `.vite/manifest.json`).
 * @param {string} dist
 * @param {Budgets} budgets
 * @returns {Measured}
 */
export function initialJavaScriptByRoute(dist, budgets) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`no ${manifestFile}: build the web app first (npm run build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const boot = bootModules(manifest);

  /** A chunk and everything it imports statically (what the browser must load with it). */
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
    return into;
  };
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return sizes.get(file);
  };
  const out = {};
  for (const [route, { module }] of Object.entries(budgets.routes)) {
    if (!manifest[module])
      throw new Error(`${module} (route ${route}) is not in the Vite manifest`);
    const keys = closure(
      module,
      boot.reduce((into, key) => closure(key, into), new Set()),
    );
    const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    out[route] = { kb: files.reduce((n, f) => n + gz(f), 0) / 1024, files: files.length };
  }
  return out;
}

/**
 * The routes whose initial JavaScript is over their budget.
 * @param {Measured} measured
 * @param {Budgets} budgets
 * @returns {string[]}
 */
export function overBudget(measured, budgets) {
  return Object.entries(measured)
    .filter(([route, { kb }]) => kb > budgets.routes[route].budgetKb)
    .map(([route]) => route);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const budgets = JSON.parse(readFileSync(path.join(web, 'budgets.json'), 'utf8'));
  const measured = initialJavaScriptByRoute(path.join(web, 'dist'), budgets);
  const goal = budgets.goalKb;
  const over = overBudget(measured, budgets).length;
  const rows = Object.entries(measured).map(([route, { kb, files }]) => {
    const budget = budgets.routes[route].budgetKb;
    return {
      route,
      'initial JS KB gzip': kb.toFixed(1),
      files,
      budget: budget,
      [`goal ${goal}`]: kb <= goal ? 'met' : `${(kb - goal).toFixed(1)} over`,
      '': kb > budget ? 'OVER BUDGET' : 'ok',
    };
  });
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
  if (over > 0) {
    console.error(
      `\n${over} page(s) load more JavaScript than their budget (apps/web/budgets.json). ` +
        'Load the new code on demand (React.lazy, a dynamic import) or, if the growth is worth it, raise the budget in the same change and say why.',
    );
    process.exit(1);
  }
}
