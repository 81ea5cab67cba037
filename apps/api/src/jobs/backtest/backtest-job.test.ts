import { rmSync } from 'node:fs';
import { evidenceResponse, informationCoefficientsResponse } from '@evident/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { backtestSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { METHOD_VERSION } from '@evident/engine/method-version';
import { PRESETS, presetsVersion } from '@evident/engine/screening/presets';
import { presetBacktests } from '../../db/schema';
import { latestPresetBacktests } from '../../modules/screener/screener.repository';
import { backtestRuns } from '../../db/schema';
import { openDatabase } from '../../db/client';
import { ShutdownInterruption } from '../../runtime/interruption';
import { BacktestBusy, backtestIfStale, backtestIsStale, runBacktestJob } from './backtest-job';

describe('backtest job and GET /evidence', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(backtestSnapshot());
    await importSnapshot({ database: t.database, dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers null before the first backtest, without an API key', async () => {
    const res = await t.app.inject({ url: '/api/v1/evidence' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    const ics = await t.app.inject({ url: '/api/v1/evidence/information-coefficients' });
    expect(ics.json()).toEqual({ success: true, data: null });
  });

  it('runs on S&P 500 members against SPY, stores the result and serves it', async () => {
    // The months are computed in a worker thread, which reports its progress month by month.
    let months = 0;
    const run = await runBacktestJob(t.database, {
      start: '2025-01-31',
      end: '2026-05-31',
      inSampleEnd: '2025-12-31',
      onProgress: (_done, total) => {
        months = total;
      },
    });
    expect(months).toBe(16);
    expect(run.params).toMatchObject({
      start: '2025-01-31',
      end: '2026-05-31',
      costPerTurnover: 0.001,
    });
    const served = await t.app.inject({ url: '/api/v1/evidence' });
    const { data } = evidenceResponse.parse(served.json());
    expect(data).not.toBeNull();
    // Cached by the backtest's id: a revalidation answers 304 without the body.
    expect(served.headers.etag).toBe(`W/"backtest-${data!.id}-en"`);
    const again = await t.app.inject({
      url: '/api/v1/evidence',
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(data!.buckets.map((b) => b.id)).toEqual(['90+', '70-89', '50-69', '20-49', '<20']);
    expect(data!.deciles).toHaveLength(10);
    // Only S&P members are held (AAPL and BRK.B are members too, SPY is an ETF).
    const held = data!.buckets.reduce((n, b) => n + b.averageHoldings, 0);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(14);
    // SPY grows 1% a month in the fixture.
    expect(data!.benchmark.all.cagr).toBeCloseTo(1.01 ** 12 - 1, 6);
    expect(data!.caveats.some((c) => c.startsWith('Survivorship bias'))).toBe(true);
    expect(data!.benchmark.inSample.to).toBe('2025-12-31');
    // Issue 25: intervals on each bucket, the ICs of the factors and scores (metrics apart), the
    // walk-forward line (no weights yet: 36 closed months are needed) and the survivorship count.
    expect(
      data!.buckets.every(
        (b) => b.cagrInterval === null || b.cagrInterval!.low <= b.cagrInterval!.high,
      ),
    ).toBe(true);
    const ics = data!.informationCoefficients!;
    // ADR 049: the investable universe and the size bands beside them, each with its size.
    expect(ics.universes.map((u) => u.universe)).toEqual([
      'sp500',
      'all',
      'investable',
      'large',
      'mid',
      'small',
      'micro',
    ]);
    expect(ics.universes.every((u) => typeof u.averageCompanies === 'number')).toBe(true);
    const size = (u: string) => ics.universes.find((x) => x.universe === u)!.averageCompanies!;
    expect(size('large') + size('mid') + size('small') + size('micro')).toBeLessThanOrEqual(
      size('all'),
    );
    expect(ics.universes[0]!.signals.some((x) => x.kind === 'metric')).toBe(false);
    expect(ics.universes[0]!.signals.map((x) => x.id)).toContain('walkForwardScore');
    expect(data!.walkForward).toMatchObject({ start: null, latest: null, buckets: [] });
    expect(data!.survivorship!.map((y) => y.year)).toEqual([2025, 2026]);
    expect(data!.caveats.some((c) => c.includes('walk-forward line'))).toBe(true);
    const all = await t.app.inject({ url: '/api/v1/evidence/information-coefficients' });
    expect(all.statusCode).toBe(200);
    const full = informationCoefficientsResponse.parse(all.json()).data!;
    expect(full.backtestId).toBe(data!.id);
    expect(
      full.ics.universes[0]!.signals.some((x) => x.kind === 'metric' && x.factor === 'value'),
    ).toBe(true);
    expect(all.headers.etag).toBe(`W/"backtest-${data!.id}"`);

    // The screener presets are backtested in the same run, by the same method (issue 20).
    const presets = await latestPresetBacktests(t.database.db);
    expect(presets).toMatchObject({ runId: run.id, presetsVersion: presetsVersion() });
    expect(Object.keys(presets!.results).sort()).toEqual(PRESETS.map((p) => p.id).sort());
    const top = presets!.results['evident-90']!;
    const bucket = data!.buckets.find((b) => b.id === '90+')!;
    // The preset screens the investable universe (ADR 049): the 90+ bucket's investable part.
    expect(top).toMatchObject({
      from: '2025-01-31',
      benchmarkCagr: data!.benchmark.all.cagr,
      costPerTurnover: 0.001,
    });
    expect(top.averageHoldings).toBeLessThanOrEqual(bucket.averageHoldings);
    expect(top.yearly.map((y) => y.year)).toEqual(bucket.yearly.map((y) => y.year));
    expect(top.yearly[0]!.benchmark).toBe(data!.benchmark.yearly[0]!.return);
  });

  it('runs again when the presets or the scoring method changed since the stored figures', async () => {
    const log = { info: () => {}, warn: () => {} };
    // The fingerprint covers the scoring method: figures of an earlier method are backtested again.
    expect(presetsVersion(PRESETS, METHOD_VERSION - 1)).not.toBe(presetsVersion());
    await t.database.db
      .update(presetBacktests)
      .set({ presetsVersion: presetsVersion(PRESETS, METHOD_VERSION - 1) });
    expect(await backtestIfStale(t.database, log)).toBe(true);
    expect((await latestPresetBacktests(t.database.db))!.presetsVersion).toBe(presetsVersion());
  });

  it('runs by itself once per data version (start-up), and refuses too short a history', async () => {
    const log = { info: () => {}, warn: () => {} };
    // A backtest already exists for this data version (the test above): nothing to do.
    expect(await backtestIfStale(t.database, log)).toBe(false);
    await expect(
      runBacktestJob(t.database, { start: '2026-01-31', end: '2026-05-31' }),
    ).rejects.toThrow(/Not enough history for a backtest/);
  });

  it('runs one backtest when two jobs (or a job and the command) ask at once', async () => {
    const log = { info: () => {}, warn: () => {} };
    // Stale again: the presets' figures are of an earlier method.
    await t.database.db
      .update(presetBacktests)
      .set({ presetsVersion: presetsVersion(PRESETS, METHOD_VERSION - 1) });
    const before = (await t.database.db.select({ id: backtestRuns.id }).from(backtestRuns)).length;
    // The queue's "short" policy lets a second job start while one is active: one runs, the
    // other finds the lock taken (before the lock, both ran and stored a run each).
    const [a, b] = await Promise.all([
      backtestIfStale(t.database, log),
      backtestIfStale(t.database, log),
    ]);
    expect([a, b].sort()).toEqual([false, true]);
    const after = await t.database.db.select({ id: backtestRuns.id }).from(backtestRuns);
    expect(after.length).toBe(Math.min(before + 1, 3));
    // `npm run backtest` beside a running one is refused with a readable message.
    const running = runBacktestJob(t.database, { start: '2025-01-31', end: '2026-05-31' });
    await expect(
      runBacktestJob(t.database, { start: '2025-01-31', end: '2026-05-31' }),
    ).rejects.toBeInstanceOf(BacktestBusy);
    await running;
  });

  it('stops at the shutdown while it runs: nothing stored, left stale for the next start', async () => {
    const lines: string[] = [];
    const log = {
      info: (_: object, m: string) => lines.push(m),
      warn: (_: object, m: string) => lines.push(m),
    };
    await t.database.db
      .update(presetBacktests)
      .set({ presetsVersion: presetsVersion(PRESETS, METHOD_VERSION - 1) });
    const before = (await t.database.db.select({ id: backtestRuns.id }).from(backtestRuns)).length;
    // The server's shutdown arrives while the run reads its data (its first progress report).
    const shutdown = new AbortController();
    const activity = {
      start: () => {},
      update: () => shutdown.abort(),
      current: () => null,
      finish: () => {},
    } as unknown as Parameters<typeof backtestIfStale>[2];
    await expect(
      backtestIfStale(t.database, log, activity, undefined, shutdown.signal),
    ).rejects.toBeInstanceOf(ShutdownInterruption);
    expect(lines).toContain('backtest interrupted by the shutdown; run again at the next start');
    expect(lines.filter((l) => l === 'no backtest')).toEqual([]);
    const after = (await t.database.db.select({ id: backtestRuns.id }).from(backtestRuns)).length;
    expect(after).toBe(before);
    expect(await backtestIsStale(t.database)).toBe(true);
    // The next start runs it.
    expect(await backtestIfStale(t.database, { info: () => {}, warn: () => {} })).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a second process is refused while the first runs',
    async () => {
      // Another process's connection pool on the same database (its own in-process guard).
      const other = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
      try {
        const running = runBacktestJob(t.database, { start: '2025-01-31', end: '2026-05-31' });
        // Once the first holds the lock (it is taken before anything is read).
        await new Promise((r) => setTimeout(r, 50));
        await expect(
          runBacktestJob(other, { start: '2025-01-31', end: '2026-05-31' }),
        ).rejects.toBeInstanceOf(BacktestBusy);
        await running;
      } finally {
        await other.close();
      }
    },
  );
});
