import { describe, expect, it } from 'vitest';
import {
  pageHtml,
  pageName,
  ROOT_END,
  ROOT_START,
  routeAssets,
  samplePath,
} from '../apps/web/scripts/prerender.mjs';

const template = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react'],
    css: ['assets/index-1.css'],
  },
  _react: { file: 'assets/react-1.js' },
  _card: { file: 'assets/card-1.js', imports: ['_react'], css: ['assets/card-1.css'] },
  _chart: { file: 'assets/chart-1.js', css: ['assets/chart-1.css'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_card', '_react'],
    dynamicImports: ['_chart'],
    css: ['assets/home-1.css', 'assets/index-1.css'],
  },
};

describe('the prerendered pages (apps/web/scripts/prerender.mjs)', () => {
  it('names pages and renders parameters as placeholders', () => {
    expect(pageName('/')).toBe('home');
    expect(pageName('/stocks/:exchange/:ticker')).toBe('stocks');
    expect(pageName('/evidence')).toBe('evidence');
    expect(samplePath('/stocks/:exchange/:ticker')).toBe('/stocks/_/_');
    expect(samplePath('/screener/:id?')).toBe('/screener/_');
  });

  it("loads the route's stylesheets and static chunks with the page, not its on-demand ones", () => {
    const assets = routeAssets(manifest, 'src/app/routes/home.tsx', template);
    expect(assets.css.sort()).toEqual(['assets/card-1.css', 'assets/home-1.css']);
    expect(assets.js.sort()).toEqual(['assets/card-1.js', 'assets/home-1.js']);
    expect(() => routeAssets(manifest, 'src/app/routes/nope.tsx', template)).toThrow(
      /not in the Vite manifest/,
    );
  });

  it('puts the copies in #root between the server marks and shows the one that fits the screen', () => {
    const css = {
      'assets/index-1.css': '.a{color:red}',
      'assets/home-1.css': '.h{color:blue}',
    };
    const copies =
      '<div data-prerendered="mobile" inert><h1>m</h1></div><div data-prerendered="desktop" inert><h1>$&d</h1></div>';
    const html = pageHtml(
      template,
      copies,
      { css: ['assets/home-1.css'], js: ['assets/home-1.js'] },
      css,
    );
    // The copies arrive unchanged ("$&" is not a replacement pattern here).
    expect(html).toContain(`<div id="root">${ROOT_START}${copies}${ROOT_END}</div>`);
    const head = html.slice(0, html.indexOf('</head>'));
    // The stylesheets are inlined: the first paint waits for nothing but the HTML.
    expect(head).toContain('<style>.a{color:red}</style>');
    expect(head).toContain('<style>.h{color:blue}</style>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain(
      '@media not all and (max-width: 768px){[data-prerendered="mobile"]{display:none}}',
    );
    expect(head).toContain(
      '@media (max-width: 1024px){[data-prerendered="desktop"]{display:none}}',
    );
    // The JavaScript (the entry, its chunks and the route's) starts after the first frame.
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('src="/assets/index-1.js"');
    const script = /<script type="module">(.*?)<\/script>/.exec(head)![1]!;
    expect(script).toContain('["/assets/index-1.js","/assets/react-1.js","/assets/home-1.js"]');
    expect(script).toContain('import("/assets/index-1.js")');
    expect(script).toContain('requestAnimationFrame(');
    expect(() => pageHtml('<html></html>', '', { css: [], js: [] }, css)).toThrow(
      /no module entry/,
    );
    expect(() => pageHtml(template, '', { css: ['assets/missing.css'], js: [] }, css)).toThrow(
      /no text for the stylesheet/,
    );
  });
});
