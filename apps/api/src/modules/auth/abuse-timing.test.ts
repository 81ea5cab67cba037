import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { mailOutbox } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { scaled } from '../../test/time-scale';

/*
 * Issue 26: a request that never finishes arriving is cut off, and the answer to a forgotten
 * password does not tell a real account from an unknown one by its timing.
 */

describe('a request that never finishes arriving', () => {
  it('has its socket closed once it has been silent for the timeout', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test' }),
      database,
      logger: false,
      requestTimeoutMs: 500,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const started = Date.now();
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString('utf8')));
      socket.write(
        'POST /api/v1/feedback HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
          `x-api-key: ${WEB_KEY['x-api-key']}\r\n` +
          'content-length: 1000\r\n\r\n{"kind":',
      );
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
      expect(Date.now() - started).toBeLessThan(scaled(5_000));
      expect(answer).toBe('');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('forgot-password', () => {
  it('answers a real account as fast as an unknown one (the mail is made afterwards)', async () => {
    const t = await buildTestApp({}, { authRateLimitScale: 100 });
    try {
      await t.app.ready();
      await signedInToken(t.app, t.database.db, 'real@example.com');
      const time = async (email: string) => {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          headers: WEB_KEY,
          payload: { email },
        });
        expect(res.json().message).toBe(AUTH_MESSAGES.resetCodeSent);
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const real: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        real.push(await time('real@example.com'));
        unknown.push(await time(`ghost${i}@example.com`));
      }
      // Before: 62 ms against 4.5 ms. Now both are the limiter's count and the answer.
      expect(median(real)).toBeLessThan(median(unknown) * 3 + 5);
      await vi.waitFor(async () => {
        const mails = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'real@example.com'));
        expect(mails.filter((m) => m.subject === 'Your Evident password reset code').length).toBe(
          7,
        );
      });
    } finally {
      await t.close();
    }
  });
});
