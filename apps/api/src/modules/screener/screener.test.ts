import { errorEnvelope } from '@evident/contracts/envelope';
import { LIMITS } from '@evident/contracts/plans';
import {
  SCREENER_MESSAGES,
  screenerExplanationResponse,
  screenerFieldsResponse,
  screenerResultResponse,
  type ScreenerFilter,
} from '@evident/contracts/screener';
import { FACTOR_IDS } from '@evident/engine/scoring/factors';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investableEntry } from './screener-universe';
import { signedInToken } from '../../test/auth-test-kit';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { buildScoredTestApp } from '../../test/scored-test-app';
import { screenUniverse } from './screener-universe';

const PUBLIC = 'https://evident.test';

describe('screener API (spec §7 Screener, issue 20)', () => {
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
});
