import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSnapshotFile } from '@evident/ingest/snapshot/read-snapshot';
import { openDatabase } from '../../apps/api/src/db/client';
import { loadReadModel } from '../../apps/api/src/read-model/read-model';
import {
  createSearchIndex,
  searchIndexSteps,
  type Searchable,
} from '../../apps/api/src/read-model/search-index';
import { SEARCH_TABLE } from '../../apps/api/src/test/search-queries.fixture';
import { printTable, root } from './harness';

const ROUNDS = 20;
const WARM_UP_ROUNDS = 5;
const LIMIT = 20;

/** Issue 17's table, each query measured as typed: every start of it, from one letter. */
const QUERIES = [...new Set(SEARCH_TABLE.map(([q]) => q))];
const TYPED = QUERIES.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Microseconds per search, sorted, every typed query `ROUNDS` times after a warm-up. */
function timeSearches(search: (text: string, limit: number) => unknown): number[] {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const q of TYPED) search(q, LIMIT);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of TYPED) {
      const started = process.hrtime.bigint();
      search(q, LIMIT);
      times.push(Number(process.hrtime.bigint() - started) / 1000);
    }
  }
  return times.sort((a, b) => a - b);
}

const BUILDS = 7;

/**
 * The index built step by step as the server builds it after each load (`driveSteps` gives the
 * event loop back between steps): the longest step is the longest the build holds the server.
 * Medians over `BUILDS` builds.
 */
function timeBuildSteps(items: readonly Searchable[]) {
  const totals: number[] = [];
  const longest: number[] = [];
  let steps = 0;
  for (let build = 0; build < BUILDS; build++) {
    const times: number[] = [];
    const generator = searchIndexSteps(items);
    for (let done = false; !done;) {
      const started = process.hrtime.bigint();
      done = generator.next().done ?? false;
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    steps = times.length;
    totals.push(times.reduce((a, b) => a + b, 0));
    longest.push(Math.max(...times));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  return { steps, totalMs: median(totals), longestMs: median(longest) };
}

function row(target: string, companies: number, times: number[]) {
  return {
    target,
    'names indexed': companies,
    searches: times.length,
    'p50 µs': Math.round(percentile(times, 0.5)),
    'p99 µs (goal < 1000)': Math.round(percentile(times, 0.99)),
    'max µs': Math.round(times.at(-1)!),
  };
}

/**
 * Server time per search (goal: p99 < 1 ms), in process: the index built from the shipped
 * snapshot's companies.csv (every listed name; S&P 500 membership standing in for market value),
 * and, once `npm run bench -- api` has made the bench database, the read model's own `search` (the
 * index the API route calls, with the scored market values).
 */
export async function benchSearch(): Promise<void> {
  const snapshotDir = path.join(root, 'data', 'market-snapshot');
  if (!existsSync(path.join(snapshotDir, 'companies.csv'))) {
    throw new Error('data/market-snapshot/companies.csv not found: the search bench indexes it');
  }
  const items: Searchable[] = [];
  for await (const r of readSnapshotFile(snapshotDir, 'companies')) {
    if (!r.ok) continue;
    const c = r.record;
    items.push({
      symbol: c.symbol,
      name: c.name ?? c.symbol,
      marketCap: c.sp500 ? 1e12 : null,
      isEtf: c.isEtf,
    });
  }
  const build = timeBuildSteps(items);
  console.log(
    `search index build (median of ${BUILDS}): ${build.steps} steps, ${build.totalMs.toFixed(1)} ms ` +
      `in all, the longest step ${build.longestMs.toFixed(1)} ms`,
  );
  const index = createSearchIndex(items);
  const times = timeSearches(index.search);
  const rows = [row('search index (data/market-snapshot/companies.csv)', items.length, times)];
  console.log(
    `search index: p50 ${rows[0]!['p50 µs']} µs, p99 ${rows[0]!['p99 µs (goal < 1000)']} µs per ` +
      `query over ${times.length} queries on ${items.length} companies`,
  );

  const dataDir = path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');
  let first = (q: string) => index.search(q, 1)[0]?.symbol ?? '—';
  if (existsSync(dataDir)) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const model = await loadReadModel(database.db);
      rows.push(
        row('read model search (bench database)', model.bySymbol.size, timeSearches(model.search)),
      );
      first = (q) => model.search(q, 1)[0]?.company.symbol ?? '—';
    } finally {
      await database.close();
    }
  } else {
    console.log(
      '(no bench database yet: `npm run bench -- api` makes one; the read model row follows)',
    );
  }
  printTable(rows);
  console.log(`first results: ${QUERIES.map((q) => `"${q}" → ${first(q)}`).join(', ')}`);
}
