// The last step of the web build (ADR 019): renders each public page of `budgets.json` once per
// breakpoint with the server build of `src/prerender.tsx` and writes `dist/pages/<name>.html` — the
// built `index.html` with the page's HTML in #root (one copy per breakpoint, CSS shows the one
// that fits the screen), the page's stylesheets and its route chunk preloaded — plus
// `dist/pages/pages.json`, which tells the server which page answers which path. The server build
// stays in `dist-server/`: the server renders the pages that read API answers per request with it
// (ADR 028), between the page's ROOT_START and ROOT_END marks.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const serverBuild = path.join(web, 'dist-server', 'prerender.js');

/** Where a page's rendered copies start and end in its HTML (the server puts its own there). */
export const ROOT_START = '<!--evident-root-->';
export const ROOT_END = '<!--/evident-root-->';

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
 * The modules the app's start evaluates (ADR 028): the entry, and the stages it imports one task
 * after another (`src/boot/*`). Their files are fetched as soon as a page has painted.
 */
export function bootModules(manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  return [
    entry,
    ...(manifest[entry].dynamicImports ?? []).filter((k) => k.startsWith('src/boot/')),
  ];
}

/**
 * The stylesheets and module chunks that `modules` (a route's chunk, or several) bring with them
 * (their static imports too), less what the template already loads.
 */
export function routeAssets(manifest, modules, template) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  for (const module of [modules].flat()) {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest`);
    walk(module);
  }
  const css = new Set();
  const js = new Set();
  for (const key of seen) {
    for (const file of manifest[key].css ?? []) css.add(file);
    js.add(manifest[key].file);
  }
  const absent = (file) => !template.includes(`/${file}"`);
  return { css: [...css].filter(absent), js: [...js].filter(absent) };
}

/**
 * `index.html` (every path that is not a public page) with the app's start fetched at once: the
 * boot stages' modules preloaded and their stylesheets linked, instead of found one stage after
 * another.
 */
export function withBootAssets(template, assets) {
  const links = [
    ...assets.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  return template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
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
 * A prerendered page: the template with the rendered copies (`root`) in #root; the stylesheets of
 * the app and of the route inlined (`css`: file name → text), so the first paint waits for nothing
 * but the HTML; the app's JavaScript and the route's chunks loaded after that paint.
 */
export function pageHtml(template, root, assets, css) {
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
  const chunks = [entry[1], ...preloads, ...assets.js.map((f) => `/${f}`)];
  return template
    .replace(PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(entry[0], startAfterFirstPaint(entry[1], chunks))
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${ROOT_START}${root}${ROOT_END}</div>`)
    .replace(/\n\s*\n/g, '\n');
}

async function main() {
  if (!existsSync(serverBuild)) throw new Error(`no ${serverBuild}: run the server build first`);
  const { renderRoot } = await import(pathToFileURL(serverBuild).href);
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
    const root = await renderRoot(samplePath(route));
    const file = `${pageName(route)}.html`;
    const assets = routeAssets(manifest, [...bootModules(manifest), module], template);
    const html = pageHtml(template, root, assets, stylesheets);
    writeFileSync(path.join(out, file), html);
    pages.push({ route, file: `pages/${file}`, ...(data?.length ? { data } : {}) });
    process.stdout.write(
      `prerendered ${route} → dist/pages/${file} (${(html.length / 1024).toFixed(0)} KB)\n`,
    );
  }
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  writeFileSync(
    path.join(dist, 'index.html'),
    withBootAssets(template, routeAssets(manifest, bootModules(manifest), template)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
