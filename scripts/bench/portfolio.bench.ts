import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import { listResponse, listsResponse, portfolioAnalysisResponse } from '@evident/contracts/lists';
import { isCheckoutUrl, planChangeResponse } from '@evident/contracts/payments';
import { createReadModelHolder } from '../../apps/api/src/read-model/read-model';
import { load, printTable, startBuiltServer, type LoadResult } from './harness';
import {
  BASE_HEADERS,
  benchDataDir,
  ensureApiBuilt,
  ensureBenchUser,
  loadRow,
  openScoredDatabase,
  parseArgs,
  signIn,
  waitForScored,
} from './bench-setup';

const HOLDINGS = 50;
const NAME = 'Bench 50';

/**
 * `npm run bench -- portfolio` (issue 21; `bench -- api` runs it too): `GET
 * /api/v1/portfolio/{id}/analysis` of a 50-holding portfolio (the 50 largest scored companies,
 * shares given) through the built server as it ships, signed in as the bench user on the Pro plan
 * (through the offline sandbox's checkout), at 50 connections and at 1. Goal: p99 < 20 ms.
 */
export async function benchPortfolio(args: string[]): Promise<void> {
  const o = parseArgs(args);
  ensureApiBuilt();
  const database = await openScoredDatabase(o.marketData);
  let tickers: string[];
  try {
    await ensureBenchUser(database);
    const holder = createReadModelHolder(database.db);
    const model = await holder.reload();
    tickers = [...model.bySymbol.values()]
      .filter((e) => e.score?.evidentScorePercentile != null && e.summary.marketCap !== null)
      .sort((a, b) => b.summary.marketCap! - a.summary.marketCap!)
      .slice(0, HOLDINGS)
      .map((e) => e.company.ticker);
  } finally {
    await database.close();
  }

  const server = await startBuiltServer(
    { MARKET_DATA_DIR: o.marketData },
    { dataDir: benchDataDir() },
  );
  const rounds: LoadResult[] = [];
  let single: LoadResult;
  try {
    const session = await signIn(server.url);
    await waitForScored(server, await session.token(60));
    const call = async (method: string, path: string, body?: object) =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          [API_KEY_HEADER]: PUBLIC_WEB_API_KEY,
          authorization: `Bearer ${await session.token(60)}`,
          'content-type': 'application/json',
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // Pro, so that 50 holdings fit (a second run finds the plan in force: "same plan", 400).
    const plan = await call('POST', '/payments/PRO_MONTHLY');
    if (plan.ok) {
      // Spec §7: data is the checkout URL, or a message when no checkout was needed.
      const url = planChangeResponse.parse(await plan.json()).data;
      if (isCheckoutUrl(url)) {
        const page = new URL(url);
        const paid = await fetch(`${server.url}${page.pathname}${page.search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ action: 'pay', card: 'pm_card_visa' }).toString(),
          redirect: 'manual',
        });
        if (paid.status >= 400) throw new Error(`sandbox payment refused: ${paid.status}`);
      }
    }
    const lists = listsResponse.parse(await (await call('GET', '/portfolio')).json()).data;
    let list = lists.find((l) => l.name === NAME);
    if (!list) {
      const made = await call('POST', '/portfolio/newByName', { name: NAME });
      list = listResponse.parse(await made.json()).data;
    }
    const added = await call('PUT', `/portfolio/${list.id}/addCompanies`, { tickers });
    if (!added.ok) throw new Error(`adding the holdings failed: ${await added.text()}`);
    list = listResponse.parse(await added.json()).data;
    await call('PUT', `/portfolio/${list.id}/holdings`, {
      holdings: list.stocks.map((s, i) => ({
        companyId: s.symbol,
        shares: 10 + i,
        averageCost: null,
      })),
    });
    const path = `/api/v1/portfolio/${list.id}/analysis`;
    const first = portfolioAnalysisResponse.parse(await (await call('GET', path.slice(7))).json());
    if (first.data.holdings !== HOLDINGS) {
      throw new Error(`the bench portfolio holds ${first.data.holdings}, not ${HOLDINGS}`);
    }
    const headersFor = async (forSec: number) => ({
      ...BASE_HEADERS,
      authorization: `Bearer ${await session.token(forSec)}`,
    });
    const run = { connections: o.connections, durationSec: o.durationSec, record: true };
    await load(`${server.url}${path}`, { ...run, durationSec: 1, headers: await headersFor(1) });
    for (let i = 0; i < o.rounds; i++) {
      rounds.push(
        await load(`${server.url}${path}`, { ...run, headers: await headersFor(o.durationSec) }),
      );
    }
    single = await load(`${server.url}${path}`, {
      ...run,
      connections: 1,
      headers: await headersFor(o.durationSec),
    });
    console.log(
      `Portfolio analysis of ${HOLDINGS} holdings (value-weighted: ${first.data.weighting}), ` +
        `the built server as it ships; ${o.rounds} rounds of ${o.durationSec} s.`,
    );
  } finally {
    await server.stop();
  }
  printTable([
    loadRow(`GET /portfolio/{id}/analysis, ${o.connections} connections`, rounds, 20),
    loadRow('GET /portfolio/{id}/analysis, 1 connection', [single], 20),
  ]);
}
