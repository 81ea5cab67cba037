// The last step of the web build (ADR 019): renders each public page of `budgets.json` once per
// breakpoint with the server build of `src/prerender.tsx` and writes `dist/pages/<name>.html` — the
// built `index.html` with the page's HTML in #root (one copy per breakpoint, CSS shows the one
// that fits the screen), the page's stylesheets and its route chunk preloaded — plus
// `dist/pages/pages.json`, which tells the server which page answers which path.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const serverBuild = path.join(web, 'dist-prerender', 'prerender.js');

/** The path rendered for a route pattern: its parameters are placeholders that render nothing. */
export const samplePath = (route) => route.replace(/:(\w+)\??/g, '_');

/** A file name for a route: `/` is home, `/stocks/:exchange/:ticker` is stocks. */
export const pageName = (route) =>
  route === '/'
    ? 'home'
    : route
        .split('/')
        .filter((s) => s && !s.startsWith(':'))
        .join('-');

// Which breakpoint's copy shows, by the same widths as hooks/use-breakpoint.ts.
const SHOW_ONE_COPY = [
  '@media not all and (max-width: 768px){[data-prerendered="mobile"]{display:none}}',
  '@media (max-width: 768px),not all and (max-width: 1024px){[data-prerendered="tablet"]{display:none}}',
  '@media (max-width: 1024px){[data-prerendered="desktop"]{display:none}}',
].join('');

/**
 * The stylesheets and module chunks a route's chunk brings with it (its static imports too),
 * less what the template already loads.
 */
export function routeAssets(manifest, module, template) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest`);
  walk(module);
  const css = new Set();
  const js = new Set();
  for (const key of seen) {
    for (const file of manifest[key].css ?? []) css.add(file);
    js.add(manifest[key].file);
  }
  const absent = (file) => !template.includes(`/${file}"`);
  return { css: [...css].filter(absent), js: [...js].filter(absent) };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The app's JavaScript starts after the prerendered page's first frame: its chunks are fetched
 * (modulepreload) and the entry imported once the browser has painted, so the page shows as soon
 * as its HTML has arrived, not after the JavaScript. A hidden tab (no frames) starts at once.
 */
export function startAfterFirstPaint(entry, chunks) {
  const files = JSON.stringify(chunks);
  return (
    `<script type="module">const start=()=>{for(const href of ${files}){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;` +
    `document.head.append(l)}import(${JSON.stringify(entry)})};` +
    `document.visibilityState==='hidden'?start():requestAnimationFrame(()=>setTimeout(start));</script>`
  );
}

/**
 * A prerendered page: the template with the rendered copies in #root; the stylesheets of the app
 * and of the route inlined (`css`: file name → text), so the first paint waits for nothing but the
 * HTML; the app's JavaScript and the route's chunks loaded after that paint.
 */
export function pageHtml(template, copies, assets, css) {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error('index.html has no module entry script');
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1]);
  const sheets = [...[...template.matchAll(STYLESHEET)].map((m) => m[1].slice(1)), ...assets.css];
  const styleOf = (file) => {
    const text = css[file];
    if (text === undefined) throw new Error(`no text for the stylesheet ${file}`);
    return `<style>${text}</style>`;
  };
  const head = [...sheets.map(styleOf), `<style>${SHOW_ONE_COPY}</style>`].join('\n    ');
  const root = copies
    // Inert until the app replaces it: a click before the app has started is not taken (and not
    // lost silently on a control that cannot act yet); links and buttons answer once it has.
    .map(({ breakpoint, html }) => `<div data-prerendered="${breakpoint}" inert>${html}</div>`)
    .join('');
  const chunks = [entry[1], ...preloads, ...assets.js.map((f) => `/${f}`)];
  return template
    .replace(PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(entry[0], startAfterFirstPaint(entry[1], chunks))
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${root}</div>`)
    .replace(/\n\s*\n/g, '\n');
}

async function main() {
  if (!existsSync(serverBuild)) throw new Error(`no ${serverBuild}: run the server build first`);
  const { renderPage, BREAKPOINTS } = await import(pathToFileURL(serverBuild).href);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const budgets = JSON.parse(readFileSync(path.join(web, 'budgets.json'), 'utf8'));
  const stylesheets = Object.fromEntries(
    readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => [`assets/${f}`, readFileSync(path.join(dist, 'assets', f), 'utf8').trim()]),
  );
  const out = path.join(dist, 'pages');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const pages = [];
  for (const [route, { module, data }] of Object.entries(budgets.routes)) {
    const copies = [];
    for (const breakpoint of BREAKPOINTS) {
      copies.push({ breakpoint, html: await renderPage(samplePath(route), breakpoint) });
    }
    const file = `${pageName(route)}.html`;
    const assets = routeAssets(manifest, module, template);
    const html = pageHtml(template, copies, assets, stylesheets);
    writeFileSync(path.join(out, file), html);
    pages.push({ route, file: `pages/${file}`, ...(data?.length ? { data } : {}) });
    process.stdout.write(
      `prerendered ${route} → dist/pages/${file} (${(html.length / 1024).toFixed(0)} KB)\n`,
    );
  }
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  rmSync(path.join(web, 'dist-prerender'), { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
