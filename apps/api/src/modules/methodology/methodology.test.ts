import { insertWalkForwardBacktest, WALK_FORWARD_WEIGHTS } from '../../test/walk-forward-fixture';
import { methodologyResponse } from '@evident/contracts/methodology';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { runScoreJob } from '../../jobs/score/score-job';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

describe('GET /methodology', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('serves the factors with their weights and the metric catalogue with its research', async () => {
    const res = await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"methodology-/);
    const { data } = methodologyResponse.parse(res.json());
    expect(data.factors.map((f) => f.id)).toEqual([
      'value',
      'growth',
      'profitability',
      'health',
      'shareholderRetribution',
      'momentum',
      'earningsQuality',
    ]);
    const inScore = data.factors.filter((f) => f.inScore);
    expect(inScore.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 10);
    expect(data.factors.find((f) => f.id === 'momentum')).toMatchObject({
      inScore: false,
      weight: 0,
    });
    expect(data.metrics).toHaveLength(84);
    // The bank measures apply to financial companies only (ADR 029).
    expect(data.metrics.filter((m) => m.financialOnly).map((m) => m.id)).toEqual([
      'insolvencyZ',
      'roaVolatility',
      'leverageRatio',
    ]);
    const pe = data.metrics.find((m) => m.id === 'pe')!;
    expect(pe).toMatchObject({ name: 'Price / earnings', unit: 'times', direction: 'lower' });
    expect(pe.research[0]!.citation).toMatch(/^Basu/);
    // Every metric a factor uses is in the catalogue.
    const ids = new Set(data.metrics.map((m) => m.id));
    for (const f of data.factors) for (const m of f.metrics) expect(ids.has(m.id)).toBe(true);
  });

  it('answers in the request’s language, tagged and cached per language (issue 23)', async () => {
    const get = (language?: string) =>
      t.app.inject({
        url: '/api/v1/methodology',
        headers: language === undefined ? WEB_KEY : { ...WEB_KEY, 'accept-language': language },
      });
    const answers = await Promise.all([get(), get('es-ES'), get('uk-UA')]);
    const [en, es, uk] = answers.map((res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('accept-language');
      const { data } = methodologyResponse.parse(res.json());
      const pe = data.metrics.find((m) => m.id === 'pe')!;
      return { etag: res.headers.etag, data, pe };
    });
    expect(en!.pe.name).toBe('Price / earnings');
    expect(en!.pe.rulesOfThumb!.text).toBe('Below 10 is cheap, above 20 is expensive.');
    expect(en!.data.factors.find((f) => f.id === 'health')!.name).toBe('Health');

    expect(es!.pe.name).toBe('Precio / beneficio (P/E)');
    expect(es!.pe.rulesOfThumb).toMatchObject({
      good: 10,
      poor: 20,
      text: 'Por debajo de 10 es barata; por encima de 20, cara.',
    });
    expect(es!.pe.research[0]!.citation).toMatch(/^Basu/);
    expect(es!.pe.research[0]!.finding).toMatch(/^Las acciones/);
    expect(es!.data.factors.find((f) => f.id === 'health')!.name).toBe('Solidez financiera');

    expect(uk!.pe.name).toBe('Ціна / прибуток (P/E)');
    expect(uk!.pe.rulesOfThumb!.text).toBe('Нижче 10 — дешево, вище 20 — дорого.');
    expect(uk!.data.factors.find((f) => f.id === 'health')!.name).toBe('Фінансова стійкість');

    // Same numbers, ids and weights in every language: only the texts change.
    for (const other of [es!, uk!]) {
      expect(other.data.weights).toEqual(en!.data.weights);
      expect(other.data.factors.map((f) => [f.id, f.weight])).toEqual(
        en!.data.factors.map((f) => [f.id, f.weight]),
      );
      expect(other.data.metrics.map((m) => [m.id, m.unit, m.direction])).toEqual(
        en!.data.metrics.map((m) => [m.id, m.unit, m.direction]),
      );
    }
    expect(new Set([en!.etag, es!.etag, uk!.etag]).size).toBe(3);

    // A revalidation answers 304 only for the same language's tag.
    const cached = await t.app.inject({
      url: '/api/v1/methodology',
      headers: { ...WEB_KEY, 'accept-language': 'es-ES', 'if-none-match': es!.etag! },
    });
    expect(cached.statusCode).toBe(304);
    const otherLanguage = await t.app.inject({
      url: '/api/v1/methodology',
      headers: { ...WEB_KEY, 'accept-language': 'uk-UA', 'if-none-match': es!.etag! },
    });
    expect(otherLanguage.statusCode).toBe(200);
    expect(methodologyResponse.parse(otherLanguage.json()).data.metrics[0]!.name).toBe(
      uk!.data.metrics[0]!.name,
    );
  });

  it('serves the weights of the loaded run and where they came from (ADR 032)', async () => {
    const fixed = methodologyResponse.parse(
      (await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY })).json(),
    ).data;
    // Before any run: the fixed weights, said to be.
    expect(fixed.weights).toEqual({ kind: 'fixed', asOf: null, months: null, backtestId: null });
    const dir = writeSnapshot(scoredUniverseSnapshot());
    try {
      await importSnapshot({ database: t.database, dir });
      const weights = WALK_FORWARD_WEIGHTS;
      const backtestId = await insertWalkForwardBacktest(t.database.db, {
        asOf: '2026-05-31',
        months: 48,
      });
      await runScoreJob(t.database, { historyYears: 0 });
      await t.app.readModel.reload();
      const res = await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY });
      const { data } = methodologyResponse.parse(res.json());
      expect(data.weights).toEqual({
        kind: 'walk-forward',
        asOf: '2026-05-31',
        months: 48,
        backtestId,
      });
      expect(
        Object.fromEntries(data.factors.filter((f) => f.inScore).map((f) => [f.id, f.weight])),
      ).toEqual(weights);
      expect(data.factors.find((f) => f.id === 'momentum')!.weight).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
