import { describe, expect, it } from 'vitest';
import { fillTemplate, withAnswers } from './web-pages';

describe('answers sent with a page (ADR 020)', () => {
  it('fills API path templates with the page parameters, URL-encoded', () => {
    const params = { exchange: 'nasdaq', ticker: 'brk.b' };
    expect(fillTemplate('/stocks/{exchange|upper}%3A{ticker|upper}', params)).toBe(
      '/stocks/NASDAQ%3ABRK.B',
    );
    expect(fillTemplate('/q?s={ticker}', { ticker: 'a&b' })).toBe('/q?s=a%26b');
    expect(fillTemplate('/stocks/{symbol}', params)).toBeNull();
    expect(fillTemplate('/methodology', params)).toBe('/methodology');
  });

  it('puts the answers before </body> with "<" escaped', () => {
    const html = withAnswers('<html><body><p>x</p></body></html>', [
      { url: '/api/v1/a', body: '{"success":true,"data":"</script><script>alert(1)"}' },
    ]);
    expect(html).toContain('<p>x</p><script type="application/json" id="evident-answers">[');
    const json = /id="evident-answers">(.*?)<\/script><\/body>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual([
      { url: '/api/v1/a', body: { success: true, data: '</script><script>alert(1)' } },
    ]);
    expect(withAnswers('<body></body>', [])).toBe('<body></body>');
  });
});
