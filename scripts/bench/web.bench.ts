import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, printTable, root, startBuiltServer } from './harness';

/** Pages measured (spec: the home page and a company page). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'company', path: '/stocks/NASDAQ/AAPL' },
];

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
    // Wait for the scored data so the company page is the real one.
    for (let i = 0; i < 900; i++) {
      const res = await fetch(`${server.url}/api/v1/stocks/NASDAQ:AAPL`, {
        headers: { 'x-api-key': 'evident-public-web' },
      }).catch(() => null);
      if (
        res?.ok &&
        ((await res.json()) as { data: { evidentScore: unknown } }).data.evidentScore != null
      )
        break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    for (const page of PAGES) {
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
      rows.push({
        page: page.name,
        path: page.path,
        'performance (goal ≥ 90)': Math.round((lhr.categories.performance?.score ?? 0) * 100),
        'FCP ms': Math.round(audit('first-contentful-paint')),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
        'JS transferred KB': scripts ? (scripts.transferSize / 1024).toFixed(1) : '?',
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  printTable(rows);
}
