import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';
import { LOG_SERIALIZERS } from './log-serializers';

/** A logger as the server builds it (its serializers), its lines kept as parsed objects. */
function logger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level, serializers: LOG_SERIALIZERS }, stream) };
}

function answered(log: Logger, statusCode: number) {
  const request = {
    method: 'POST',
    url: '/api/v1/auth/reset?token=very-secret&lang=en',
    ip: '203.0.113.7',
    headers: { authorization: 'Bearer secret-header' },
  } as unknown as FastifyRequest;
  const reply = {
    statusCode,
    elapsedTime: 1.25,
    log: log.child({ reqId: 'req-7' }),
  } as unknown as FastifyReply;
  return { request, reply };
}

describe('the access line (ADR 040)', () => {
  it('is one flat line: method, redacted URL, status, time, client address, request id', () => {
    const { lines, log } = logger();
    const { request, reply } = answered(log, 201);
    new AccessLog().requestCompleted(null, request, reply);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: 'req-7',
        method: 'POST',
        url: '/api/v1/auth/reset?token=[redacted]&lang=en',
        statusCode: 201,
        responseTime: 1.25,
        remoteAddress: '203.0.113.7',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a failed answer at error level, its error through the server’s serializer', () => {
    const { lines, log } = logger();
    const { request, reply } = answered(log, 500);
    const error = Object.assign(new Error('write failed\nparams: someone@example.com'), {
      params: ['someone@example.com'],
    });
    new AccessLog().requestCompleted(error, request, reply);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request errored',
      url: '/api/v1/auth/reset?token=[redacted]&lang=en',
      statusCode: 500,
      err: { type: 'Error', params: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('writes nothing when request logging is disabled', () => {
    const { lines, log } = logger();
    const { request, reply } = answered(log, 200);
    new AccessLog({ disableRequestLogging: true }).requestCompleted(null, request, reply);
    expect(lines).toEqual([]);
  });

  it('at level warn, writes the failed answers only', () => {
    const { lines, log } = logger('warn');
    const ok = answered(log, 200);
    new AccessLog().requestCompleted(null, ok.request, ok.reply);
    expect(lines).toEqual([]);
    const failed = answered(log, 500);
    new AccessLog().requestCompleted(new Error('boom'), failed.request, failed.reply);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'request errored', statusCode: 500 }),
    ]);
  });
});
