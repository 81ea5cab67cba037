import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CORE_FACTORS, WALK_FORWARD } from '@evident/engine/backtest/walk-forward';
import type { DataActivity } from '@evident/contracts/health';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './config/env';
import { openDatabase } from './db/client';
import { eq } from 'drizzle-orm';
import { companyScores, scoreRuns } from './db/schema';
import { QUEUES } from './jobs/queue';
import {
  SHIPPED_WEIGHTS_FILE,
  shippedWeightsFileOf,
  shippedWeightsKey,
} from './jobs/score/shipped-weights';
import { dataVersionOf } from './jobs/snapshot-import/snapshot-import';
import { startServer } from './start-server';
import { scoredUniverseSnapshot, writeSnapshot } from './test/snapshot-fixture';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Mean ICs whose rule weights (walk-forward.ts) differ from the fixed ones. */
const MEAN_ICS = {
  value: 0.06,
  growth: -0.01,
  profitability: 0.02,
  health: 0.01,
  shareholderRetribution: 0.03,
};

/** The rule's weights from MEAN_ICS, worked as walk-forward.ts does (negatives to 0, halfway to equal). */
function ruleWeights(): Record<string, number> {
  const positive = CORE_FACTORS.map((f) => Math.max(0, MEAN_ICS[f as keyof typeof MEAN_ICS]));
  const total = positive.reduce((a, b) => a + b, 0);
  const equal = 1 / CORE_FACTORS.length;
  return Object.fromEntries(
    CORE_FACTORS.map((f, i) => [
      f,
      (1 - WALK_FORWARD.shrink) * (positive[i]! / total) + WALK_FORWARD.shrink * equal,
    ]),
  );
}

interface Seen {
  /** Each change of what health reports as the job (null: no job running or queued). */
  states: (DataActivity | null)[];
}

/**
 * A fresh start as `npm start` makes it, on the fixture snapshot: an empty data folder, the
 * snapshot imported, then whatever the start queues, until no job runs or waits. The tracker is
 * sampled every 5 ms throughout (what health reports as the activity).
 */
async function freshStart(options: { shipped: 'usable' | 'none' | 'other method' }) {
  const root = mkdtempSync(path.join(tmpdir(), 'evident-first-start-'));
  dirs.push(root);
  const snapshot = writeSnapshot(scoredUniverseSnapshot(), {
    dir: mkdtempSync(path.join(root, 'snap-')),
  });
  if (options.shipped !== 'none') {
    const dataVersion = await dataVersionOf(snapshot);
    const file = shippedWeightsFileOf(
      dataVersion,
      {
        asOf: '2026-06-30',
        weights: ruleWeights(),
        meanIcs: MEAN_ICS,
        months: 60,
        from: '2020-07-31',
        to: '2025-06-30',
      },
      { id: 1, computedAt: '2026-11-29T00:00:00.000Z', seconds: 1 },
    );
    if (options.shipped === 'other method') file.key.method = shippedWeightsKey('x').method - 1;
    mkdirSync(path.join(root, 'data'), { recursive: true });
    writeFileSync(path.join(root, SHIPPED_WEIGHTS_FILE), JSON.stringify(file));
  }
  const dataDir = path.join(root, 'db');
  const env = parseEnv({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(root, 'no-web'),
    MARKET_DATA_DIR: snapshot,
  });
  const seen: Seen = { states: [] };
  let sampler: NodeJS.Timeout | undefined;
  const key = (a: DataActivity | null) =>
    a === null ? 'none' : `${a.kind}|${a.queued}|${a.startedAt}|${a.companies ?? ''}`;
  const app = await startServer({ ...env, PORT: 0 }, root, (a) => {
    let last = '';
    const sample = () => {
      const current = a.activity.current();
      if (key(current) !== last) {
        last = key(current);
        seen.states.push(current);
      }
    };
    sample();
    sampler = setInterval(sample, 5);
  });
  try {
    // Done: scores served, no job running or waiting in the queue, no activity.
    const queue = app.jobQueue!;
    const pending = async () => {
      let n = 0;
      for (const name of [QUEUES.score, QUEUES.backtest]) {
        const counts = await queue.counts(name);
        n += (counts.created ?? 0) + (counts.active ?? 0) + (counts.retry ?? 0);
      }
      return n;
    };
    await expect
      .poll(
        async () =>
          app.readModel.get()?.runId != null && app.activity.current() === null
            ? await pending()
            : -1,
        { timeout: 120_000, interval: 100 },
      )
      .toBe(0);
    // A moment more: nothing comes after "no activity".
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    clearInterval(sampler);
    await app.close();
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const runs = await database.db.select().from(scoreRuns);
    // The companies each run scored: its rows (one per member of the engine's universe).
    const rows = new Map<number, number>();
    for (const r of runs) {
      rows.set(
        r.id,
        (
          await database.db
            .select({ s: companyScores.symbol })
            .from(companyScores)
            .where(eq(companyScores.runId, r.id))
        ).length,
      );
    }
    return { seen, runs, rows };
  } finally {
    await database.close();
  }
}

