import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { initialJavaScriptByRoute } from '../web-budget.mjs';
import { ensureBuilt, printTable, root, startBuiltServer, type RunningServer } from './harness';

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
    `initial JavaScript of every page (entry + modulepreloads, gzip): ${(initial.gzipBytes / 1024).toFixed(1)} KB in ${initial.files.length} files`,
  );
  // What each public page loads before it can show itself (the CI budget check's figures).
  const budgets = JSON.parse(readFileSync(path.join(root, 'apps', 'web', 'budgets.json'), 'utf8'));
  const perRoute = initialJavaScriptByRoute(distDir, budgets);
  printTable(
    Object.entries(perRoute).map(([route, { kb, files }]) => ({
      route,
      'initial JS KB gzip (goal ≤ 150)': kb.toFixed(1),
      files,
      'CI budget KB': budgets.routes[route]!.budgetKb,
    })),
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
    // `--pages=company,evidence` measures only those pages; `--during-run=no` skips the pages
    // measured while a score run goes on (quicker, when working on one page).
    const only = arg('pages')?.split(',');
    const pages = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
    const profiles: Record<string, string | number>[] = [];
    for (const page of pages) {
      // A run Lighthouse could not record (NO_NAVSTART) is no measurement: it is reported, left
      // out of the medians, and run again (at most twice per page).
      const measured: PageFigures[] = [];
      const recorded: PageFigures[] = [];
      for (let attempt = 1; recorded.length < runs && attempt <= runs + 2; attempt++) {
        const figures = await measurePage(`${server.url}${page.path}`, chrome.port);
        if (figures.error) console.warn(`${page.path} run ${attempt}: ${figures.error}`);
        else recorded.push(figures);
        measured.push(figures);
      }
      rows.push(summarize(page, measured, `performance, median of ${runs} (goal ≥ 90)`));
      // Where the main thread's time went on the median run (Lighthouse's breakdown, 4× CPU).
      if (recorded.length === 0) continue;
      const median = [...recorded].sort((a, b) => a.score - b.score)[recorded.length >> 1]!;
      profiles.push({
        page: page.name,
        ...median.breakdown,
        'top scripts (ms of CPU)': median.topScripts,
        'LCP element': median.lcpElement,
      });
    }
    printTable(rows);
    console.log('\nmain thread, median run (ms, Lighthouse mainthread-work-breakdown):');
    printTable(profiles);

    // The same pages while the server runs a score run (issue 27: it must still answer quickly).
    if (arg('during-run') === 'no') return;
    const during: Record<string, string | number>[] = [];
    for (const page of pages) {
      await ensureScoreRun(server);
      const figures = await measurePage(`${server.url}${page.path}`, chrome.port);
      const stillRunning = isScoreRun((await currentJob(server))?.kind);
      during.push({
        ...summarize(page, [figures], 'performance during a score run (one run)'),
        'run still going at the end': stillRunning ? 'yes' : 'no',
      });
    }
    console.log(
      '\nduring a score run (started through the local tools route, one Lighthouse run per page):',
    );
    printTable(during);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  breakdown: Record<string, number>;
  topScripts: string;
  /** The element Lighthouse took as the largest contentful paint (its label, shortened). */
  lcpElement: string;
  /** Lighthouse's error when the run failed (its score is then 0, not a measurement). */
  error?: string;
}

/** One Lighthouse run (its default: a mobile device, simulated slow 4G, 4× CPU throttling). */
async function measurePage(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // `BENCH_WEB_REPORTS=DIR` keeps each run's whole Lighthouse report (long tasks, their scripts).
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = <T>(id: string) =>
    (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  const scripts = items<{ resourceType: string; transferSize: number }>('resource-summary').find(
    (i) => i.resourceType === 'script',
  );
  const breakdown: Record<string, number> = {};
  for (const i of items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown')) {
    breakdown[i.groupLabel] = Math.round(i.duration);
  }
  const topScripts = items<{ url: string; total: number }>('bootup-time')
    .slice(0, 3)
    .map((i) => `${i.url.split('/').pop()} ${Math.round(i.total)}`)
    .join(', ');
  type NodeItem = { node?: { nodeLabel?: string; selector?: string } };
  const lcpTable = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: NodeItem[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node;
  const lcpElement = lcpTable
    ? `${lcpTable.selector?.split(' > ').slice(-2).join(' > ') ?? ''} "${(lcpTable.nodeLabel ?? '').slice(0, 40)}"`
    : 'not reported';
  return {
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts ? scripts.transferSize / 1024 : Number.NaN,
    breakdown,
    topScripts,
    lcpElement,
  };
}

function summarize(
  page: { name: string; path: string },
  measured: PageFigures[],
  scoreLabel: string,
): Record<string, string | number> {
  const recorded = measured.filter((x) => !x.error);
  const m = (key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'js') =>
    recorded.length ? median(recorded.map((x) => x[key])) : Number.NaN;
  return {
    page: page.name,
    path: page.path,
    [scoreLabel]: m('score'),
    runs: measured
      .map((x) => (x.error ? `failed (${x.error.split(':')[0]})` : x.score))
      .join(' / '),
    'FCP ms': Math.round(m('fcp')),
    'LCP ms (≤ 2500)': Math.round(m('lcp')),
    'TBT ms (≤ 200)': Math.round(m('tbt')),
    'CLS (≤ 0.1)': m('cls').toFixed(3),
    'JS transferred KB': m('js').toFixed(1),
  };
}

/** A score run, first or again: the server names a run over served scores a rescore (ADR 052). */
const isScoreRun = (kind: string | undefined) => kind === 'score' || kind === 'rescore';

async function currentJob(server: RunningServer): Promise<{ kind: string } | null> {
  const res = await fetch(`${server.url}/api/v1/health`);
  const body = (await res.json()) as { data: { data: { activity: { kind: string } | null } } };
  return body.data.data.activity;
}

/** Makes sure a score run is going on (starting one through the local tools route if not). */
async function ensureScoreRun(server: RunningServer): Promise<void> {
  if (isScoreRun((await currentJob(server))?.kind)) return;
  const { token } = JSON.parse(readFileSync(path.join(server.dataDir!, 'server.json'), 'utf8')) as {
    token: string;
  };
  const res = await fetch(`${server.url}/api/v1/internal/score-run`, {
    method: 'POST',
    headers: { 'x-evident-local-token': token },
  });
  if (res.status !== 202) throw new Error(`the server did not start a score run (${res.status})`);
  // Into the heavy part: the run has read a good share of the companies.
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    if (isScoreRun((await currentJob(server))?.kind)) break;
  }
  await new Promise((r) => setTimeout(r, 5000));
}
