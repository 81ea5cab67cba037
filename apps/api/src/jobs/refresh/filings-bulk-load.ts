import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { mapCompanyFacts } from '@evident/ingest/sec-edgar/company-facts';
import { readCompanyFactsZip } from '@evident/ingest/sec-edgar/company-facts-zip';
import { SecEdgarFormatError, SecEdgarHttpError } from '@evident/ingest/sec-edgar/errors';
import type { SecPacer } from '@evident/ingest/sec-edgar/request-pacer';
import type { Database } from '../../db/client';
import { storeFilingPeriods, symbolsByCik } from '../../data/filings.repository';
import { insertImportRun } from '../../data/import-run-writes.repository';
import type { RefreshStepLog } from './refresh-step';

/**
 * The initial full load of SEC filings (issue 55): SEC's nightly `companyfacts.zip` (every
 * company's XBRL facts, one `CIK##########.json` each), read one company at a time — the
 * archive is never in memory, only the company being read — and every point-in-time version of
 * the companies Evident knows by CIK stored through the filings writer, as the daily step does
 * (a version already stored is left alone, so a second load writes nothing).
 */

export const COMPANY_FACTS_ZIP_URL =
  'https://www.sec.gov/Archives/edgar/daily-index/xbrl/companyfacts.zip';
export const BULK_LOAD_SOURCE = 'sec_companyfacts_zip';

export interface BulkLoadResult {
  /** Known companies read from the archive (the broken ones too). */
  companies: number;
  /** Companies in the archive Evident does not know (not read). */
  skipped: number;
  rowsWritten: number;
  /** Entries that could not be read or mapped (not JSON, not SEC's shape): never fatal. */
  failed: { item: string; reason: string }[];
}

export async function loadCompanyFactsZip(options: {
  database: Database;
  zipPath: string;
  log: RefreshStepLog;
  signal?: AbortSignal;
}): Promise<BulkLoadResult> {
  const { database, log } = options;
  const started = new Date();
  const known = await symbolsByCik(database.db);
  const result: BulkLoadResult = { companies: 0, skipped: 0, rowsWritten: 0, failed: [] };
  let error: string | null = null;
  try {
    const entries = readCompanyFactsZip(options.zipPath, {
      include: (cik) => {
        if (known.has(cik)) {
          result.companies += 1;
          return true;
        }
        result.skipped += 1;
        return false;
      },
      onRejected: (fileName, reason) => result.failed.push({ item: fileName, reason }),
    });
    for await (const entry of entries) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('load stopped');
      const symbols = known.get(entry.cik)!;
      let periods;
      try {
        periods = mapCompanyFacts(entry.facts, symbols[0]!).periods;
      } catch (mapError) {
        if (!(mapError instanceof SecEdgarFormatError)) throw mapError;
        result.failed.push({ item: entry.fileName, reason: mapError.message });
        continue;
      }
      const rows = symbols.flatMap((symbol) => periods.map((p) => ({ ...p, symbol })));
      result.rowsWritten += await storeFilingPeriods(database.db, rows);
      if (result.companies % 250 === 0) {
        log.info({ ...result, failed: result.failed.length }, 'companyfacts.zip: loading');
      }
    }
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
    throw thrown;
  } finally {
    await insertImportRun(database.db, {
      source: BULK_LOAD_SOURCE,
      status: error === null ? 'succeeded' : 'failed',
      startedAt: started,
      finishedAt: new Date(),
      counts: {
        [BULK_LOAD_SOURCE]: {
          read: result.companies,
          imported: result.rowsWritten,
          rejected: result.failed.length,
        },
      },
      rejected: result.failed
        .slice(0, 200)
        .map((f) => ({ file: 'companyfacts.zip', line: 0, reason: `${f.item}: ${f.reason}` })),
      error,
    });
  }
  log.info({ ...result, failed: result.failed.length }, 'companyfacts.zip loaded');
  return result;
}

/**
 * Downloads the archive (one request through the SEC pacer, with its User-Agent) to `file`,
 * streamed to disk: a zip is read from its central directory at the end, so it needs the file.
 * Written under a temporary name and renamed, so a broken download never looks complete.
 */
export async function downloadCompanyFactsZip(
  pacer: SecPacer,
  file: string,
  url: string = COMPANY_FACTS_ZIP_URL,
): Promise<void> {
  const response = await pacer.get(url, 'application/zip');
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    throw new SecEdgarHttpError(response.status, url);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
