import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { companyPageHead, withHead } from './page-head';

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('share image and link preview (issue 23)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the score card as a PNG at 3× (1200 × 630), with no API key (link previews send none)', async () => {
    const res = await t.app.inject({ url: '/share/stocks/NASDAQ/AAPL.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // The security headers of every answer apply here too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // EVIDENT_SHARE_IMAGE_OUT=dir: the cards of a scored company in each language, to look at.
    const out = process.env.EVIDENT_SHARE_IMAGE_OUT;
    if (out) {
      const scored = [...t.app.readModel.get()!.byTicker.values()].find(
        (e) => e.summary.evidentScore !== null,
      )!;
      const [exchange, symbol] = scored.company.ticker.split(':');
      for (const lang of ['en', 'es', 'uk']) {
        const card = await t.app.inject({
          url: `/share/stocks/${exchange}/${symbol}.png?lang=${lang}`,
        });
        writeFileSync(`${out}/card-${lang}.png`, card.rawPayload);
      }
    }
  });

  it('draws it in the sharer’s language: the lang parameter, else accept-language', async () => {
    const en = await t.app.inject({ url: '/share/stocks/NASDAQ/AAPL.png?lang=en' });
    const uk = await t.app.inject({ url: '/share/stocks/nasdaq/aapl.png?lang=uk' });
    const ukHeader = await t.app.inject({
      url: '/share/stocks/NASDAQ/AAPL.png',
      headers: { 'accept-language': 'uk-UA,uk;q=0.9' },
    });
    expect(uk.statusCode).toBe(200);
    expect(Buffer.compare(en.rawPayload, uk.rawPayload)).not.toBe(0);
    expect(Buffer.compare(uk.rawPayload, ukHeader.rawPayload)).toBe(0);
  });

  it('answers an unknown company or a bad path as not found, a bad language as a 400', async () => {
    expect((await t.app.inject({ url: '/share/stocks/NASDAQ/NOPE.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/share/stocks/NASDAQ/AAPL.gif' })).statusCode).toBe(400);
    const bad = await t.app.inject({ url: '/share/stocks/NASDAQ/AAPL.png?lang=fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid query parameter: lang:/);
  });

  it('writes the company page’s title and Open Graph tags from its answer', async () => {
    const answer = await t.app.inject({
      url: '/api/v1/stocks/NASDAQ%3AAAPL',
      headers: { 'x-api-key': 'evident-public-web' },
    });
    const score = (answer.json() as { data: { evidentScore: number | null } }).data.evidentScore;
    const head = companyPageHead(
      '/stocks/NASDAQ/AAPL',
      [{ url: '/api/v1/stocks/NASDAQ%3AAAPL', body: answer.body }],
      'https://evident.example/',
      'en',
    );
    expect(head).not.toBeNull();
    expect(head).toContain(
      score === null
        ? '<title>Apple Inc. (NASDAQ:AAPL) · Evident</title>'
        : `<title>Apple Inc. (NASDAQ:AAPL): Evident Score ${score}/100</title>`,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://evident.example/share/stocks/NASDAQ/AAPL.png?lang=en" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://evident.example/stocks/NASDAQ/AAPL" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const html = withHead(
      '<html><head><meta name="description" content="generic" /><title>Evident</title></head><body></body></html>',
      head!,
    );
    expect(html).not.toContain('generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Other pages, or a page without its answer, keep the build's head.
    expect(companyPageHead('/about', [], 'https://evident.example', 'en')).toBeNull();
    expect(companyPageHead('/stocks/NASDAQ/AAPL', [], 'https://evident.example', 'en')).toBeNull();
  });
});
