import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './http/app-error';
import { buildTestApp, type TestApp } from './test/build-test-app';

describe('server errors', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({}, { logger: { level: 'error', stream } });
    t.app.get('/boom', async () => {
      throw new Error('secret detail: connection string postgres://u:p@h/db');
    });
    t.app.get('/typed', async () => {
      throw new AppError('CONFLICT', 409, 'That name is already used');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a generic 500 and logs the detail with the request id', async () => {
    const res = await t.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(line.err.message).toContain('secret detail');
    expect(line.reqId).toBe(res.headers['x-request-id']);
  });

  /** An app whose log lines (level info) are kept in `logged`. */
  async function appLoggingAtInfo() {
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    return { logged, app: await buildTestApp({}, { logger: { level: 'info', stream } }) };
  }

  it('keeps the secret of a URL (the verification code) out of the request log', async () => {
    const quiet = logs.length;
    const { logged, app } = await appLoggingAtInfo();
    try {
      const res = await app.app.inject({ url: '/?code=very-secret-code&x=1' });
      const text = logged.join('');
      expect(text).toContain('/?code=[redacted]&x=1');
      expect(text).not.toContain('very-secret-code');
      // One access line per request, its fields flat (ADR 040): the request, its status, its
      // time, the client's address and the request id its answer carries.
      const lines = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.url !== undefined || l.req !== undefined || l.res !== undefined);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        method: 'GET',
        url: '/?code=[redacted]&x=1',
        statusCode: 404,
        remoteAddress: '127.0.0.1',
        reqId: res.headers['x-request-id'],
      });
      expect(lines[0]).not.toHaveProperty('req');
      expect(lines[0]).not.toHaveProperty('res');
      expect(typeof lines[0]!.responseTime).toBe('number');
    } finally {
      await app.close();
    }
    expect(logs.length).toBe(quiet);
  });

  it('says once at start that payments run in the sandbox when no Stripe key is set', async () => {
    const { logged, app } = await appLoggingAtInfo();
    try {
      await app.app.ready();
      const warnings = logged
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.msg.startsWith('Payments run in the offline sandbox'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
    } finally {
      await app.close();
    }
  });

  it('answers a typed AppError with its status and message', async () => {
    const res = await t.app.inject({ url: '/typed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'That name is already used' });
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with reachable false', async () => {
    const t = await buildTestApp();
    await t.database.close();
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.data.database.reachable).toBe(false);
    await t.app.close();
    await t.database.dispose().catch(() => {});
  });
});
