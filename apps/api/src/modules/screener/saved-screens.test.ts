import { errorEnvelope } from '@evident/contracts/envelope';
import {
  deleteScreenResponse,
  SCREENER_MESSAGES,
  screenerExplanationResponse,
  screenerFieldsResponse,
  screenerPresetsResponse,
  screenResponse,
  screensResponse,
  type ScreenerFilter,
} from '@evident/contracts/screener';
import { PRESETS } from '@evident/engine/screening/presets';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { buildScoredTestApp } from '../../test/scored-test-app';

const PUBLIC = 'https://evident.test';

describe('screener API: saved screens, presets, languages (spec §7 Screener, issues 20, 23)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  let free: string;
  let pro: string;
  let basic: string;

  beforeAll(async () => {
    t = await buildScoredTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 });
    free = await signedInToken(t.app, t.database.db, 'free@example.com');
    pro = await signedInToken(t.app, t.database.db, 'pro@example.com');
    basic = await signedInToken(t.app, t.database.db, 'basic@example.com');
    await subscribeInSandbox(t.app, PUBLIC, pro, 'PRO_MONTHLY');
    await subscribeInSandbox(t.app, PUBLIC, basic, 'BASIC_MONTHLY');
  });
  afterAll(async () => t.close());

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const refusal = async (token: string, url: string, body: object, status = 400) => {
    const res = await call(token, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(status);
    return errorEnvelope.parse(res.json()).message;
  };
  const known: ScreenerFilter = { field: 'evidentScore', op: 'known' };

  it('saves, lists, renames, updates and deletes a user’s own screens', async () => {
    const save = await call(free, 'POST', '/screener', {
      name: '  Cheap tech ',
      filters: [{ field: 'pe', op: 'lte', value: 15 }],
      sortingBy: { field: 'pe', order: 'asc' },
      columns: ['pe', 'sector'],
    });
    expect(save.statusCode, save.body).toBe(201);
    const saved = screenResponse.parse(save.json());
    expect(saved.message).toBe('Saved filters new changes');
    expect(saved.data).toMatchObject({
      name: 'Cheap tech',
      isOr: false,
      columns: ['pe', 'sector'],
    });
    const id = saved.data.id;
    expect(
      screensResponse.parse((await call(free, 'GET', '/screener')).json()).data.map((s) => s.id),
    ).toEqual([id]);
    expect(screensResponse.parse((await call(pro, 'GET', '/screener/')).json()).data).toEqual([]);
    // Names are unique per user, whatever the case; another user may use the same name.
    expect(
      (await call(free, 'POST', '/screener', { name: 'CHEAP TECH', filters: [known] })).statusCode,
    ).toBe(409);
    expect(
      (await call(pro, 'POST', '/screener', { name: 'Cheap tech', filters: [known] })).statusCode,
    ).toBe(201);
    // Someone else's screen is no screen.
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect(
        (await call(pro, method, `/screener/${id}`, method === 'PUT' ? { name: 'x' } : undefined))
          .statusCode,
      ).toBe(404);
    const renamed = await call(free, 'PUT', `/screener/${id}`, { name: 'Value tech', isOr: true });
    expect(screenResponse.parse(renamed.json()).data).toMatchObject({
      name: 'Value tech',
      isOr: true,
      filters: [{ field: 'pe', op: 'lte', value: 15 }],
    });
    expect(
      await refusal(free, '/screener', {
        name: 'Bad',
        filters: [{ field: 'pe', op: 'in', values: ['x'] }],
      }),
    ).toBe('filters.0.op: "in" does not apply to pe, a number field.');
    const put = await call(free, 'PUT', `/screener/${id}`, { filters: [] });
    expect(put.statusCode).toBe(400);
    expect(errorEnvelope.parse(put.json()).message).toBe(SCREENER_MESSAGES.atLeastOneFilter);
    expect((await call(free, 'GET', '/screener/abc')).statusCode).toBe(404);
    const del = await call(free, 'DELETE', `/screener/${id}`);
    expect(deleteScreenResponse.parse(del.json()).data).toEqual({ id });
    expect((await call(free, 'GET', `/screener/${id}`)).statusCode).toBe(404);
  });

  it('lists the research presets, each with its paper or basis, before any backtest', async () => {
    const { data } = screenerPresetsResponse.parse(
      (await call(free, 'GET', '/screener/presets')).json(),
    );
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data.map((p) => p.id)).toEqual(PRESETS.map((p) => p.id));
    for (const p of data) {
      expect(p.backtest).toBeNull();
      // Every preset is a valid screen.
      expect(
        (
          await call(pro, 'POST', '/screener/applyFilters', {
            filters: p.filters,
            sortingBy: p.sortingBy,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(data.find((p) => p.id === 'piotroski')!.paper!.year).toBe(2000);
  });

  describe('in the reader’s language (issue 23)', () => {
    const inLanguage = (
      language: string | null,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: {
          ...WEB_KEY,
          authorization: `Bearer ${pro}`,
          ...(language ? { 'accept-language': language } : {}),
        },
        ...(payload ? { payload } : {}),
      });
    /** Latin words of three letters or more, besides names and abbreviations. */
    const KEPT = new Set(['Evident', 'Score', 'GICS', 'S&P', 'ADR', 'ROIC', 'ROE', 'ROA', 'EBIT']);
    const KEPT_NAMES = /^(Piotroski|Greenblatt|Sloan|Altman|Beneish|Ohlson|Merton)$/;
    const latinWords = (text: string) =>
      (text.match(/[A-Za-z][A-Za-z&-]{2,}/g) ?? []).filter(
        (w) => !KEPT.has(w) && !KEPT_NAMES.test(w) && !/^[A-Z]{2,}$/.test(w),
      );

    it('labels, groups and describes the fields in Spanish and Ukrainian, the figures unchanged', async () => {
      const fields = async (language: string | null) => {
        const res = await inLanguage(language, 'GET', '/screener/fields');
        expect(res.statusCode, res.body).toBe(200);
        return screenerFieldsResponse.parse(res.json()).data;
      };
      const [en, es, uk] = [await fields(null), await fields('es-ES'), await fields('uk-UA')];
      const roic = (d: typeof en) => d.fields.find((f) => f.id === 'roic')!;
      expect(roic(en)).toMatchObject({
        label: 'Return on invested capital',
        group: 'Profitability',
      });
      expect(roic(es)).toMatchObject({
        label: 'Rentabilidad sobre el capital invertido (ROIC)',
        group: 'Rentabilidad',
      });
      expect(roic(uk)).toMatchObject({
        label: 'Рентабельність інвестованого капіталу (ROIC)',
        group: 'Прибутковість',
      });
      expect(es.fields.find((f) => f.id === 'factor.value')!.label).toBe('Factor de valor');
      expect(uk.fields.find((f) => f.id === 'sp500')!.label).toBe('У складі S&P 500');
      // Only the texts change.
      const figures = (d: typeof en) =>
        d.fields.map(({ label: _l, group: _g, description: _d, ...rest }) => rest);
      expect(figures(es)).toEqual(figures(en));
      expect(figures(uk)).toEqual(figures(en));
      const english = new Set(en.fields.map((f) => f.description));
      expect(es.fields.filter((f) => english.has(f.description))).toEqual([]);
      expect(
        uk.fields.flatMap((f) => latinWords(`${f.label} ${f.group} ${f.description}`)),
      ).toEqual([]);
      // English as before, whatever else the header asks for first.
      expect(await fields('en-GB')).toEqual(en);
      expect(await fields('de-DE, en;q=0.5')).toEqual(en);
    });

    it('names and describes the presets in Spanish and Ukrainian', async () => {
      const presets = async (language: string | null) =>
        screenerPresetsResponse.parse(
          (await inLanguage(language, 'GET', '/screener/presets')).json(),
        ).data;
      const [en, es, uk] = [await presets(null), await presets('es'), await presets('uk')];
      const piotroski = (d: typeof en) => d.find((p) => p.id === 'piotroski')!;
      expect(piotroski(en).name).toBe('Piotroski F-score among cheaper stocks');
      expect(piotroski(es).name).toBe('F-score de Piotroski entre las acciones más baratas');
      expect(piotroski(uk).name).toBe('F-показник Піотроскі серед дешевших акцій');
      expect(piotroski(es).paper!.finding).toMatch(/^Entre las acciones de valor/);
      expect(piotroski(uk).paper!.citation).toBe(piotroski(en).paper!.citation);
      for (const [a, b] of [
        [en, es],
        [en, uk],
      ] as const) {
        expect(b.map((p) => [p.id, p.filters, p.sortingBy, p.columns, p.universe])).toEqual(
          a.map((p) => [p.id, p.filters, p.sortingBy, p.columns, p.universe]),
        );
        expect(b.filter((p, i) => p.summary === a[i]!.summary)).toEqual([]);
      }
      // The bases are citations (authors as published); every other text is Ukrainian.
      expect(
        uk.flatMap((p) => [p.name, p.summary, p.paper?.finding ?? '']).flatMap(latinWords),
      ).toEqual([]);
    });

    it('labels the explanation’s filters and the CSV’s columns in the language', async () => {
      const body = {
        filters: [
          { field: 'sector', op: 'in', values: ['Technology'] },
          { field: 'roic', op: 'known' },
        ],
      };
      const explain = async (language: string | null) =>
        screenerExplanationResponse.parse(
          (await inLanguage(language, 'POST', '/screener/explain?ticker=NASDAQ:AAPL', body)).json(),
        ).data;
      const [en, es, uk] = [await explain(null), await explain('es'), await explain('uk')];
      expect(en.filters.map((f) => f.label)).toEqual(['Sector', 'Return on invested capital']);
      expect(es.filters.map((f) => f.label)).toEqual([
        'Sector',
        'Rentabilidad sobre el capital invertido (ROIC)',
      ]);
      expect(uk.filters.map((f) => f.label)).toEqual([
        'Сектор',
        'Рентабельність інвестованого капіталу (ROIC)',
      ]);
      expect(uk.filters.map((f) => [f.passes, f.value])).toEqual(
        en.filters.map((f) => [f.passes, f.value]),
      );

      const csv = async (language: string) => {
        const res = await inLanguage(language, 'POST', '/screener/downloadFilters?limit=3', {
          filters: [known],
          columns: ['evidentScore', 'roic', 'sp500'],
        });
        expect(res.statusCode, res.body).toBe(200);
        return parse(res.body) as string[][];
      };
      const ukRows = await csv('uk-UA');
      expect(ukRows[0]).toEqual([
        'Тікер',
        'Компанія',
        'Evident Score',
        'Рентабельність інвестованого капіталу (ROIC) (%)',
        'У складі S&P 500',
      ]);
      for (const r of ukRows.slice(1)) expect(r[4]).toMatch(/^(так|ні)$/);
      const esRows = await csv('es-ES');
      expect(esRows[0]!.slice(0, 2)).toEqual(['Ticker', 'Empresa']);
      for (const r of esRows.slice(1)) expect(r[4]).toMatch(/^(sí|no)$/);
    });
  });
});
