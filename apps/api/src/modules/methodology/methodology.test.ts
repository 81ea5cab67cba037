import { methodologyResponse } from '@evident/contracts/methodology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
