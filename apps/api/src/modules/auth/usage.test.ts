import { rmSync } from 'node:fs';
import { subscriptionResponse } from '@evident/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { baseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { signedInToken } from '../../test/auth-test-kit';

describe('analysis usage of a signed-in user (free limit 5 a month)', () => {
  let t: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test' });
    dir = writeSnapshot(baseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await t.app.ready();
    await t.app.readModel.reload();
    token = await signedInToken(t.app, t.database.db, 'usage@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const used = async () =>
    subscriptionResponse.parse(
      (
        await t.app.inject({
          url: '/api/v1/auth/user-subscription',
          headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
        })
      ).json(),
    ).data.usage.analysis.used;

  it('counts each company a signed-in user opens once a month; visitors are not counted', async () => {
    const open = (ticker: string, auth = true) =>
      t.app.inject({
        url: `/api/v1/stocks/${ticker}`,
        headers: { ...WEB_KEY, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      });
    expect((await open('NASDAQ:AAPL')).statusCode).toBe(200);
    await expect.poll(used).toBe(1);
    await open('nasdaq:aapl');
    await open('NYSE:BRK.B', false);
    await open('NYSE:BRK.B');
    await expect.poll(used).toBe(2);
    // A bad token on the public page is ignored, never an error.
    const res = await t.app.inject({
      url: '/api/v1/stocks/NASDAQ:AAPL',
      headers: { ...WEB_KEY, authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
    expect(await used()).toBe(2);
  });
});
