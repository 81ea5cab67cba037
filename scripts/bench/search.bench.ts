import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { loadReadModel } from '../../apps/api/src/modules/stocks/read-model';
import { printTable, root } from './harness';

/** What people type (issue 17's table), each measured as typed: every prefix from one letter. */
const QUERIES = [
  'jpmorgan',
  'jp morgan',
  'coca cola',
  'cocacola',
  'berkshire',
  'brk.b',
  'brk b',
  'microsft',
  'nvidai',
  'apple',
  'procter gamble',
  'mcdonalds',
  'home depot',
  'johnson johnson',
  'amzon',
  'alphabet',
  'tesla',
  'exxon mobil',
  'visa',
  'walmart',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Server time per search: the read model's own `search` (the index the API route calls) on the
 * bench database with the shipped snapshot loaded and scored (market values known), every query
 * as typed, after a warm-up. Goal: p99 < 1 ms.
 */
export async function benchSearch(): Promise<void> {
  const dataDir = path.join(root, 'node_modules', '.cache', 'evident-bench', 'pglite');
  if (!existsSync(dataDir)) {
    throw new Error(
      'no bench database yet: run `npm run bench -- api` once (it imports and scores the snapshot)',
    );
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const model = await loadReadModel(database.db);
    const typed = QUERIES.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));
    for (let round = 0; round < 5; round++) for (const q of typed) model.search(q, 20);
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const q of typed) {
        const started = process.hrtime.bigint();
        model.search(q, 20);
        times.push(Number(process.hrtime.bigint() - started) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    printTable([
      {
        target: 'search index (server time per search)',
        'names indexed': model.bySymbol.size,
        searches: times.length,
        'p50 µs': Math.round(percentile(times, 0.5)),
        'p99 µs (goal < 1000)': Math.round(percentile(times, 0.99)),
        'max µs': Math.round(times.at(-1)!),
      },
    ]);
    const first = (q: string) => model.search(q, 1)[0]?.company.symbol ?? '—';
    console.log(`first results: ${QUERIES.map((q) => `"${q}" → ${first(q)}`).join(', ')}`);
  } finally {
    await database.close();
  }
}
