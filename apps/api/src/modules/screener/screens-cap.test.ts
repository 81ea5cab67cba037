import { MAX_SCREENS_PER_USER, SCREENER_MESSAGES } from '@evident/contracts/screener';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

/*
 * Issue 56: the saved-screens cap holds however many saves arrive at once (a probe's 60
 * concurrent saves left 61 screens against the 50). Run on PostgreSQL too with
 * TEST_DATABASE_URL: the embedded database has one connection, PostgreSQL a pool.
 */
describe('the saved-screens cap under concurrent saves (issue 56)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    await t.app.ready();
    token = await signedInToken(t.app, t.database.db, 'screens-cap@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('60 saves at once leave exactly the cap, and the rest are refused with its message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/screener',
          headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
          payload: { name: `Screen ${i}`, filters: [{ field: 'evidentScore', op: 'known' }] },
        }),
      ),
    );
    const saved = answers.filter((a) => a.statusCode === 201 || a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(saved).toHaveLength(MAX_SCREENS_PER_USER);
    expect(refused).toHaveLength(60 - MAX_SCREENS_PER_USER);
    expect(refused[0]!.json().message).toBe(SCREENER_MESSAGES.tooManyScreens(MAX_SCREENS_PER_USER));
    const rows = await t.database.db
      .select({ id: screens.id, userId: screens.userId })
      .from(screens);
    const owner = rows[0]!.userId;
    expect(rows.filter((r) => r.userId === owner)).toHaveLength(MAX_SCREENS_PER_USER);
  });
});
