import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { replayKey } from '@evident/ingest/replay/replay-key';
import { replayFetch, startReplayServer } from '@evident/ingest/replay/replay-server';
import { mapCompanyFacts } from '@evident/ingest/sec-edgar/company-facts';
import { createSecPacer } from '@evident/ingest/sec-edgar/request-pacer';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { findRepoRoot } from '../../config/env';
import { companies, fundamentalPeriods, importRuns } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import {
  COMPANY_FACTS_ZIP_URL,
  downloadCompanyFactsZip,
  loadCompanyFactsZip,
} from './filings-bulk-load';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const ingest = (rel: string) =>
  readFileSync(path.join(repoRoot, 'packages/ingest/src', rel), 'utf8');
const apple = ingest('sec-edgar/fixtures/fifty-three-week-year.json');
const autozone = ingest(
  'replay/fixtures/sec/data.sec.gov/api/xbrl/companyfacts/CIK0000866787.json__GET.body',
);
const silentLog = { info() {}, warn() {} };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
let zipPath: string;

/** A small companyfacts.zip in SEC's layout: one CIK##########.json per company. */
async function buildZip(file: string, entries: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(companies).values(
    [
      ['AAPL', '320193'],
      ['BRK.A', '1067983'],
      ['BRK.B', '1067983'],
      ['KO', '21344'],
      ['MSFT', '789019'],
    ].map(([symbol, cik]) => ({
      symbol: symbol!,
      ticker: symbol!,
      exchange: 'NYSE',
      cik,
      sp500: false,
      isEtf: false,
    })),
  );
  dir = mkdtempSync(path.join(tmpdir(), 'filings-bulk-'));
  zipPath = path.join(dir, 'companyfacts.zip');
  await buildZip(zipPath, {
    'CIK0000320193.json': apple,
    // Two share classes of one company: both get its periods.
    'CIK0001067983.json': autozone.replace('"cik":866787', '"cik":1067983'),
    // Not a company Evident knows: skipped unread.
    'CIK0009999999.json': 'never read',
    // Known, but broken: reported, the load goes on.
    'CIK0000021344.json': '{"cik": 21344, "facts": ',
    'CIK0000789019.json': '{"cik": 789019}',
  });
});
afterAll(async () => {
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the initial load from companyfacts.zip', () => {
  it('stores every point-in-time version of the known companies, reports broken entries, and records the run', async () => {
    const result = await loadCompanyFactsZip({ database, zipPath, log: silentLog });
    expect(result).toMatchObject({ companies: 4, skipped: 1 });
    expect(result.failed.map((f) => f.item).sort()).toEqual([
      'CIK0000021344.json',
      'CIK0000789019.json',
    ]);

    const stored = async (symbol: string) =>
      (
        await database.db
          .select()
          .from(fundamentalPeriods)
          .where(eq(fundamentalPeriods.symbol, symbol))
          .orderBy(
            asc(fundamentalPeriods.periodEnd),
            asc(fundamentalPeriods.periodType),
            asc(fundamentalPeriods.filed),
          )
      ).map((p) => [p.periodType, p.periodEnd, p.filed, p.revenue]);
    const expected = (facts: string, symbol: string) =>
      mapCompanyFacts(JSON.parse(facts), symbol)
        .periods.map((p) => [p.periodType, p.periodEnd, p.filed, p.revenue])
        .sort(
          (a, b) =>
            String(a[1]).localeCompare(String(b[1])) ||
            String(a[0]).localeCompare(String(b[0])) ||
            String(a[2]).localeCompare(String(b[2])),
        );
    expect(await stored('AAPL')).toEqual(expected(apple, 'AAPL'));
    // The restated fiscal year keeps each version with its own filing date.
    const brk = await stored('BRK.B');
    expect(brk.filter((p) => p[1] === '2023-12-31')).toEqual([
      ['FY', '2023-12-31', '2024-02-28', 11_000_000],
      ['FY', '2023-12-31', '2026-07-06', 10_800_000],
    ]);
    expect(await stored('BRK.A')).toEqual(brk);
    expect(result.rowsWritten).toBe((await stored('AAPL')).length + 2 * brk.length);

    const [run] = await database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.source, 'sec_companyfacts_zip'));
    expect(run).toMatchObject({
      status: 'succeeded',
      counts: { sec_companyfacts_zip: { read: 4, imported: result.rowsWritten, rejected: 2 } },
    });
  });

  it('writes nothing the second time', async () => {
    const again = await loadCompanyFactsZip({ database, zipPath, log: silentLog });
    expect(again).toMatchObject({ companies: 4, rowsWritten: 0 });
  });

  it('downloads the archive from SEC with the declared User-Agent, streamed to a file', async () => {
    const replayDir = path.join(dir, 'replay');
    const recorded = path.join(replayDir, replayKey('GET', new URL(COMPANY_FACTS_ZIP_URL)));
    mkdirSync(path.dirname(recorded), { recursive: true });
    await buildZip(`${recorded}.body`, { 'CIK0000320193.json': apple });
    const server = await startReplayServer({ dir: replayDir });
    try {
      const pacer = createSecPacer({
        userAgent: 'Evident tests bulk@evident.example',
        fetch: replayFetch(server.url),
      });
      const file = path.join(dir, 'download', 'companyfacts.zip');
      await downloadCompanyFactsZip(pacer, file);
      expect(server.requests.map((r) => [r.url, r.userAgent])).toEqual([
        [COMPANY_FACTS_ZIP_URL, 'Evident tests bulk@evident.example'],
      ]);
      const loaded = await loadCompanyFactsZip({ database, zipPath: file, log: silentLog });
      expect(loaded).toMatchObject({ companies: 1, rowsWritten: 0, failed: [] });
    } finally {
      await server.close();
    }
  });
});
