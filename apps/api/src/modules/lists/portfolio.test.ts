import { errorEnvelope } from '@evident/contracts/envelope';
import {
  importResponse,
  LIST_MESSAGES,
  listResponse,
  portfolioAnalysisResponse,
  type List,
} from '@evident/contracts/lists';
import { companyDetailResponse } from '@evident/contracts/stocks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyScores, scoreRuns } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { openDatabase } from '../../db/client';
import { buildScoredTestApp } from '../../test/scored-test-app';
import { backtestSnapshot } from '../../test/snapshot-fixture';

const PUBLIC = 'https://evident.test';
const PREVIOUS_RUN = '2026-03-31';

describe('portfolios: order, holdings, analysis (issues 21, 23)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  let pro: string;
  let free: string;

  beforeAll(async () => {
    t = await buildScoredTestApp(
      { PUBLIC_URL: PUBLIC },
      { authRateLimitScale: 100 },
      // An earlier run first: the lists' "score change since the previous run" is measured from it.
      { files: backtestSnapshot(), runs: [{ asOf: PREVIOUS_RUN }, {}] },
    );
    pro = await signedInToken(t.app, t.database.db, 'owner@example.com');
    free = await signedInToken(t.app, t.database.db, 'free-owner@example.com');
    await subscribeInSandbox(t.app, PUBLIC, pro, 'PRO_MONTHLY');
  });
  afterAll(async () => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const ok = async (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const res = await call(token, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return listResponse.parse(res.json()).data;
  };
  const newPortfolio = async (token: string, name: string, tickers: string[]): Promise<List> => {
    const list = await ok(token, 'POST', '/portfolio/newByName', { name });
    return tickers.length
      ? ok(token, 'PUT', `/portfolio/${list.id}/addCompanies`, { tickers })
      : list;
  };
  const symbols = (l: List) => l.stocks.map((s) => s.symbol);

  it('keeps the order the user gives, and puts new stocks at the end', async () => {
    const p = await newPortfolio(pro, 'Ordered', ['NASDAQ:COA', 'NASDAQ:COB', 'NASDAQ:COC']);
    expect(symbols(p)).toEqual(['COA', 'COB', 'COC']);
    const moved = await ok(pro, 'PUT', `/portfolio/${p.id}/order`, { companyIds: ['COC', 'COA'] });
    expect(symbols(moved)).toEqual(['COC', 'COA', 'COB']);
    const added = await ok(pro, 'PUT', `/portfolio/${p.id}/addCompanies`, {
      tickers: ['NASDAQ:COD'],
    });
    expect(symbols(added)).toEqual(['COC', 'COA', 'COB', 'COD']);
    // A removed stock added again comes back where it was.
    await ok(pro, 'PUT', `/portfolio/${p.id}/removeCompanies`, { companyIds: ['COA'] });
    const back = await ok(pro, 'PUT', `/portfolio/${p.id}/addCompanies`, { companyIds: ['COA'] });
    expect(symbols(back)).toEqual(['COC', 'COA', 'COB', 'COD']);
    expect(symbols(await ok(pro, 'GET', `/portfolio/${p.id}`))).toEqual([
      'COC',
      'COA',
      'COB',
      'COD',
    ]);
    const bad = await call(pro, 'PUT', `/portfolio/${p.id}/order`, { companyIds: ['COE'] });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).message).toBe('Not in this list: COE');
    // Watchlists too; someone else's list is no list.
    const w = await ok(pro, 'POST', '/watchlist/newByName', { name: 'W' });
    await ok(pro, 'PUT', `/watchlist/${w.id}/addCompanies`, { companyIds: ['COA', 'COB'] });
    expect(
      symbols(await ok(pro, 'PUT', `/watchlist/${w.id}/order`, { companyIds: ['COB'] })),
    ).toEqual(['COB', 'COA']);
    expect(
      (await call(free, 'PUT', `/portfolio/${p.id}/order`, { companyIds: ['COA'] })).statusCode,
    ).toBe(404);
  });

  it('gives each stock its score in the previous run (an earlier date) and its factors’ words', async () => {
    const p = await newPortfolio(pro, 'Changes', ['NASDAQ:COB', 'NASDAQ:COK']);
    expect(p.previousRunAsOf).toBe(PREVIOUS_RUN);
    const runs = await t.database.db
      .select({ id: scoreRuns.id, asOf: scoreRuns.asOf })
      .from(scoreRuns)
      .orderBy(scoreRuns.id);
    expect(runs.map((r) => r.asOf)[0]).toBe(PREVIOUS_RUN);
    const earlier = await t.database.db
      .select({ symbol: companyScores.symbol, pct: companyScores.evidentScorePercentile })
      .from(companyScores)
      .where(eq(companyScores.runId, runs[0]!.id));
    for (const s of p.stocks) {
      const then = earlier.find((r) => r.symbol === s.symbol)?.pct ?? null;
      expect(s.previousScore).toBe(then === null ? null : Math.round(then));
      // The words are the company page's, factor by factor.
      const page = companyDetailResponse.parse(
        (await call(pro, 'GET', `/stocks/${s.ticker}`)).json(),
      ).data;
      expect(s.factors).toEqual(
        ['Value', 'Growth', 'Profitability', 'Health', 'ShareholderRetribution'].map((k) => ({
          name: page.factors[k as keyof typeof page.factors].name,
          status: page.factors[k as keyof typeof page.factors].status,
        })),
      );
    }
    expect(p.stocks.some((s) => s.previousScore !== null)).toBe(true);
    expect(p.stocks[0]!.factors.map((f) => f.name)).toEqual([
      'Value',
      'Growth',
      'Profitability',
      'Health',
      'Shareholder payout',
    ]);
  });

  it('stores shares and average cost, validated, for stocks of the portfolio only', async () => {
    const p = await newPortfolio(pro, 'Held', ['NASDAQ:COA', 'NASDAQ:COB']);
    const set = await ok(pro, 'PUT', `/portfolio/${p.id}/holdings`, {
      holdings: [{ companyId: 'COA', shares: 12.5, averageCost: 20.25 }],
    });
    expect(set.stocks[0]).toMatchObject({ symbol: 'COA', shares: 12.5, averageCost: 20.25 });
    expect(set.stocks[1]).toMatchObject({ symbol: 'COB', shares: null, averageCost: null });
    const cleared = await ok(pro, 'PUT', `/portfolio/${p.id}/holdings`, {
      holdings: [{ companyId: 'COA', shares: null, averageCost: 20.25 }],
    });
    expect(cleared.stocks[0]!.shares).toBeNull();
    for (const [body, message] of [
      [
        { holdings: [{ companyId: 'COA', shares: -1, averageCost: null }] },
        LIST_MESSAGES.badShares,
      ],
      [{ holdings: [{ companyId: 'COA', shares: 1, averageCost: 1e9 }] }, LIST_MESSAGES.badCost],
      [{ holdings: [{ companyId: 'COZ', shares: 1, averageCost: 1 }] }, 'Not in this list: COZ'],
    ] as const) {
      const res = await call(pro, 'PUT', `/portfolio/${p.id}/holdings`, body);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).message).toBe(message);
    }
    expect(
      (await call(pro, 'PUT', `/watchlist/${p.id}/holdings`, { holdings: [] })).statusCode,
    ).toBe(404);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a second server on the same PostgreSQL: a change made through one is seen by the other',
    async () => {
      const other = await buildApp({
        env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: PUBLIC }),
        database: await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 }),
        logger: false,
      });
      try {
        await other.ready();
        await other.readModel.reload();
        const p = await newPortfolio(pro, 'Shared', ['NASDAQ:COA', 'NASDAQ:COB']);
        const weighting = async () =>
          portfolioAnalysisResponse.parse(
            (await call(pro, 'GET', `/portfolio/${p.id}/analysis`)).json(),
          ).data.weighting;
        expect(await weighting()).toBe('equal');
        expect(await weighting()).toBe('equal'); // kept in memory by this server now
        const res = await other.inject({
          method: 'PUT',
          url: `/api/v1/portfolio/${p.id}/holdings`,
          headers: { ...WEB_KEY, authorization: `Bearer ${pro}` },
          payload: {
            holdings: [
              { companyId: 'COA', shares: 1, averageCost: null },
              { companyId: 'COB', shares: 2, averageCost: null },
            ],
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        await vi.waitFor(async () => expect(await weighting()).toBe('value'));
      } finally {
        await other.close();
      }
    },
  );

  it('analyses a portfolio: weights, score, factors, sectors, rules, 1-year return against SPY', async () => {
    const p = await newPortfolio(pro, 'Analysed', ['NASDAQ:COA', 'NASDAQ:COB', 'NASDAQ:COL']);
    const model = t.app.readModel.get()!;
    const entry = (s: string) => model.bySymbol.get(s)!;
    const analysis = async () =>
      portfolioAnalysisResponse.parse(
        (await call(pro, 'GET', `/portfolio/${p.id}/analysis`)).json(),
      ).data;

    // No shares: equal weights.
    const equal = await analysis();
    expect(equal).toMatchObject({ weighting: 'equal', holdings: 3, value: null });
    const scores = ['COA', 'COB', 'COL'].map((s) => entry(s).score!.evidentScorePercentile!);
    expect(equal.score.value).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 3, 9);
    expect(equal.sectors).toEqual([{ sector: 'Technology', weight: 1 }]);
    const rules = new Map(equal.rules.map((r) => [r.id, r]));
    expect(rules.get('companies')).toMatchObject({ passes: false, detail: '3 companies held.' });
    expect(rules.get('companies')!.fix).toBe('Add 17 more to spread the risk of any one company.');
    expect(rules.get('position')!.passes).toBe(false);
    expect(rules.get('sector')).toMatchObject({
      passes: false,
      detail: 'Largest: Technology at 100.0%.',
    });

    // Shares for all: value weights from shares × last close, computed here by hand.
    await ok(pro, 'PUT', `/portfolio/${p.id}/holdings`, {
      holdings: [
        { companyId: 'COA', shares: 100, averageCost: 10 },
        { companyId: 'COB', shares: 50, averageCost: 10 },
        { companyId: 'COL', shares: 10, averageCost: null },
      ],
    });
    const v = await analysis();
    const close = (s: string) => entry(s).summary.lastClose!;
    const values = { COA: 100 * close('COA'), COB: 50 * close('COB'), COL: 10 * close('COL') };
    const total = values.COA + values.COB + values.COL;
    expect(v.weighting).toBe('value');
    expect(v.value).toBeCloseTo(total, 6);
    expect(v.cost).toBeNull();
    const w = { COA: values.COA / total, COB: values.COB / total, COL: values.COL / total };
    const expected = w.COA * scores[0]! + w.COB * scores[1]! + w.COL * scores[2]!;
    expect(v.score.value).toBeCloseTo(expected, 9);
    expect(v.score.contributions.map((c) => c.symbol)).toEqual(['COA', 'COB', 'COL']);
    expect(v.score.contributions.reduce((a, c) => a + c.contribution!, 0)).toBeCloseTo(expected, 9);
    const value = v.factors.find((f) => f.id === 'value')!;
    expect(value.name).toBe('Value');
    const vp = ['COA', 'COB', 'COL'].map((s) => entry(s).score!.factors.value.percentile);
    if (vp.every((x) => x !== null))
      expect(value.value).toBeCloseTo(w.COA * vp[0]! + w.COB * vp[1]! + w.COL * vp[2]!, 9);

    // The fixture's month ends: company i's dividend-adjusted close is (20 + i) × ((1 + 0.002 i)
    // × 1.001)^k in month k from January 2024 (June 2025 is k = 17) and 20 + i at June 2026's
    // end; SPY's 400 × 1.01^k, then 601.
    expect(v.performance).toMatchObject({ from: '2025-06-30', to: '2026-06-30', covered: 3 });
    const r = (i: number) => 1 / ((1 + 0.002 * i) * 1.001) ** 17 - 1;
    expect(v.performance.portfolio!).toBeCloseTo(w.COA * r(0) + w.COB * r(1) + w.COL * r(11), 3);
    expect(v.performance.benchmark!).toBeCloseTo(601 / (400 * 1.01 ** 17) - 1, 4);
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
    /** Latin words of three letters or more, besides tickers, sector names and the product's. */
    const latinWords = (text: string) =>
      (text.match(/[A-Za-z][A-Za-z&-]{2,}/g) ?? []).filter(
        (w) => !['Evident', 'Score', 'Technology'].includes(w) && !/^[A-Z]{2,}$/.test(w),
      );

    it('writes the analysis’ rules, method and factor names in Spanish and Ukrainian', async () => {
      const p = await newPortfolio(pro, 'Analysed in three languages', [
        'NASDAQ:COA',
        'NASDAQ:COB',
        'NASDAQ:COL',
      ]);
      const analysis = async (language: string | null) => {
        const res = await inLanguage(language, 'GET', `/portfolio/${p.id}/analysis`);
        expect(res.statusCode, res.body).toBe(200);
        return { res, data: portfolioAnalysisResponse.parse(res.json()).data };
      };
      const { data: en, res: enRes } = await analysis(null);
      const { data: es, res: esRes } = await analysis('es-ES,es;q=0.9');
      const { data: uk } = await analysis('uk-UA');
      const rule = (a: typeof en, id: string) => a.rules.find((r) => r.id === id)!;

      // English as before.
      expect(rule(en, 'companies')).toMatchObject({
        rule: 'Hold at least 20 companies.',
        detail: '3 companies held.',
        fix: 'Add 17 more to spread the risk of any one company.',
      });
      expect(en.performance.method).toMatch(/^Total return of each current holding/);
      expect(en.factors.find((f) => f.id === 'value')!.name).toBe('Value');
      expect((await analysis('en-GB')).data).toEqual(en);

      expect(rule(es, 'companies')).toMatchObject({
        rule: 'Mantén al menos 20 empresas.',
        detail: '3 empresas en cartera.',
        fix: 'Añade 17 más para no depender tanto de una sola empresa.',
      });
      expect(rule(es, 'sector').detail).toMatch(/^El mayor: Technology, con el 100,0\s%\.$/u);
      expect(es.factors.find((f) => f.id === 'value')!.name).toBe('Valor');
      expect(rule(uk, 'companies')).toMatchObject({
        rule: 'Тримайте щонайменше 20 компаній.',
        detail: 'У портфелі 3 компанії.',
        fix: 'Додайте ще 17 компаній, щоб не залежати так сильно від однієї компанії.',
      });
      expect(uk.factors.find((f) => f.id === 'health')!.name).toBe('Фінансова стійкість');

      // Only the sentences and names change.
      const figures = (a: typeof en) => ({
        ...a,
        rules: a.rules.map((r) => [r.id, r.passes, r.fix === null]),
        factors: a.factors.map(({ name: _name, ...f }) => f),
        performance: { ...a.performance, method: '' },
      });
      expect(figures(es)).toEqual(figures(en));
      expect(figures(uk)).toEqual(figures(en));
      const sentences = (a: typeof en) => [
        ...a.rules.flatMap((r) => [r.rule, r.detail, r.fix ?? '']),
        a.performance.method,
        ...a.factors.map((f) => f.name),
      ];
      const english = new Set(sentences(en));
      // Spanish says "Momentum" as English does (the catalogue's loanword).
      expect(sentences(es).filter((x) => x !== '' && english.has(x))).toEqual(['Momentum']);
      expect(sentences(uk).flatMap(latinWords)).toEqual([]);

      // Kept per language, and said so.
      expect(esRes.headers.vary).toBe('accept-encoding, accept-language');
      expect(esRes.headers['cache-control']).toBe('no-store');
      expect(enRes.headers.vary).toBe('accept-encoding, accept-language');
    });

    it('says why an import refuses a row in the reader’s language', async () => {
      const p = await newPortfolio(pro, 'Imported in three languages', ['NASDAQ:COA']);
      const csv = ['Ticker,Shares', 'NOPE,1', 'COC,-3', 'COB,2', 'COB,3'].join('\n');
      const reasons = async (language: string | null) =>
        importResponse
          .parse((await inLanguage(language, 'POST', `/portfolio/${p.id}/import`, { csv })).json())
          .data.rows.map((r) => r.reason);
      expect(await reasons(null)).toEqual([
        'Unknown companies: NOPE',
        LIST_MESSAGES.badShares,
        null,
        'The same company as line 4.',
      ]);
      expect(await reasons('es')).toEqual([
        'Empresas desconocidas: NOPE',
        'El número de acciones debe ser un número de 0 a 1.000.000.000.000 (o quedar vacío).',
        null,
        'La misma empresa que en la línea 4.',
      ]);
      const uk = await reasons('uk');
      expect(uk[0]).toBe('Невідомі компанії: NOPE');
      expect(uk.flatMap((r) => latinWords(r ?? ''))).toEqual([]);
    });
  });
});
