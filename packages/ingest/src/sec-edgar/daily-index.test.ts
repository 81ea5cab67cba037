import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  replayFetch,
  startReplayServer,
  type ReplayServer,
  type ReplayServerOptions,
} from '../replay/replay-server';
import { createSecEdgarClient } from './client';
import {
  companiesWithPeriodicReports,
  dailyIndexUrl,
  fetchDailyIndex,
  isPeriodicReport,
  parseFormIndex,
} from './daily-index';
import { SecEdgarConfigError, SecEdgarFormatError, SecEdgarHttpError } from './errors';
import { createSecPacer } from './request-pacer';

const FIXTURES = fileURLToPath(new URL('../replay/fixtures/sec', import.meta.url));
const USER_AGENT = 'Evident research ops@evident.example';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function pacerOn(replay: Omit<ReplayServerOptions, 'dir'> = {}) {
  server = await startReplayServer({ dir: FIXTURES, ...replay });
  const calls: number[] = [];
  const fetch = replayFetch(server.url);
  const pacer = createSecPacer({
    userAgent: USER_AGENT,
    fetch: (input, init) => {
      calls.push(Date.now());
      return fetch(input, init);
    },
    retry: { sleep: async () => undefined },
  });
  return { pacer, calls, server };
}

describe('the daily form index', () => {
  it('is addressed by quarter and compact date', () => {
    expect(dailyIndexUrl('2026-07-06')).toBe(
      'https://www.sec.gov/Archives/edgar/daily-index/2026/QTR3/form.20260706.idx',
    );
    expect(dailyIndexUrl('2026-12-31')).toContain('/2026/QTR4/form.20261231.idx');
  });

  it('lists the companies that filed a periodic report or an amendment, and nobody else', async () => {
    const { pacer, server } = await pacerOn();
    const index = await fetchDailyIndex(pacer, '2026-07-06');
    expect(index.published).toBe(true);
    expect(index.filings).toHaveLength(11);
    expect(index.filings[1]).toEqual({
      form: '10-K/A',
      companyName: 'AUTOZONE INC',
      cik: '866787',
      filed: '2026-07-06',
      accession: '0000866787-26-000044',
    });
    expect(index.rejected).toEqual([
      { line: 21, reason: 'not a "form, company, CIK, date, file" line' },
    ]);
    expect(companiesWithPeriodicReports(index).map((c) => [c.cik, c.forms.join(',')])).toEqual([
      ['2087654', '10-K'],
      ['866787', '10-K/A'],
      ['789019', '10-Q'],
      ['21344', '10-Q/A'],
      ['947263', '20-F'],
      ['1594805', '40-F'],
    ]);
    expect(server.requests.map((r) => r.userAgent)).toEqual([USER_AGENT]);
  });

  it('reads a day without dissemination (a 404) as an unpublished, empty day', async () => {
    const { pacer } = await pacerOn();
    expect(await fetchDailyIndex(pacer, '2026-07-03')).toEqual({
      date: '2026-07-03',
      published: false,
      filings: [],
      rejected: [],
    });
  });

  it('retries a 5xx, and reports a 403 (SEC’s block) without retrying', async () => {
    const retried = await pacerOn({ faults: [{ match: 'daily-index', times: 1, status: 503 }] });
    expect((await fetchDailyIndex(retried.pacer, '2026-07-06')).filings).toHaveLength(11);
    await server?.close();

    const blocked = await pacerOn({
      faults: [{ status: 403, body: 'Request Rate Threshold Exceeded' }],
    });
    await expect(fetchDailyIndex(blocked.pacer, '2026-07-06')).rejects.toBeInstanceOf(
      SecEdgarHttpError,
    );
    expect(blocked.server.requests).toHaveLength(1);
  });

  it('refuses a document without the index header', () => {
    expect(() => parseFormIndex('<html>blocked</html>', '2026-07-06')).toThrow(SecEdgarFormatError);
  });

  it('counts amendments of the four periodic reports, not other forms', () => {
    expect(['10-K', '10-K/A', '10-Q/A', '20-F/A', '40-F'].every(isPeriodicReport)).toBe(true);
    expect(['8-K', 'NT 10-K', '10-KT', '4', 'SC 13G/A', '6-K'].some(isPeriodicReport)).toBe(false);
  });
});

describe('the SEC pacer shared by every SEC reader', () => {
  it('sends the declared User-Agent and never more than 10 requests in a second, across readers', async () => {
    const { pacer, calls, server } = await pacerOn();
    const cacheDir = await mkdtemp(join(tmpdir(), 'sec-pacer-'));
    try {
      const client = createSecEdgarClient({ userAgent: undefined, cacheDir, pacer });
      await Promise.all([
        ...Array.from({ length: 6 }, () => fetchDailyIndex(pacer, '2026-07-06')),
        ...Array.from({ length: 6 }, () => client.companyFacts(320193, { refresh: true })),
      ]);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
    expect(calls).toHaveLength(12);
    for (let i = 0; i + 10 < calls.length; i++) {
      expect(calls[i + 10]! - calls[i]!).toBeGreaterThanOrEqual(1000);
    }
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([USER_AGENT]));
  });

  it('refuses to start without a User-Agent', () => {
    expect(() => createSecPacer({ userAgent: ' ' })).toThrow(SecEdgarConfigError);
  });
});
