import { describe, expect, it } from 'vitest';
import type { MeteringRepository } from './metering.repository';
import { createMeteringService } from './metering.service';
import { newVisitor, signedVisitor } from './visitor-cookie';

/*
 * Issue 56, ADR 059: a company counted for a reader this month stays counted, so a re-read is
 * answered without the database (the company page and its charts read one company several times;
 * `npm run bench -- api` found one write per read at 1.2 ms of the server's CPU).
 */
describe('the analysis meter’s memory of counted companies', () => {
  function service(allowed: (ticker: string) => boolean) {
    const calls: string[] = [];
    let limits = 0;
    const repo = {
      take: async (subject: string, month: string, ticker: string) => {
        calls.push(`${subject} ${ticker}`);
        return allowed(ticker);
      },
      used: async () => 0,
      forgetBefore: async () => 0,
    } satisfies MeteringRepository;
    const metering = createMeteringService({
      repo,
      secret: async () => 'secret',
      userOf: async () => null,
      userLimit: async () => {
        limits += 1;
        return 5;
      },
      keyPlan: () => null,
      now: () => new Date('2026-11-29T12:00:00Z'),
    });
    return { metering, calls, limits: () => limits };
  }

  /** A request as the meter reads it: its cookie header and address; the cookie it is offered. */
  function request(ip: string, cookie?: string) {
    const offered: string[] = [];
    const req = {
      headers: cookie === undefined ? {} : { cookie },
      ip,
      protocol: 'http',
    } as unknown as Parameters<ReturnType<typeof service>['metering']['meter']>[0];
    const reply = {
      header: (name: string, value: string) => {
        if (name === 'set-cookie') offered.push(value);
        return reply;
      },
    } as unknown as Parameters<ReturnType<typeof service>['metering']['meter']>[1];
    return { req, reply, offered };
  }

  it('asks the database once per reader and company, and the plan’s limit only then', async () => {
    const { metering, calls, limits } = service(() => true);
    await metering.meterUser(7, 'NASDAQ:AAPL');
    await metering.meterUser(7, 'NASDAQ:AAPL');
    await metering.meterUser(7, 'NASDAQ:AAPL');
    await metering.meterUser(8, 'NASDAQ:AAPL');
    await metering.meterUser(7, 'NYSE:KO');
    expect(calls).toEqual(['u:7 NASDAQ:AAPL', 'u:8 NASDAQ:AAPL', 'u:7 NYSE:KO']);
    expect(limits()).toBe(3);
  });

  it('never remembers a refusal: the next read asks again (a plan may have been raised)', async () => {
    const { metering, calls } = service((ticker) => ticker !== 'NYSE:KO');
    await expect(metering.meterUser(7, 'NYSE:KO')).rejects.toMatchObject({ status: 403 });
    await expect(metering.meterUser(7, 'NYSE:KO')).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual(['u:7 NYSE:KO', 'u:7 NYSE:KO']);
  });

  it('counts a client without a cookie by its address, each address its own, with a new id each time', async () => {
    const { metering, calls } = service(() => true);
    const offered: string[] = [];
    for (const ip of ['203.0.113.7', '203.0.113.7', '203.0.113.8']) {
      const r = request(ip);
      await metering.meter(r.req, r.reply, 'NASDAQ:AAPL');
      offered.push(...r.offered);
    }
    // The same address is one subject (asked once), another address another.
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^a:[A-Za-z0-9_-]{32} NASDAQ:AAPL$/);
    expect(calls[1]).not.toBe(calls[0]);
    expect(calls[0]).not.toContain('203.0.113');
    expect(new Set(offered.map((c) => c.split(';')[0])).size).toBe(3);
  });

  it('reads a signed cookie as its visitor, and never a forged one, after either was seen', async () => {
    const { metering, calls } = service(() => true);
    const id = newVisitor();
    const good = `evident_visitor=${signedVisitor('secret', id)}`;
    const forged = `evident_visitor=${signedVisitor('another secret', id)}`;
    for (const cookie of [good, forged, good, forged]) {
      const r = request('203.0.113.9', cookie);
      await metering.meter(r.req, r.reply, `T${calls.length}`);
    }
    expect(calls.map((c) => c.split(' ')[0])).toEqual([
      `v:${id}`,
      expect.stringMatching(/^a:/),
      `v:${id}`,
      expect.stringMatching(/^a:/),
    ]);
  });
});

describe('visitor ids', () => {
  it('are 128 random bits each, never the same, across many draws of the pool', () => {
    const ids = Array.from({ length: 2000 }, () => newVisitor());
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
