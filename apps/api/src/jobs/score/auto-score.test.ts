import { insertWalkForwardBacktest, WALK_FORWARD_WEIGHTS } from '../../test/walk-forward-fixture';
import { METHOD_VERSION } from '@evident/engine/method-version';
import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { companyScores, scoreRuns } from '../../db/schema';
import { createActivityTracker, type ActivityTracker } from '../../runtime/activity';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { scaled } from '../../test/time-scale';
import { scoreFraction, scoreIfStale } from './auto-score';
import { previousMonthEnd } from './measure-changes';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the score run in the background', () => {
  it('turns its phases into one fraction that only moves forward', () => {
    const steps = [
      scoreFraction({ phase: 'loading', done: 0, total: 1 }),
      scoreFraction({ phase: 'scoring', done: 0, total: 1 }),
      scoreFraction({ phase: 'history', done: 0, total: 61 }),
      scoreFraction({ phase: 'history', done: 30, total: 61 }),
      scoreFraction({ phase: 'history', done: 61, total: 61 }),
      scoreFraction({ phase: 'storing', done: 5_000, total: 10_000 }),
      scoreFraction({ phase: 'storing', done: 10_000, total: 10_000 }),
    ];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBeCloseTo(1);
  });

  it(
    'shows "Scoring N companies" with its progress while it runs, and nothing after',
    async () => {
      const dir = writeSnapshot(scoredUniverseSnapshot());
      dirs.push(dir);
      const database = await createTestDatabase();
      try {
        await importSnapshot({ database, dir });
        const tracker = createActivityTracker();
        const seen: string[] = [];
        const observed: ActivityTracker = {
          ...tracker,
          update(label, fraction) {
            tracker.update(label, fraction);
            seen.push(`${tracker.current()?.kind} ${label} ${tracker.current()?.percent}`);
          },
        };
        const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
        // The pages are reloaded before each job is reported done: the run, then its baseline.
        const jobsDuringReload: (string | undefined)[] = [];
        expect(
          await scoreIfStale(database, log, observed, {
            afterLanding: async () => {
              jobsDuringReload.push(tracker.current()?.kind);
            },
          }),
        ).toBe(true);
        expect(jobsDuringReload).toEqual(['score', 'baseline']);
        expect(seen[0]).toBe('score Scoring companies 0');
        expect(seen.some((s) => /^score Scoring \d+ companies \d+$/.test(s))).toBe(true);
        expect(tracker.current()).toBeNull();
        // A first run is followed by a baseline run of the previous month end, which the latest
        // run's "what changed" is measured against (issue 22).
        const runs = await database.db
          .select()
          .from(scoreRuns)
          .orderBy(desc(scoreRuns.asOf), desc(scoreRuns.id));
        expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
        expect(runs[1]!.asOf).toBe(previousMonthEnd(runs[0]!.asOf));
        expect(runs[0]!.changesFrom).toBe(runs[1]!.id);
        expect(
          seen.some((s) => s.startsWith(`baseline Scoring companies as of ${runs[1]!.asOf}`)),
        ).toBe(true);
        // Already scored for this data version: no run, no job.
        seen.length = 0;
        expect(await scoreIfStale(database, log, observed)).toBe(false);
        expect(seen).toEqual([]);
        // Scored before "what changed" existed (no earlier run): the baseline alone is scored.
        await database.db.delete(scoreRuns).where(eq(scoreRuns.id, runs[1]!.id));
        expect(await scoreIfStale(database, log, observed)).toBe(false);
        const [baseline] = await database.db
          .select()
          .from(scoreRuns)
          .where(eq(scoreRuns.asOf, runs[1]!.asOf));
        expect(baseline?.status).toBe('succeeded');
        seen.length = 0;
        // A run stored in an older format (before the day's rankings were stored) is redone once.
        const [latest] = await database.db
          .select()
          .from(scoreRuns)
          .orderBy(desc(scoreRuns.asOf), desc(scoreRuns.id))
          .limit(1);
        expect(latest!.rankings.mostActive).toBeDefined();
        const { format: _format, ...older } = latest!.params;
        await database.db
          .update(scoreRuns)
          .set({ params: older })
          .where(eq(scoreRuns.id, latest!.id));
        expect(await scoreIfStale(database, log, observed)).toBe(true);
        // Scores were served already: this run is a rescore, and says so (issue 53).
        expect(seen[0]).toBe('rescore Rescoring companies 0');
        expect(seen.some((s) => /^rescore Rescoring \d+ companies \d+$/.test(s))).toBe(true);
        expect(seen.some((s) => s.startsWith('score '))).toBe(false);
        expect(await scoreIfStale(database, log, observed)).toBe(false);
        // A run of an earlier scoring method (an upgraded installation) is redone once too.
        const [current] = await database.db
          .select()
          .from(scoreRuns)
          .orderBy(desc(scoreRuns.asOf), desc(scoreRuns.id))
          .limit(1);
        expect(current!.params.method).toBe(METHOD_VERSION);
        await database.db
          .update(scoreRuns)
          .set({ params: { ...current!.params, method: METHOD_VERSION - 1 } })
          .where(eq(scoreRuns.id, current!.id));
        expect(await scoreIfStale(database, log, observed)).toBe(true);
        expect(await scoreIfStale(database, log, observed)).toBe(false);
      } finally {
        await database.dispose();
      }
    },
    scaled(60_000),
  );

  it(
    'scores again with the walk-forward weights once a backtest has them, its baseline too (ADR 032)',
    async () => {
      const dir = writeSnapshot(scoredUniverseSnapshot());
      dirs.push(dir);
      const database = await createTestDatabase();
      try {
        await importSnapshot({ database, dir });
        const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
        const activity = createActivityTracker();
        expect(await scoreIfStale(database, log, activity)).toBe(true);
        const runs = () =>
          database.db.select().from(scoreRuns).orderBy(desc(scoreRuns.asOf), desc(scoreRuns.id));
        const [fixedRun, fixedBaseline] = await runs();
        expect(fixedRun!.params.weights).toMatchObject({ kind: 'fixed' });
        // A backtest stores the rule's weights as of its last month end.
        const weights = WALK_FORWARD_WEIGHTS;
        const backtestId = await insertWalkForwardBacktest(database.db, {
          asOf: '2026-05-31',
          months: 60,
        });
        expect(await scoreIfStale(database, log, activity)).toBe(true);
        const [run, baseline] = await runs();
        expect(run!.params.compositeWeights).toEqual(weights);
        expect(run!.params.weights).toEqual({
          kind: 'walk-forward',
          asOf: '2026-05-31',
          months: 60,
          backtestId,
        });
        // The first day's baseline was scored with the fixed weights: scored again with these, so
        // "what changed" is not the weights for every company.
        expect(baseline!.id).not.toBe(fixedBaseline!.id);
        expect(baseline!.params.compositeWeights).toEqual(weights);
        expect(run!.changesFrom).toBe(baseline!.id);
        // The scores moved with the weights (the composite is a different mean of the same factors).
        const scoresOf = async (runId: number) =>
          new Map(
            (
              await database.db
                .select({ symbol: companyScores.symbol, v: companyScores.evidentScoreValue })
                .from(companyScores)
                .where(eq(companyScores.runId, runId))
            ).map((r) => [r.symbol, r.v]),
          );
        const before = await scoresOf(fixedRun!.id);
        const after = await scoresOf(run!.id);
        expect([...after].some(([symbol, v]) => v !== null && v !== before.get(symbol))).toBe(true);
        // Current now: nothing to do.
        expect(await scoreIfStale(database, log, activity)).toBe(false);
      } finally {
        await database.dispose();
      }
    },
    scaled(60_000),
  );
});
