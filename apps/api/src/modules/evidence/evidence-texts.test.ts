import { rmSync } from 'node:fs';
import {
  evidenceResponse,
  informationCoefficientsResponse,
  type Evidence,
  type GroupResult,
} from '@evident/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBacktestJob } from '../../jobs/backtest/backtest-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { backtestSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { caveatIn, evidenceIn } from './evidence-texts';

/** Latin words of three letters or more, besides names and abbreviations (S&P, SPY, ADR). */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z&-]{2,}/g) ?? []).filter(
    (w) => !['Evident', 'Score', 'S&P'].includes(w) && !/^[A-Z]{2,}$/.test(w),
  );

/** Every text a reader sees in the evidence answer. */
const texts = (e: Evidence) => [
  ...e.buckets.map((b) => b.label),
  ...e.deciles.map((b) => b.label),
  e.benchmark.label,
  e.params.universe,
  e.params.benchmark,
  ...e.caveats,
];

describe('GET /evidence in the reader’s language (issue 23)', () => {
  let t: TestApp;
  let dir: string;
  let stored: Awaited<ReturnType<typeof runBacktestJob>>;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(backtestSnapshot());
    await importSnapshot({ database: t.database, dir });
    stored = await runBacktestJob(t.database, {
      start: '2025-01-31',
      end: '2026-05-31',
      inSampleEnd: '2025-12-31',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string, language: string | null) => {
    const res = await t.app.inject({
      url: `/api/v1${url}`,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const evidence = async (language: string | null) => {
    const res = await get('/evidence', language);
    return { res, data: evidenceResponse.parse(res.json()).data! };
  };

  it('writes the labels, universe, benchmark and caveats in Spanish and Ukrainian', async () => {
    const { data: en, res: enRes } = await evidence(null);
    const { data: es, res: esRes } = await evidence('es-ES');
    const { data: uk, res: ukRes } = await evidence('uk-UA,uk;q=0.9,en;q=0.8');

    // The caveats are stored as codes (issue 54), written in each language; English as before.
    expect(stored.result).not.toHaveProperty('caveats');
    expect(stored.result.caveatCodes!.map((c) => c.code)).toEqual([
      'survivorship',
      'delistings',
      'earlyFundamentals',
      'investable',
      'costs',
      'weights',
      'pastPerformance',
    ]);
    expect(en.caveats.at(-2)).toMatch(/^The fixed factor weights come from published research/);
    expect(en.caveats.find((c) => c.startsWith('Costs:'))).toBe(
      'Costs: 10 basis points per unit of one-way turnover; no taxes, no market impact.',
    );
    expect(en.params).toEqual(stored.params);
    expect(en.buckets[0]!.label).toBe('Score 90 or more');
    expect(en.deciles[9]!.label).toBe('Decile 10 (best)');
    expect(en.benchmark.label).toBe('Benchmark');
    expect((await evidence('en-US')).data).toEqual(en);

    expect(es.buckets.map((b) => b.label)).toEqual([
      'Puntuación de 90 o más',
      'Puntuación de 70 a 89',
      'Puntuación de 50 a 69',
      'Puntuación de 20 a 49',
      'Puntuación inferior a 20',
    ]);
    expect(es.deciles[0]!.label).toBe('Decil 1 (el peor)');
    expect(uk.deciles[9]!.label).toBe('Дециль 10 (найкращий)');
    expect(es.benchmark.label).toBe('Índice de referencia');
    expect(uk.params.benchmark).toBe(
      'SPY (ціни закриття на кінець місяця з поправкою на дивіденди)',
    );
    expect(es.caveats.at(-1)).toBe('La rentabilidad pasada no garantiza rentabilidades futuras.');
    expect(uk.caveats.find((c) => c.startsWith('Витрати:'))).toBe(
      'Витрати: 10 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
    );
    expect(uk.caveats[0]).toMatch(/^Помилка вцілілого: .* У 2025 році \d+ з \d+ учасників/);

    // Every text is translated; nothing else changes.
    const english = new Set(texts(en));
    expect(texts(es).filter((x) => english.has(x))).toEqual([]);
    expect(texts(uk).flatMap(latinWords)).toEqual([]);
    const figures = (e: Evidence) => ({
      ...e,
      params: { ...e.params, universe: '', benchmark: '' },
      buckets: e.buckets.map((b) => ({ ...b, label: '' })),
      deciles: e.deciles.map((b) => ({ ...b, label: '' })),
      benchmark: { ...e.benchmark, label: '' },
      caveats: e.caveats.length,
    });
    expect(figures(es)).toEqual(figures(en));
    expect(figures(uk)).toEqual(figures(en));

    // Cached and tagged per language.
    expect(new Set([enRes, esRes, ukRes].map((r) => r.headers.etag)).size).toBe(3);
    expect(esRes.headers.vary).toBe('accept-encoding, accept-language');
    const again = await t.app.inject({
      url: '/api/v1/evidence',
      headers: { 'accept-language': 'es-ES', 'if-none-match': esRes.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({
      url: '/api/v1/evidence',
      headers: { 'accept-language': 'uk', 'if-none-match': esRes.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps one answer for every language where there is no text (ICs, live record)', async () => {
    for (const url of ['/evidence/information-coefficients', '/evidence/live']) {
      const en = await get(url, null);
      const uk = await get(url, 'uk-UA');
      expect(uk.body, url).toBe(en.body);
      expect(uk.headers.etag, url).toBe(en.headers.etag);
    }
    const ics = informationCoefficientsResponse.parse(
      (await get('/evidence/information-coefficients', 'es')).json(),
    ).data!;
    expect(ics.ics.universes[0]!.signals.map((s) => s.id)).toContain('evidentScore');
  });
});

describe('the evidence presenter', () => {
  const group = (id: string, label: string) => ({ id, label }) as GroupResult;

  it('writes the walk-forward buckets as the web’s comparison table reads them', () => {
    const base = {
      buckets: [],
      deciles: [],
      benchmark: { label: 'Benchmark' },
      params: { universe: 'somewhere', benchmark: 'SPY' },
      caveats: [],
    } as unknown as Evidence;
    const e = {
      ...base,
      walkForward: {
        start: '2020-01-31',
        buckets: [group('90+', 'Walk-forward Score 90 or more'), group('<20', 'x')],
        deciles: [group('D10', 'Walk-forward Decile 10 (best)')],
        fixedSameDates: { buckets: [group('70-89', 'Score 70 to 89')], deciles: [] },
        weights: [],
        latest: null,
      },
    } as unknown as Evidence;
    const es = evidenceIn(e, 'es').walkForward!;
    const uk = evidenceIn(e, 'uk').walkForward!;
    // The web strips "Walk-forward Score " and writes the rest into its own "Score {{bucket}}".
    expect(es.buckets.map((b) => b.label)).toEqual([
      'Walk-forward Score de 90 o más',
      'Walk-forward Score inferior a 20',
    ]);
    expect(uk.buckets[0]!.label.replace(/^Walk-forward Score /, '')).toBe('90 або більше');
    expect(es.deciles[0]!.label).toBe('Decil 10 (el mejor) (ponderaciones walk-forward)');
    expect(uk.deciles[0]!.label).toBe('Дециль 10 (найкращий) (ковзні ваги)');
    expect(uk.fixedSameDates.buckets[0]!.label).toBe('Оцінка від 70 до 89');
    // An unknown universe stays as stored; English labels are answered as stored.
    expect(evidenceIn(e, 'uk').params.universe).toBe('somewhere');
    expect(evidenceIn(e, 'en')).toEqual(e);
  });

  it('writes every wording of a caveat from its code and figures', () => {
    const delistings = { code: 'delistings', missing: 12, total: 3456 } as const;
    expect(caveatIn(delistings, 'es')).toMatch(
      /: 12 de 3456 posiciones\. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas\.$/,
    );
    const sensitivity = caveatIn(
      { ...delistings, topBucket: { lost50: -0.045, lost100: null, measured: 0.12 } },
      'uk',
    );
    expect(sensitivity).toMatch(/: 12 з 3\u00a0456 позицій\./);
    expect(sensitivity).toMatch(/становила б -4,5% або немає даних \(виміряна: 12,0%\)\.$/);
    expect(caveatIn({ code: 'survivorship' }, 'es')).toMatch(
      /^Sesgo de supervivencia: .*a todos los grupos\.$/,
    );
    expect(caveatIn({ code: 'costs', basisPoints: 2.5 }, 'uk')).toMatch(
      /^Витрати: 2,5 базисного пункту /,
    );
    expect(caveatIn({ code: 'costs', basisPoints: 1 }, 'es')).toMatch(/^Costes: 1 punto básico /);
    expect(caveatIn({ code: 'costs', basisPoints: 1 }, 'en')).toMatch(/^Costs: 1 basis point per /);
    // ADR 049: the investable universe's caveat, without and with the liquidity floor's date.
    const investable = { code: 'investable', liquidityFloorFrom: null } as const;
    expect(caveatIn(investable, 'es')).toMatch(/^El universo invertible y los tramos /);
    expect(caveatIn(investable, 'uk')).toMatch(/^Інвестиційний універсум і діапазони /);
    const from = { code: 'investable', liquidityFloorFrom: '2021-10-31' } as const;
    expect(caveatIn(from, 'es')).toMatch(/se aplica desde el 31 oct 2021, la primera fecha /);
    expect(caveatIn(from, 'uk')).toMatch(
      /^Інвестиційний універсум .* застосовується з 31 жовт\. 2021 р\. — першої дати/,
    );
    expect(caveatIn(from, 'en')).toMatch(/ applies from Oct 31, 2021, the first date /);
  });
});
