import { describe, expect, it } from 'vitest';
import { fillTemplate, withRenderedPage } from './web-pages';

describe('pages rendered with their answers (ADR 020, 028)', () => {
  it('fills API path templates with the page parameters, URL-encoded', () => {
    const params = { exchange: 'nasdaq', ticker: 'brk.b' };
    expect(fillTemplate('/stocks/{exchange|upper}%3A{ticker|upper}', params)).toBe(
      '/stocks/NASDAQ%3ABRK.B',
    );
    expect(fillTemplate('/q?s={ticker}', { ticker: 'a&b' })).toBe('/q?s=a%26b');
    expect(fillTemplate('/stocks/{symbol}', params)).toBeNull();
    expect(fillTemplate('/methodology', params)).toBe('/methodology');
  });

  it('puts the rendered copies between the marks and the state before </body>, "<" escaped', () => {
    const built =
      '<html><body><div id="root"><!--evident-root--><p>built</p><!--/evident-root--></div></body></html>';
    const html = withRenderedPage(built, {
      root: '<p>rendered $&</p>',
      state: { text: '</script><script>alert(1)' },
    });
    expect(html).toContain(
      '<div id="root"><!--evident-root--><p>rendered $&</p><!--/evident-root--></div><script type="application/json" id="evident-state">',
    );
    const json = /id="evident-state">(.*?)<\/script><\/body>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)' });
    expect(() => withRenderedPage('<body></body>', { root: '', state: null })).toThrow(
      /no rendered root/,
    );
  });
});
