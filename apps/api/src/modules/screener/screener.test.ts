import { rmSync } from 'node:fs';
import { errorEnvelope } from '@evident/contracts/envelope';
import { LIMITS } from '@evident/contracts/plans';
import {
  deleteScreenResponse,
  SCREENER_MESSAGES,
  screenerExplanationResponse,
  screenerFieldsResponse,
  screenerPresetsResponse,
  screenerResultResponse,
  screenResponse,
  screensResponse,
  type ScreenerFilter,
} from '@evident/contracts/screener';
import { PRESETS } from '@evident/engine/screening/presets';
import { FACTOR_IDS } from '@evident/engine/scoring/factors';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { investableEntry } from './screener-universe';
import { signedInToken } from '../../test/auth-test-kit';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { screenUniverse } from './screener-universe';

const PUBLIC = 'https://evident.test';

describe('screener API (spec §7 Screener, issue 20)', () => {
  let t: TestApp;
  let dir: string;
  let free: string;
  let pro: string;
  let basic: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 });
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
    free = await signedInToken(t.app, t.database.db, 'free@example.com');
    pro = await signedInToken(t.app, t.database.db, 'pro@example.com');
    basic = await signedInToken(t.app, t.database.db, 'basic@example.com');
    await subscribeInSandbox(t.app, PUBLIC, pro, 'PRO_MONTHLY');
    await subscribeInSandbox(t.app, PUBLIC, basic, 'BASIC_MONTHLY');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

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
  const apply = async (token: string, body: object, query = '') => {
    const res = await call(token, 'POST', `/screener/applyFilters${query}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return screenerResultResponse.parse(res.json()).data;
  };
  const refusal = async (token: string, url: string, body: object, status = 400) => {
    const res = await call(token, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(status);
    return errorEnvelope.parse(res.json()).message;
  };
  /** The scored companies (not ETFs) with their score percentile, from the read model. */
  const scored = () =>
    [...t.app.readModel.get()!.bySymbol.values()].filter((e) => e.score && !e.company.isEtf);
  const known: ScreenerFilter = { field: 'evidentScore', op: 'known' };
  /** Scored companies with an Evident Score (some scored companies have too few factors). */
  const ranked = () => scored().filter((e) => e.score!.evidentScorePercentile !== null);

  it('needs a signed-in user on every call', async () => {
    for (const [method, url] of [
      ['GET', '/screener'],
      ['GET', '/screener/'],
      ['POST', '/screener'],
      ['GET', '/screener/1'],
      ['PUT', '/screener/1'],
      ['DELETE', '/screener/1'],
      ['GET', '/screener/fields'],
      ['GET', '/screener/presets'],
      ['POST', '/screener/applyFilters'],
      ['POST', '/screener/downloadFilters'],
      ['POST', '/screener/explain?ticker=AAPL'],
    ] as const) {
      const res = await call(
        null,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { filters: [known] },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('builds a model’s universe a slice at a time, the event loop given back in between', async () => {
    const model = t.app.readModel.get()!;
    let turns = 0;
    let building = true;
    const turn = () => {
      if (!building) return;
      turns++;
      setImmediate(turn);
    };
    setImmediate(turn);
    const { rows } = await screenUniverse(model);
    building = false;
    expect(rows.length).toBe(scored().length);
    // At least a turn per factor's sector ranks (a build in one go gives none).
    expect(turns).toBeGreaterThanOrEqual(FACTOR_IDS.length);
  });

  it('answers screens asked while a new model’s universe is still being built', async () => {
    const body = { filters: [known], sortingBy: { field: 'evidentScore', order: 'desc' } };
    const before = await apply(pro, body);
    // A new model: its universe is built in the background; the screens wait for that build.
    const reloaded = t.app.readModel.reload();
    const during = await Promise.all([reloaded.then(() => apply(pro, body)), apply(pro, body)]);
    expect(during).toEqual([before, before]);
  });

  it('lists every field with its unit and distribution', async () => {
    const res = await call(free, 'GET', '/screener/fields');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = screenerFieldsResponse.parse(res.json());
    expect(data.universe).toBe(scored().length);
    const byId = new Map(data.fields.map((f) => [f.id, f]));
    for (const id of [
      'evidentScore',
      'factor.value',
      'factor.value.percentile',
      'factor.value.sectorPercentile',
      'pe',
      'roic',
      'lastClose',
      'change1d',
      'marketCap',
      'sector',
      'industry',
      'exchange',
      'country',
      'sp500',
    ])
      expect(byId.has(id), id).toBe(true);
    expect(byId.get('roic')).toMatchObject({
      kind: 'number',
      unit: 'percent',
      group: 'Profitability',
    });
    const score = byId.get('evidentScore')!;
    expect(score.histogram!.counts.reduce((a, b) => a + b, 0)).toBe(score.known);
    expect(byId.get('sector')!.options!.map((o) => o.value)).toContain('Technology');
  });

  it('refuses a screen without filters in the spec’s words, and bad filters with the field and reason', async () => {
    expect(await refusal(free, '/screener/applyFilters', { filters: [] })).toBe(
      'At least one filter is necessary to obtain company data',
    );
    expect(await refusal(free, '/screener/downloadFilters', { filters: [] })).toBe(
      SCREENER_MESSAGES.atLeastOneFilter,
    );
    expect(
      await refusal(free, '/screener/applyFilters', { filters: [{ field: 'nope', op: 'known' }] }),
    ).toBe('filters.0.field: Unknown field "nope".');
    expect(
      await refusal(free, '/screener/applyFilters', {
        filters: [known, { field: 'sector', op: 'gte', value: 3 }],
      }),
    ).toBe('filters.1.op: "gte" does not apply to sector, a category field.');
    expect(
      await refusal(free, '/screener/applyFilters', {
        filters: [{ field: 'pe', op: 'gte', value: 'ten' }],
      }),
    ).toMatch(/filters\.0\.value/);
    expect(
      await refusal(free, '/screener/applyFilters', {
        filters: [{ field: 'pe', op: 'between', min: 5, max: 1 }],
      }),
    ).toMatch(/min must not be greater than max/);
    expect(
      await refusal(free, '/screener/applyFilters', {
        filters: [known],
        sortingBy: { field: 'zz' },
      }),
    ).toBe('sortingBy.field: Unknown field "zz".');
    expect(
      await refusal(free, '/screener/applyFilters?pageSize=1000', { filters: [known] }),
    ).toMatch(/pageSize/);
  });

  it('caps the rows by the plan: free 5, basic 10, pro all — and still says how many match', async () => {
    const n = ranked().length;
    expect(n).toBeGreaterThan(LIMITS.basic.screenerResults);
    const f = await apply(free, { filters: [known] });
    expect(f).toMatchObject({ total: n, limit: LIMITS.free.screenerResults, available: 5 });
    expect(f.data).toHaveLength(5);
    expect(f.pagination).toEqual({ page: 1, pageSize: 25, totalPages: 1 });
    expect((await apply(free, { filters: [known] }, '?page=2')).data).toEqual([]);
    const b = await apply(basic, { filters: [known] }, '?pageSize=4&page=3');
    expect(b).toMatchObject({ limit: 10, available: 10 });
    expect(b.pagination.totalPages).toBe(3);
    expect(b.data).toHaveLength(2);
    const p = await apply(pro, { filters: [known] }, '?pageSize=100');
    expect(p).toMatchObject({ limit: null, available: n, total: n });
    expect(p.data).toHaveLength(n);
    // The free rows are the first rows of the full answer.
    expect(f.data).toEqual(p.data.slice(0, 5));
  });

  it('sorts by any field, missing values last, and pages through the sorted rows', async () => {
    const all = await apply(
      pro,
      {
        filters: [known],
        sortingBy: { field: 'evidentScore', order: 'desc' },
        columns: ['evidentScore', 'pe', 'sector'],
      },
      '?pageSize=100',
    );
    const scores = all.data.map((r) => r.values.evidentScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.keys(all.data[0]!.values)).toEqual(['evidentScore', 'pe', 'sector']);
    const byPe = await apply(
      pro,
      { filters: [known], sortingBy: { field: 'pe', order: 'asc' } },
      '?pageSize=100',
    );
    const pes = byPe.data.map((r) => r.values.pe as number | null);
    const firstNull = pes.indexOf(null);
    const present = firstNull < 0 ? pes : pes.slice(0, firstNull);
    expect(present).toEqual([...present].sort((a, b) => a! - b!));
    if (firstNull >= 0) expect(pes.slice(firstNull).every((v) => v === null)).toBe(true);
    const page2 = await apply(
      pro,
      { filters: [known], sortingBy: { field: 'pe', order: 'asc' } },
      '?pageSize=3&page=2',
    );
    expect(page2.data.map((r) => r.symbol)).toEqual(byPe.data.slice(3, 6).map((r) => r.symbol));
  });

  it('filters with AND by default and OR with isOr, and counts what missing values left out', async () => {
    const entries = scored();
    const pe = (e: (typeof entries)[number]) => e.score!.metrics.pe;
    const withPe = entries.filter((e) => pe(e) !== null);
    expect(withPe.length).toBeGreaterThan(0);
    const median = [...withPe.map((e) => pe(e)!)].sort((a, b) => a - b)[
      Math.floor(withPe.length / 2)
    ]!;
    const cheap: ScreenerFilter = { field: 'pe', op: 'lte', value: median };
    const apple: ScreenerFilter = { field: 'sector', op: 'in', values: ['Technology'] };
    const one = await apply(pro, { filters: [cheap] });
    expect(one.total).toBe(withPe.filter((e) => pe(e)! <= median + 1e-9).length);
    expect(one.excludedMissing).toBe(entries.length - withPe.length);
    const tech = entries.filter((e) => e.company.sector === 'Technology');
    const and = await apply(pro, { filters: [cheap, apple] });
    const or = await apply(pro, { filters: [cheap, apple] }, '?isOr=true');
    const inCheap = new Set(
      (await apply(pro, { filters: [cheap] }, '?pageSize=100')).data.map((r) => r.symbol),
    );
    expect(and.total).toBe(tech.filter((e) => inCheap.has(e.company.symbol)).length);
    expect(or.total).toBe(new Set([...inCheap, ...tech.map((e) => e.company.symbol)]).size);
    // isOr may also travel in the body; the query wins.
    expect((await apply(pro, { filters: [cheap, apple], isOr: true })).total).toBe(or.total);
    expect((await apply(pro, { filters: [cheap, apple], isOr: true }, '?isOr=false')).total).toBe(
      and.total,
    );
  });

  it('"Investable only" (ADR 049): ANDed even with isOr, and not a default column', async () => {
    const model = t.app.readModel.get()!;
    const investable = scored().filter((e) => investableEntry(e, model.asOf));
    // The fixture has investable companies and others (BRK.B: no filing in 15 months, …).
    expect(investable.length).toBeGreaterThan(0);
    expect(investable.length).toBeLessThan(scored().length);
    const gate: ScreenerFilter = { field: 'investable', op: 'is', value: true };
    // Known or unknown: every scored company, when ORed.
    const unknown: ScreenerFilter = { field: 'evidentScore', op: 'unknown' };
    const on = await apply(pro, { filters: [gate, known, unknown] }, '?isOr=true&pageSize=100');
    expect(on.total).toBe(investable.length);
    expect(on.columns).not.toContain('investable');
    const off = await apply(pro, { filters: [known, unknown] }, '?isOr=true&pageSize=100');
    expect(off.total).toBe(scored().length);
    expect(off.total).toBeGreaterThan(on.total);
  });

  it('downloads the rows as a dated CSV with the columns shown, capped by limit and plan', async () => {
    const body = { filters: [known], columns: ['evidentScore', 'roic', 'sector', 'sp500'] };
    const res = await call(pro, 'POST', '/screener/downloadFilters?limit=7', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="evident-screener-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      'Ticker',
      'Company',
      'Evident Score',
      'Return on invested capital (%)',
      'Sector',
      'S&P 500 member',
    ]);
    expect(rows).toHaveLength(8);
    const shown = await apply(pro, body, '?pageSize=7');
    rows.slice(1).forEach((r, k) => {
      const row = shown.data[k]!;
      expect(r[0]).toBe(row.ticker);
      const roic = row.values.roic as number | null;
      expect(r[3]).toBe(roic === null ? '' : String(Number((roic * 100).toPrecision(6))));
      expect(r[5]).toMatch(/^(yes|no)$/);
    });
    // The default limit is 100 (spec §9); the free plan gets 5 rows whatever the limit.
    const capped = await call(free, 'POST', '/screener/downloadFilters?limit=50', body);
    expect(parse(capped.body)).toHaveLength(1 + LIMITS.free.screenerResults);
    expect((await call(pro, 'POST', '/screener/downloadFilters?limit=0', body)).statusCode).toBe(
      400,
    );
  });

  it('explains why a company is or is not in the results', async () => {
    const body = {
      filters: [
        { field: 'sector', op: 'in', values: ['Technology'] },
        { field: 'evidentScore', op: 'gte', value: 101 },
      ],
    };
    const res = await call(free, 'POST', '/screener/explain?ticker=nasdaq:aapl', body);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = screenerExplanationResponse.parse(res.json());
    expect(data).toMatchObject({ ticker: 'NASDAQ:AAPL', matches: false, rank: null });
    expect(data.filters[0]).toMatchObject({ field: 'sector', passes: true, value: 'Technology' });
    expect(data.filters[1]!.passes === false || data.filters[1]!.passes === null).toBe(true);
    const bare = await call(free, 'POST', '/screener/explain?ticker=COA', { filters: [known] });
    expect(screenerExplanationResponse.parse(bare.json()).data).toMatchObject({
      symbol: 'COA',
      matches: true,
    });
    expect(await refusal(free, '/screener/explain?ticker=NOPE', { filters: [known] }, 404)).toBe(
      'Unknown company: NOPE',
    );
    // SPY is an ETF: not screened.
    expect(await refusal(free, '/screener/explain?ticker=SPY', { filters: [known] }, 404)).toMatch(
      /not screened/,
    );
  });

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
