import { errorEnvelope } from '@evident/contracts/envelope';
import { importResponse, LIST_MESSAGES, listResponse, type List } from '@evident/contracts/lists';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { buildScoredTestApp } from '../../test/scored-test-app';
import { backtestSnapshot } from '../../test/snapshot-fixture';

const PUBLIC = 'https://evident.test';

describe('portfolios: CSV import (issue 21)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  let pro: string;
  let free: string;

  beforeAll(async () => {
    t = await buildScoredTestApp(
      { PUBLIC_URL: PUBLIC },
      { authRateLimitScale: 100 },
      // One run: an import reads the latest scores only.
      { files: backtestSnapshot() },
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

  it('previews a CSV import row by row, writes nothing until committed, then writes it all', async () => {
    const p = await newPortfolio(pro, 'Imported', ['NASDAQ:COA']);
    const csv = [
      'Ticker,Shares,Average cost',
      'COA,10,"1,020.50"',
      'NASDAQ:COB,5,$30',
      'NOPE,1,1',
      'COC,-3,1',
      'COB,2,2',
      'COD,,',
    ].join('\n');
    const preview = importResponse.parse(
      (await call(pro, 'POST', `/portfolio/${p.id}/import`, { csv })).json(),
    ).data;
    expect(preview).toMatchObject({
      committed: false,
      added: 2,
      updated: 1,
      refused: 3,
      list: null,
    });
    expect(preview.rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'updated', null],
      [3, 'added', null],
      [4, 'refused', 'Unknown companies: NOPE'],
      [5, 'refused', LIST_MESSAGES.badShares],
      [6, 'refused', 'The same company as line 3.'],
      [7, 'added', null],
    ]);
    expect(preview.rows[0]).toMatchObject({
      ticker: 'NASDAQ:COA',
      shares: 10,
      averageCost: 1020.5,
    });
    expect(symbols(await ok(pro, 'GET', `/portfolio/${p.id}`))).toEqual(['COA']);

    const done = importResponse.parse(
      (await call(pro, 'POST', `/portfolio/${p.id}/import`, { csv, commit: true })).json(),
    ).data;
    expect(done.committed).toBe(true);
    expect(done.list!.stocks.map((s) => [s.symbol, s.shares, s.averageCost])).toEqual([
      ['COA', 10, 1020.5],
      ['COB', 5, 30],
      ['COD', null, null],
    ]);

    // Export: the same holdings back, in order, with what the product knows.
    const res = await call(pro, 'GET', `/portfolio/${p.id}/export`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="evident-imported-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      'ticker',
      'shares',
      'cost',
      'company',
      'last close',
      'value',
      'evident score',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['NASDAQ:COA', '10', '1020.5'],
      ['NASDAQ:COB', '5', '30'],
      ['NASDAQ:COD', '', ''],
    ]);
    // The exported file imports again as updates only.
    const again = importResponse.parse(
      (await call(pro, 'POST', `/portfolio/${p.id}/import`, { csv: res.body })).json(),
    ).data;
    expect(again).toMatchObject({ added: 0, updated: 3, refused: 0 });
    // A file that cannot be read says so.
    const empty = await call(pro, 'POST', `/portfolio/${p.id}/import`, { csv: 'ticker,shares\n' });
    expect(errorEnvelope.parse(empty.json()).message).toBe(LIST_MESSAGES.importEmpty);
  });

  it('refuses the rows past the plan’s limit in an import, with the reason', async () => {
    const p = await newPortfolio(free, 'Small', []);
    const preview = importResponse.parse(
      (await call(free, 'POST', `/portfolio/${p.id}/import`, { csv: 'COA,1,1\nCOB,1,1' })).json(),
    ).data;
    expect(preview.rows.map((r) => r.status)).toEqual(['added', 'refused']);
    expect(preview.rows[1]!.reason).toBe(LIST_MESSAGES.limitReached('portfolio', 1));
  });

  it('imports 5,000 rows as it imports 50 (their cost per row: `npm run bench -- csv-import`)', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `CO${String.fromCharCode(65 + (i % 12))},${i},${i / 10}`);
    const importRows = async (name: string, n: number) => {
      const p = await newPortfolio(pro, name, []);
      const res = await call(pro, 'POST', `/portfolio/${p.id}/import`, {
        csv: rows(n).join('\n'),
        commit: true,
      });
      return { data: importResponse.parse(res.json()).data };
    };
    // The same 12 companies added from 50 rows and from 5,000.
    const small = await importRows('Small', 50);
    expect(small.data).toMatchObject({ added: 12, refused: 38 });
    const big = await importRows('Big', 5_000);
    expect(big.data).toMatchObject({ added: 12, refused: 4_988 });
  });
});