/** The jobs in the order they ran (queued marks left out), one entry per job. */
const jobsOf = (seen: Seen) => {
  const jobs: string[] = [];
  let last = '';
  for (const s of seen.states) {
    // Queued, or a handler between its steps before its first one ("Preparing …"): no job yet.
    if (s === null || s.queued || (s.percent === null && s.label.startsWith('Preparing'))) continue;
    const id = `${s.kind}|${s.startedAt}`;
    if (id === last) continue;
    last = id;
    if (jobs.at(-1) !== s.kind) jobs.push(s.kind);
  }
  return jobs;
};

describe('a fresh start (issue 53, ADR 052)', () => {
  it('with the weights shipped for its data: one score run with them, one baseline, then the backtest; activity set from the first job to the last', async () => {
    const { seen, runs, rows } = await freshStart({ shipped: 'usable' });
    // One run of the data and its one baseline (history of one date), both succeeded.
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const run = runs.find((r) => (r.params.history?.points ?? 0) > 1)!;
    const baseline = runs.find((r) => r.params.history?.points === 1)!;
    expect(run).toBeDefined();
    expect(baseline).toBeDefined();
    // Scored with the shipped weights (walk-forward, no backtest yet), the baseline too.
    expect(run.params.weights).toMatchObject({
      kind: 'walk-forward',
      shipped: true,
      backtestId: null,
    });
    for (const [f, w] of Object.entries(ruleWeights())) {
      expect(run.params.compositeWeights?.[f as keyof typeof MEAN_ICS]).toBeCloseTo(w, 12);
      expect(baseline.params.compositeWeights?.[f as keyof typeof MEAN_ICS]).toBeCloseTo(w, 12);
    }
    // The order: the import, the score run, its baseline, then the backtest; no rescore.
    expect(jobsOf(seen)).toEqual(['import', 'score', 'baseline', 'backtest']);
    // Never "no activity" between the first job and the last: null only before and after.
    const states = seen.states;
    const first = states.findIndex((s) => s !== null);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(states.at(-1)).toBeNull();
    expect(states.slice(first, -1).filter((s) => s === null)).toEqual([]);
    // Between the import and the score run, the run shows as queued.
    expect(states.some((s) => s?.kind === 'score' && s.queued === true)).toBe(true);
    // The banner's count: the companies the run scores (the engine's universe), not every
    // listing (the fixture's ETF is not one of them).
    const counted = states.filter((s) => s?.kind === 'score' && s.companies != null);
    expect(counted.length).toBeGreaterThan(0);
    const scored = rows.get(run.id)!;
    expect(scored).toBeGreaterThan(0);
    expect(new Set(counted.map((s) => s!.companies))).toEqual(new Set([scored]));
    expect(counted[0]!.label).toBe(`Scoring ${scored} companies`);
  }, 180_000);

  it('without weights for its data (another method): the backtest first, then one score run and one baseline', async () => {
    const { seen, runs } = await freshStart({ shipped: 'other method' });
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(runs.filter((r) => (r.params.history?.points ?? 0) > 1)).toHaveLength(1);
    expect(runs.filter((r) => r.params.history?.points === 1)).toHaveLength(1);
    // The shipped file is not used: not the rule's weights from its ICs.
    const run = runs.find((r) => (r.params.history?.points ?? 0) > 1)!;
    expect(run.params.weights?.shipped).toBeUndefined();
    expect(jobsOf(seen)).toEqual(['import', 'backtest', 'score', 'baseline']);
    const states = seen.states;
    const first = states.findIndex((s) => s !== null);
    expect(states.slice(first, -1).filter((s) => s === null)).toEqual([]);
    expect(states.at(-1)).toBeNull();
  }, 180_000);
});
