import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, printTable, root, startBuiltServer } from './harness';

/** The public pages measured (issue 27): home, a company page, the evidence. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'company', path: '/stocks/NASDAQ/AAPL' },
  { name: 'evidence', path: '/evidence' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const distDir = path.join(root, 'apps', 'web', 'dist');

/** The JavaScript a first visit loads before any route code: the entry and its modulepreloads. */
function initialJavaScript(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(distDir, f.replace(/^\//, '')))).length,
    0,
  );
  return { files, gzipBytes };
}

export async function benchWeb(args: string[]): Promise<void> {
  const arg = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const marketData =
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot');
  if (!existsSync(path.join(marketData, 'companies.csv'))) {
    throw new Error(`no market-data snapshot at ${marketData} (pass --dir=PATH)`);
  }
  ensureBuilt();
  const initial = initialJavaScript();
  console.log(
    `initial JavaScript (entry + modulepreloads, gzip): ${(initial.gzipBytes / 1024).toFixed(1)} KB in ${initial.files.length} files (goal ≤ 200 KB)`,
  );

  // Same kept data directory as the API benchmark: the snapshot is imported and scored once.
  const dataDir = path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const server = await startBuiltServer({ MARKET_DATA_DIR: marketData }, { dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    // Users get the pages once the data jobs are done: wait until health reports scored data and
    // no job running (import, score run, backtest), as a returning visitor would see them.
    for (let i = 0; ; i++) {
      const health = await fetch(`${server.url}/api/v1/health`)
        .then(
          (r) =>
            r.json() as Promise<{
              data: { data: { scoredAsOf: string | null; activity: unknown } };
            }>,
        )
        .catch(() => null);
      if (health?.data.data.scoredAsOf && health.data.data.activity === null) break;
      if (i >= 900) throw new Error('the data jobs did not finish within 30 minutes');
      await new Promise((r) => setTimeout(r, 2000));
    }
    const runs = Number(arg('runs') ?? 3);
    for (const page of PAGES) {
      const measured: Record<string, number>[] = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse's default: a mobile device with simulated slow-4G and 4x CPU throttling.
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const scripts = (
          lhr.audits['resource-summary']?.details as
            { items: { resourceType: string; transferSize: number }[] } | undefined
        )?.items.find((i) => i.resourceType === 'script');
        measured.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js: scripts ? scripts.transferSize / 1024 : Number.NaN,
        });
      }
      const m = (key: string) => median(measured.map((x) => x[key]!));
      rows.push({
        page: page.name,
        path: page.path,
        [`performance, median of ${runs} (goal ≥ 90)`]: m('score'),
        runs: measured.map((x) => x.score).join(' / '),
        'FCP ms': Math.round(m('fcp')),
        'LCP ms (≤ 2500)': Math.round(m('lcp')),
        'TBT ms (≤ 200)': Math.round(m('tbt')),
        'CLS (≤ 0.1)': m('cls').toFixed(3),
        'JS transferred KB': m('js').toFixed(1),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  printTable(rows);
}
