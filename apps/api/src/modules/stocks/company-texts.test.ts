import { rmSync } from 'node:fs';
import { companyDetailResponse, type CompanyDetail } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';

/** Latin words of three letters or more left in a Ukrainian text (names and symbols allowed). */
const latinWords = (text: string, allowed: readonly string[]) =>
  (text.match(/[A-Za-z][A-Za-z/&.-]{2,}/g) ?? []).filter((w) => !allowed.includes(w));

/** Every sentence of the answer a reader sees. */
const sentences = (d: CompanyDetail) => [
  ...d.faq.flatMap((f) => [f.question, f.answer]),
  ...Object.values(d.attributes).flatMap((list) => list.map((a) => a.text)),
  ...Object.values(d.metrics).flatMap((m) => (m.note ? [m.note] : [])),
  ...(d.fairValueDetail?.reason ? [d.fairValueDetail.reason] : []),
  ...(d.changes?.reasons.map((r) => r.text) ?? []),
];

describe('the company page’s sentences in the reader’s language (issue 23)', () => {
  let t: TestApp;
  let dir: string;
  let scored: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
    const entries = [...t.app.readModel.get()!.byTicker.values()];
    scored = entries.find((e) => e.summary.evidentScore !== null && e.score?.attributes.length)!
      .company.ticker;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const company = async (language?: string) => {
    const res = await t.app.inject({
      url: `/api/v1/stocks/${encodeURIComponent(scored)}`,
      headers: { ...WEB_KEY, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return { res, detail: companyDetailResponse.parse(res.json()).data };
  };

  it('writes the FAQ and the attributes in Spanish and Ukrainian, the figures unchanged', async () => {
    const { detail: en, res: enRes } = await company();
    const { detail: es, res: esRes } = await company('es-ES');
    const { detail: uk } = await company('uk-UA');
    expect(en.faq[0]!.question).toBe(`What is ${en.companyName}'s Evident Score?`);
    expect(es.faq[0]!.question).toBe(`¿Cuál es el Evident Score de ${en.companyName}?`);
    expect(uk.faq[0]!.question).toBe(`Який Evident Score у ${en.companyName}?`);
    expect(es.attributes.positive.length + es.attributes.negative.length).toBeGreaterThan(0);
    for (const [a, b] of [
      [en, es],
      [en, uk],
    ] as const) {
      expect(b.evidentScore).toBe(a.evidentScore);
      expect(b.kpis).toEqual(a.kpis);
      expect(b.attributes.positive.map((x) => x.metric)).toEqual(
        a.attributes.positive.map((x) => x.metric),
      );
    }
    const allowed = [
      en.companyName,
      ...en.companyName.split(' '),
      'Evident',
      'Score',
      'P/E',
      'ROE',
      'ROIC',
      'EBITDA',
      'EBIT',
      'EPS',
      'FCF',
      'TTM',
      'EV',
      'US$',
      'Altman',
      'Piotroski',
      'Beneish',
      'Ohlson',
      'Sloan',
      'Merton',
      'P/S',
      'P/B',
      'P/FCF',
      'REIT',
      'FFO',
      'CROIC',
      'ROA',
    ];
    const left = sentences(uk).flatMap((s) => latinWords(s, allowed));
    expect(left).toEqual([]);
    // A Spanish sentence is never the English one.
    const english = new Set(sentences(en));
    expect(sentences(es).filter((s) => english.has(s))).toEqual([]);
    // Kept and tagged per language.
    expect(esRes.headers.etag).not.toBe(enRes.headers.etag);
    expect(esRes.headers.vary).toBe('accept-encoding, accept-language');
  });

  it('leaves the English answer as the presenter writes it', async () => {
    const { detail } = await company('en-GB');
    expect(detail.faq[2]!.question).toBe(`How profitable is ${detail.companyName}?`);
  });
});
