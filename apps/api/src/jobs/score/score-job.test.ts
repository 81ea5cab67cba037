import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyScores,
  dailySelections,
  scoreChanges,
  scoreHistory,
  scoreRuns,
} from '../../db/schema';
import { createImportedTestDatabase } from '../../test/imported-database';
import { historyPartitionRuns, markScoreRunFailed } from '../../data/score-runs.repository';
import { measureLatestChanges } from './measure-changes';
import { RUNS_KEPT, runScoreJob } from './score-job';

describe('score job', () => {
  let database: Awaited<ReturnType<typeof createImportedTestDatabase>>;
  beforeAll(async () => {
    database = await createImportedTestDatabase();
  });
  afterAll(() => database.dispose());

  it('scores the universe as of the latest price date and stores scores, history and peers', async () => {
    const result = await runScoreJob(database, { historyYears: 1 });
    expect(result).toMatchObject({ status: 'succeeded', asOf: '2026-07-02' });
    const [run] = await database.db.select().from(scoreRuns).where(eq(scoreRuns.id, result.runId!));
    expect(run).toMatchObject({ status: 'succeeded', asOf: '2026-07-02' });
    expect(run!.dataVersion).toMatch(/^snapshot-/);
    // Rankings are stored with the run: NASDAQ listings best first; NYSE names are not in it.
    expect(run!.rankings.topNasdaq[0]).toBe('COL');
    expect(run!.rankings.topNasdaq).not.toContain('BRK.B');

    const scores = await database.db
      .select()
      .from(companyScores)
      .where(eq(companyScores.runId, result.runId!));
    const symbols = scores.map((s) => s.symbol).sort();
    // The ETF (SPY) is not scored; every company with a recent price is.
    expect(symbols).not.toContain('SPY');
    expect(symbols).toContain('COA');
    const best = scores.find((s) => s.symbol === 'COL')!;
    const worst = scores.find((s) => s.symbol === 'COA')!;
    expect(best.evidentScoreValue).not.toBeNull();
    expect(best.evidentScoreValue!).toBeGreaterThan(worst.evidentScoreValue ?? -1);
    expect(best.peers.length).toBeGreaterThan(0);
    expect(best.peers).not.toContain('COL');
    expect((best.context as { lastClose: number }).lastClose).toBeCloseTo(31.3, 6);
    for (const s of scores) {
      for (const v of Object.values(s.metrics)) {
        if (v !== null) expect(Number.isFinite(v)).toBe(true);
      }
    }

    const history = await database.db
      .select()
      .from(scoreHistory)
      .where(eq(scoreHistory.runId, result.runId!));
    expect(history.some((h) => h.symbol === 'COL' && h.asOf === '2026-07-02')).toBe(true);
    const selections = await database.db
      .select()
      .from(dailySelections)
      .where(eq(dailySelections.runId, result.runId!));
    expect(selections.every((s) => s.evidentScorePercentile >= 90)).toBe(true);
    // Once landed, the planner's statistics are gathered (ADR 043), the run's history table too.
    expect(result.tablesAnalyzed).toBeGreaterThan(30);
    expect(result.statisticsError).toBeUndefined();
    const analyzed = await database.executeSql(
      `select relname::text as name from pg_stat_user_tables where last_analyze is not null and relname in ('company_scores', $1)`,
      [`score_history_run_${result.runId}`],
    );
    expect(analyzed.rows).toHaveLength(2);
  });

  it('keeps a landed run when marking it failed comes too late (a later step threw)', async () => {
    const result = await runScoreJob(database, { historyYears: 1 });
    await markScoreRunFailed(database.db, result.runId!, 'pruning failed');
    const [run] = await database.db.select().from(scoreRuns).where(eq(scoreRuns.id, result.runId!));
    expect(run).toMatchObject({ status: 'succeeded', error: null });
  });

  it('computes in a worker thread and stores in small writes with the event loop given back before each', async () => {
    let phase = '';
    const phases: string[] = [];
    let writesStarted = 0;
    // Writes after which other work (here a probe; in the server, requests) got to run.
    const probedAfterWrite = new Set<number>();
    let running = true;
    const probe = () => {
      if (phase === 'storing') probedAfterWrite.add(writesStarted);
      if (running) setImmediate(probe);
    };
    setImmediate(probe);
    const result = await runScoreJob(database, {
      historyYears: 1,
      onProgress: (p) => {
        phase = p.phase;
        if (phases.at(-1) !== p.phase) phases.push(p.phase);
        if (p.phase === 'storing') writesStarted += 1;
      },
    });
    running = false;
    expect(result.status).toBe('succeeded');
    expect(phases).toEqual(['loading', 'scoring', 'history', 'storing']);
    // Company scores, then score history: the probe ran after each write began. An embedded
    // database's query resolves without giving the event loop a turn, so only the job's own
    // pauses let it in.
    expect(writesStarted).toBeGreaterThanOrEqual(2);
    expect([...probedAfterWrite].sort((a, b) => a - b)).toEqual(
      Array.from({ length: writesStarted }, (_, i) => i + 1),
    );
  });

  it(`keeps the last ${RUNS_KEPT} runs`, async () => {
    for (let i = 0; i < RUNS_KEPT + 1; i++) await runScoreJob(database, { historyYears: 0 });
    const runs = await database.db.select().from(scoreRuns);
    expect(runs).toHaveLength(RUNS_KEPT);
    const ids = new Set(runs.map((r) => r.id));
    const leftovers = (
      await database.db.select({ runId: companyScores.runId }).from(companyScores)
    ).filter((r) => !ids.has(r.runId));
    expect(leftovers).toEqual([]);
    // The history: a table per kept run (ADR 039), no rows of another run.
    expect(await historyPartitionRuns(database.db)).toEqual([...ids].sort((a, b) => a - b));
    const historyRuns = await database.db
      .selectDistinct({ runId: scoreHistory.runId })
      .from(scoreHistory);
    expect(historyRuns.every((r) => ids.has(r.runId))).toBe(true);
  });

  it('keeps, however old, the earlier-dated run the latest one is compared with (issue 22)', async () => {
    const earlier = await runScoreJob(database, { historyYears: 0, asOf: '2024-12-31' });
    const latest: Awaited<ReturnType<typeof runScoreJob>>[] = [];
    for (let i = 0; i < RUNS_KEPT + 1; i++)
      latest.push(await runScoreJob(database, { historyYears: 0 }));
    const runs = await database.db.select().from(scoreRuns);
    expect(runs.map((r) => r.id).sort((a, b) => a - b)).toEqual([
      earlier.runId,
      ...latest.slice(-RUNS_KEPT).map((r) => r.runId),
    ]);
    // Each later run measured its changes against it; the kept run's rows are all there.
    expect(latest.every((r) => r.changes?.from === earlier.runId)).toBe(true);
    const kept = await database.db
      .select({ symbol: companyScores.symbol })
      .from(companyScores)
      .where(eq(companyScores.runId, earlier.runId!));
    expect(kept.length).toBe(earlier.companiesScored);
    expect(await historyPartitionRuns(database.db)).toContain(earlier.runId);
    const newest = runs.find((r) => r.id === latest.at(-1)!.runId)!;
    expect(newest.changesFrom).toBe(earlier.runId);
  });

  it('measures "what changed" in the worker exactly as measuring it from the stored rows does (ADR 037)', async () => {
    const baseline = await runScoreJob(database, { historyYears: 0, asOf: '2026-06-30' });
    const run = await runScoreJob(database, { historyYears: 0 });
    expect(run.changes).toMatchObject({ runId: run.runId, from: baseline.runId });
    const [stored] = await database.db.select().from(scoreRuns).where(eq(scoreRuns.id, run.runId!));
    // Recorded with the run: it is served with its changes as soon as it lands.
    expect(stored!.changesFrom).toBe(baseline.runId);
    const rowsOf = async () =>
      (
        await database.db
          .select()
          .from(scoreChanges)
          .where(eq(scoreChanges.runId, run.runId!))
          .orderBy(scoreChanges.symbol)
      ).map((r) => ({ ...r }));
    const fromWorker = await rowsOf();
    expect(fromWorker.length).toBe(run.changes!.changed);
    expect(fromWorker.length, 'the fixture has changes').toBeGreaterThan(3);
    expect(fromWorker.filter((r) => r.bandChanged).length).toBe(run.changes!.bandChanges);

    // The same run measured again on the server's thread, from both runs' stored rows.
    await database.db
      .update(scoreRuns)
      .set({ changesFrom: null })
      .where(eq(scoreRuns.id, run.runId!));
    const measured = await measureLatestChanges(database);
    expect(measured).toEqual(run.changes);
    expect(await rowsOf()).toEqual(fromWorker);
  });

  it('measures a baseline scored after the latest run on the server (the latest run is compared with it)', async () => {
    const latest = await runScoreJob(database, { historyYears: 0 });
    const baseline = await runScoreJob(database, { historyYears: 0, asOf: '2026-06-29' });
    // The earlier-dated run is not the latest: the latest one's changes are measured against it.
    expect(baseline.changes).toMatchObject({ runId: latest.runId, from: baseline.runId });
  });

  // The embedded database runs no autovacuum: the job reclaims what it prunes (PostgreSQL's
  // autovacuum does it there, on its own schedule).
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'reuses the space of pruned runs on the embedded database: the score tables stop growing',
    async () => {
      const size = async () => {
        const result = (await database.db.execute(sql`
          select sum(pg_total_relation_size(t.relid))::bigint as bytes from (
            select relid from pg_partition_tree('score_history')
            union all select oid from pg_class
            where relname in ('company_scores', 'score_changes', 'daily_selections')) t`)) as unknown as {
          rows: { bytes: string }[];
        };
        return Number(result.rows[0]!.bytes);
      };
      // Runs are pruned from here on: each new run replaces the oldest one's rows.
      for (let i = 0; i < RUNS_KEPT + 1; i++) await runScoreJob(database, { historyYears: 1 });
      const pruning = await size();
      for (let i = 0; i < 4; i++) await runScoreJob(database, { historyYears: 1 });
      const later = await size();
      // Four more runs' rows written, four runs' rows deleted: the same space, reused.
      expect(later).toBeLessThanOrEqual(pruning * 1.1);
    },
    120_000,
  );
});
