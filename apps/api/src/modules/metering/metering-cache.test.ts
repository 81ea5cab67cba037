import { describe, expect, it } from 'vitest';
import type { MeteringRepository } from './metering.repository';
import { createMeteringService } from './metering.service';

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
});
