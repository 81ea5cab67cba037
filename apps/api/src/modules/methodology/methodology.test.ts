import { insertWalkForwardBacktest, WALK_FORWARD_WEIGHTS } from '../../test/walk-forward-fixture';
import { methodologyResponse } from '@evident/contracts/methodology';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { runScoreJob } from '../../jobs/score/score-job';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

describe('GET /methodology', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('serves the factors with their weights and the metric catalogue with its research', async () => {
    const res = await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"methodology-/);
    const { data } = methodologyResponse.parse(res.json());
    expect(data.factors.map((f) => f.id)).toEqual([
      'value',
      'growth',
      'profitability',
      'health',
      'shareholderRetribution',
      'momentum',
      'earningsQuality',
    ]);
    const inScore = data.factors.filter((f) => f.inScore);
    expect(inScore.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 10);
    expect(data.factors.find((f) => f.id === 'momentum')).toMatchObject({
      inScore: false,
      weight: 0,
    });
    expect(data.metrics).toHaveLength(83);
    // The bank measures apply to financial companies only (ADR 029).
    expect(data.metrics.filter((m) => m.financialOnly).map((m) => m.id)).toEqual([
      'insolvencyZ',
      'roaVolatility',
      'leverageRatio',
    ]);
    const pe = data.metrics.find((m) => m.id === 'pe')!;
    expect(pe).toMatchObject({ name: 'Price / earnings', unit: 'times', direction: 'lower' });
    expect(pe.research[0]!.citation).toMatch(/^Basu/);
    // Every metric a factor uses is in the catalogue.
    const ids = new Set(data.metrics.map((m) => m.id));
    for (const f of data.factors) for (const m of f.metrics) expect(ids.has(m.id)).toBe(true);
  });

  it('serves the weights of the loaded run and where they came from (ADR 032)', async () => {
    const fixed = methodologyResponse.parse(
      (await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY })).json(),
    ).data;
    // Before any run: the fixed weights, said to be.
    expect(fixed.weights).toEqual({ kind: 'fixed', asOf: null, months: null, backtestId: null });
    const dir = writeSnapshot(scoredUniverseSnapshot());
    try {
      await importSnapshot({ database: t.database, dir });
      const weights = WALK_FORWARD_WEIGHTS;
      const backtestId = await insertWalkForwardBacktest(t.database.db, {
        asOf: '2026-05-31',
        months: 48,
      });
      await runScoreJob(t.database, { historyYears: 0 });
      await t.app.readModel.reload();
      const res = await t.app.inject({ url: '/api/v1/methodology', headers: WEB_KEY });
      const { data } = methodologyResponse.parse(res.json());
      expect(data.weights).toEqual({
        kind: 'walk-forward',
        asOf: '2026-05-31',
        months: 48,
        backtestId,
      });
      expect(
        Object.fromEntries(data.factors.filter((f) => f.inScore).map((f) => [f.id, f.weight])),
      ).toEqual(weights);
      expect(data.factors.find((f) => f.id === 'momentum')!.weight).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
