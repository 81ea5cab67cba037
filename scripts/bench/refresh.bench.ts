import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { mulberry32 } from '@evident/engine/random';
import { createPolygonSource } from '@evident/ingest/prices/polygon-source';
import { tradingDaysToFetch } from '@evident/ingest/prices/trading-days';
import { replayKey } from '@evident/ingest/replay/replay-key';
import { replayFetch, startReplayServer } from '@evident/ingest/replay/replay-server';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { applyMarketDay } from '../../apps/api/src/data/market-day.repository';
import { latestPriceDate } from '../../apps/api/src/read-model/universe.repository';
import { benchDataDir, openScoredDatabase, parseArgs } from './bench-setup';
import { printTable } from './harness';

/** What one part of the refresh bench measured (a row of its table). */
export interface RefreshBenchRow {
  part: string;
  seconds: number;
  goal: string;
  detail: string;
}

/**
 * A further part of `npm run bench -- refresh`, run after the prices part (issue 55): "300
 * companies' new filings" joins here when the `filings` branch lands, e.g.
 * `REFRESH_BENCH_PARTS.push(async ({ args }) => { const f = await benchFilingsApply(args);
 * return { part: 'filings: 300 companies', seconds: f.seconds, goal: '< 180 s', detail: … }; })`.
 * `database` is the copy the prices part wrote to, `day` the trading day it applied, `replayDir` a
 * folder the part may add recorded answers to, `args` the bench's arguments.
 */
export type RefreshBenchPart = (context: {
  database: Database;
  day: string;
  replayDir: string;
  args: string[];
}) => Promise<RefreshBenchRow>;

export const REFRESH_BENCH_PARTS: RefreshBenchPart[] = [];

const COMPANIES = 6_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * `npm run bench -- refresh` (issue 55): the time to apply one market day of prices for 6,000
 * stocks — Polygon's grouped daily answer of 6,000 rows generated from the real snapshot's symbols
 * and last closes, with 5 splits and 200 dividends, served by the replay server and parsed by the
 * Polygon source (the download, not timed), then applied by the prices writer in one transaction
 * (timed) — and applied again (nothing new to write); then any part in REFRESH_BENCH_PARTS; and
 * the process's peak memory (the embedded database's thread included). On a copy of the bench
 * database (the real snapshot imported and scored). Goal: under 30 s a day.
 */
export async function benchRefresh(args: string[]): Promise<void> {
  const o = parseArgs(args);
  const shared = await openScoredDatabase(o.marketData);
  await shared.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'evident-refresh-bench-'));
  const replayDir = path.join(dir, 'replay');
  cpSync(benchDataDir(), path.join(dir, 'data'), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  try {
    await database.migrate();
    const last = await latestPriceDate(database.db);
    if (last === null) throw new Error('the bench database has no prices');
    const day = tradingDaysToFetch(last, '2100-01-01')[0]!;
    const result = (await database.db.execute(sql`
      select c.symbol, p.close from companies c
      cross join lateral (
        select close from prices_daily where symbol = c.symbol order by date desc limit 1
      ) p
      where c.delisted_on is null
      order by c.symbol`)) as unknown as { rows: { symbol: string; close: number }[] };
    const random = mulberry32(o.seed);
    const chosen = result.rows.slice(0, COMPANIES);
    if (chosen.length < COMPANIES) {
      console.log(
        `note: the snapshot has ${chosen.length} companies with prices, not ${COMPANIES}`,
      );
    }
    const t = Date.parse(`${day}T20:00:00Z`);
    const bars = chosen.map(({ symbol, close }) => {
      const c = Math.round(close * (1 + (random() - 0.5) * 0.04) * 10_000) / 10_000;
      return {
        T: symbol,
        v: Math.round(1e4 + random() * 1e7),
        vw: c,
        o: c,
        c,
        h: Math.round(c * 1.01 * 10_000) / 10_000,
        l: Math.round(c * 0.99 * 10_000) / 10_000,
        t,
        n: 100,
      };
    });
    const splits = chosen.slice(0, 5).map((s, i) => ({
      execution_date: day,
      id: `bench-split-${i}`,
      split_from: 1,
      split_to: 2 + i,
      ticker: s.symbol,
    }));
    const dividends = chosen
      .filter((_, i) => i % 30 === 7)
      .map((s) => ({
        cash_amount: Math.round(s.close * 0.005 * 100) / 100 || 0.01,
        currency: 'USD',
        dividend_type: 'CD',
        ex_dividend_date: day,
        ticker: s.symbol,
      }));
    const record = (url: string, body: unknown) => {
      const file = path.join(replayDir, `${replayKey('GET', new URL(url))}.body`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(body));
    };
    const base = 'https://api.polygon.io';
    record(
      `${base}/v2/aggs/grouped/locale/us/market/stocks/${day}?adjusted=false&include_otc=false`,
      { status: 'OK', queryCount: bars.length, resultsCount: bars.length, results: bars },
    );
    const range = (field: string) =>
      `${field}.gte=${day}&${field}.lte=${day}&limit=1000&order=asc&sort=${field}`;
    record(`${base}/v3/reference/splits?${range('execution_date')}`, {
      status: 'OK',
      results: splits,
    });
    record(`${base}/v3/reference/dividends?${range('ex_dividend_date')}`, {
      status: 'OK',
      results: dividends,
    });

    const server = await startReplayServer({ dir: replayDir });
    const rows: RefreshBenchRow[] = [];
    try {
      const polygon = createPolygonSource({
        apiKey: 'bench',
        fetch: replayFetch(server.url),
        requestsPerMinute: 1000,
      });
      const downloadStarted = performance.now();
      const market = await polygon.marketDay(day);
      const actions = {
        splits: (await polygon.splits({ from: day, to: day })).items,
        dividends: (await polygon.dividends({ from: day, to: day })).items,
      };
      const download = (performance.now() - downloadStarted) / 1000;
      for (const [part, label] of [
        ['prices: one market day', 'first application'],
        ['prices: the same day again', 'idempotent: nothing new'],
      ] as const) {
        const started = performance.now();
        const written = await applyMarketDay(database.db, {
          day,
          prices: market.prices,
          ...actions,
        });
        rows.push({
          part,
          seconds: Math.round((performance.now() - started) / 10) / 100,
          goal: '< 30 s',
          detail: `${label}: ${market.prices.length} bars, ${written.prices} written, ${written.splitsApplied.length} splits (${written.splitsApplied.reduce((n, s) => n + s.pricesAdjusted, 0)} prices adjusted), ${written.dividends} dividends`,
        });
      }
      console.log(
        `day ${day}: ${market.prices.length} bars from the replay server in ${download.toFixed(2)} s (download and parse, not timed below)`,
      );
    } finally {
      await server.close();
    }
    for (const part of REFRESH_BENCH_PARTS) {
      rows.push(await part({ database, day, replayDir, args }));
    }
    printTable(rows.map((r) => ({ ...r, seconds: r.seconds.toFixed(2) })));
    console.log(
      `peak memory (resident, the database's thread included): ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
