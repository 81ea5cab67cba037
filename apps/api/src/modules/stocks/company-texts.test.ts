import { rmSync } from 'node:fs';
import { companyDetailResponse, type CompanyDetail } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { reasonText, valuationReasonText } from './company-texts';

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

describe('valuation reasons', () => {
  const REASONS = [
    'no revenue for the last twelve months',
    'free cash flow is negative or nil in a normal year',
    'no growth history to project',
    'no positive book value',
    'no return on equity for the last twelve months',
    'fewer than two years of return on equity',
    'return on equity (4.1% a year) is below the long-run growth of 4.5%',
    'a REIT is valued on funds from operations, which the data does not report',
    "the share counts filed (38.80 billion) are not on the basis of today's 1.89 billion",
    'own-history multiples: fewer than two multiples can be used (P/E: not positive today; P/FCF: under 5 years of positive history); discounted cash flow: no growth history to project',
    'the methods disagree by more than 2× (own-history multiples $309.00, discounted cash flow $126.00)',
    'excess return on equity: no recent price',
    'fewer than two multiples can be used (none left out)',
    'fewer than 5 years of free cash flow, the latest included',
    'a blank-check company has no business to value yet',
  ];
  it('says every reason the engine gives in Ukrainian and Spanish', () => {
    const allowed = ['P/E', 'P/FCF', 'REIT', 'FFO', 'SPAC'];
    for (const reason of REASONS) {
      expect(latinWords(valuationReasonText(reason, 'uk'), allowed), reason).toEqual([]);
      const es = valuationReasonText(reason, 'es');
      expect(es, reason).not.toBe(reason);
      expect(es).not.toMatch(/\b(the|of|is|no recent|fewer|than)\b/);
    }
    expect(valuationReasonText(REASONS[6]!, 'es')).toBe(
      'la rentabilidad sobre fondos propios (4.1 % anual) es inferior al crecimiento a largo plazo del 4.5 %',
    );
  });
});

describe('what-changed reasons', () => {
  const change = {
    since: '2026-06-30',
    asOf: '2026-07-31',
    scoreBefore: 60,
    scoreAfter: 70,
    bandBefore: 'Fair',
    bandAfter: 'Good',
    bandChanged: true,
    factors: [],
    reasons: [],
    filing: { before: '2026-05-01', after: '2026-07-30' },
    price: { before: 100, after: 110, change: 0.1 },
    weights: null,
  } satisfies NonNullable<CompanyDetail['changes']>;
  const reason = (cause: NonNullable<CompanyDetail['changes']>['reasons'][number]['cause']) => ({
    metric: 'roe',
    name: 'Return on equity',
    factor: 'Profitability' as const,
    before: 0.12,
    after: 0.18,
    percentileBefore: 40,
    percentileAfter: 70,
    effect: 2,
    cause,
    text: '',
  });
  it('writes each cause in Spanish and Ukrainian with the figures in the language', () => {
    expect(reasonText(reason('filing-and-price'), change, 'es')).toBe(
      'Rentabilidad sobre fondos propios (ROE) pasó de 12\u00a0% a 18\u00a0% con el informe del 30 jul 2026 y al moverse la cotización de 100,00\u00a0US$ a 110,00\u00a0US$.',
    );
    expect(reasonText(reason('peers'), change, 'uk')).toMatch(
      /^Показник «.+» лишився на рівні 18%, але змінилися дані інших компаній: його процентиль змінився з 40 на 70\.$/,
    );
  });
});
