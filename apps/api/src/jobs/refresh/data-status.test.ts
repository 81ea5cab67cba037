import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { healthResponse } from '@evident/contracts/health';
import { latestCompletedTradingDay, tradingDaysToFetch } from '@evident/ingest/prices/trading-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { findRepoRoot, parseEnv } from '../../config/env';
import { openDatabase } from '../../db/client';
import { recordSourceError, recordSourceSuccess } from '../../data/source-health.repository';
import { sourceHealthReport } from '../../read-model/source-health.repository';
import { WEB_KEY } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { scaled } from '../../test/time-scale';
import { dataStatusLines } from './data-status';

/*
 * Issue 55: health per live source — last success, trading days behind, last error — in
 * `GET /api/v1/health` and in `npm run data:status`, from what the refresh recorded.
 */

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const SUCCESS = new Date('2026-07-06T23:10:00Z');
const FAILURE = new Date('2026-07-07T23:05:00Z');

describe('health per source', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await recordSourceSuccess(database.db, 'polygon', '2026-07-06', SUCCESS);
    await recordSourceSuccess(database.db, 'polygon', '2026-07-02', SUCCESS); // never backwards
    await recordSourceError(
      database.db,
      'polygon',
      'refresh of 2026-07-07 failed: HTTP 503',
      FAILURE,
    );
    await recordSourceSuccess(database.db, 'sec-listings', '2026-07-06', SUCCESS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('reports each configured source: last success, days behind, last error', async () => {
    const report = await sourceHealthReport(
      database.db,
      ['polygon', 'sec-listings', 'sec-filings'],
      new Date('2026-07-09T12:00:00Z'),
    );
    expect(report).toEqual([
      {
        source: 'polygon',
        lastSuccessAt: SUCCESS.toISOString(),
        lastDay: '2026-07-06',
        // 2026-07-07 and 2026-07-08 are published; 2026-07-09's close is not yet at noon.
        daysBehind: 2,
        lastError: 'refresh of 2026-07-07 failed: HTTP 503',
        lastErrorAt: FAILURE.toISOString(),
      },
      {
        source: 'sec-listings',
        lastSuccessAt: SUCCESS.toISOString(),
        lastDay: '2026-07-06',
        daysBehind: 2,
        lastError: null,
        lastErrorAt: null,
      },
      {
        source: 'sec-filings',
        lastSuccessAt: null,
        lastDay: null,
        daysBehind: null,
        lastError: null,
        lastErrorAt: null,
      },
    ]);
    expect(dataStatusLines(report)).toEqual([
      'source        last success              last day       days behind    last error',
      'polygon       2026-07-06T23:10:00.000Z  2026-07-06     2              2026-07-07T23:05:00.000Z refresh of 2026-07-07 failed: HTTP 503',
      'sec-listings  2026-07-06T23:10:00.000Z  2026-07-06     2              none',
      'sec-filings   never                     not available  not available  none',
    ]);
    expect(dataStatusLines([])[0]).toMatch(/^No live source is configured/);
  });

  it('GET /api/v1/health lists the configured sources with the same state', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      POLYGON_API_KEY: 'key',
      SEC_USER_AGENT: 'Evident tests test@example.com',
    });
    const app = await buildApp({ env, database, logger: false, healthCacheMs: 0 });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: WEB_KEY });
      expect(res.statusCode).toBe(200);
      const data = healthResponse.parse(res.json()).data.data;
      const behind = tradingDaysToFetch('2026-07-06', latestCompletedTradingDay(new Date())).length;
      expect(data.sources?.map((s) => [s.source, s.lastDay, s.daysBehind, s.lastError])).toEqual([
        ['polygon', '2026-07-06', behind, 'refresh of 2026-07-07 failed: HTTP 503'],
        ['sec-listings', '2026-07-06', behind, null],
        ['sec-filings', null, null, null],
      ]);
      expect(data.liveSources).toEqual({ filings: true, prices: true });
    } finally {
      await app.close();
    }
  });

  it(
    'npm run data:status prints the same from the database',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-data-status-'));
      try {
        const onDisk = await openDatabase({ kind: 'pglite', dataDir });
        await onDisk.migrate();
        await recordSourceSuccess(onDisk.db, 'polygon', '2026-07-06', SUCCESS);
        await onDisk.close();
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'apps/api/src/cli/data-status.ts'],
          {
            cwd: repoRoot,
            env: { ...process.env, DATA_DIR: dataDir, POLYGON_API_KEY: 'key', DATABASE_URL: '' },
            timeout: scaled(240_000),
          },
        );
        const behind = tradingDaysToFetch(
          '2026-07-06',
          latestCompletedTradingDay(new Date()),
        ).length;
        expect(stdout.trim().split('\n')).toEqual([
          'source   last success              last day    days behind  last error',
          `polygon  2026-07-06T23:10:00.000Z  2026-07-06  ${String(behind).padEnd(11)}  none`,
        ]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // A new on-disk database, migrated, then a process that opens it: minutes on a busy machine.
    scaled(420_000),
  );
});
