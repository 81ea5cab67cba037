import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SecEdgarFormatError } from './errors';

/**
 * SEC's nightly bulk archive of every company's XBRL facts,
 * `https://www.sec.gov/Archives/edgar/daily-index/xbrl/companyfacts.zip` (one
 * `CIK##########.json` per company, the same document as the companyfacts API; well over a GB
 * unpacked), for the initial full load instead of one request per company.
 *
 * Read with yauzl (pinned in package.json): it reads the zip's central directory from the file
 * and inflates one entry at a time on demand, so only the company being read is in memory —
 * never the archive. Each company's JSON is parsed whole, as `company-facts.ts` needs it.
 */

export interface CompanyFactsEntry {
  /** Digits without leading zeros. */
  cik: string;
  fileName: string;
  /** The parsed companyfacts document (map it with company-facts.ts). */
  facts: unknown;
}

export interface ReadCompanyFactsZipOptions {
  /** An entry that is not JSON, or is larger than `maxEntryBytes`; default: throw. */
  onRejected?: (fileName: string, reason: string) => void;
  /** Guard against a corrupt size field; default 512 MB (the largest companies are ~100 MB). */
  maxEntryBytes?: number;
  /**
   * Only the companies this accepts (by CIK, digits without leading zeros) are inflated and
   * parsed; the others are skipped unread. Default: every company.
   */
  include?: (cik: string) => boolean;
}

const ENTRY_NAME = /^(?:.*\/)?CIK(\d{10})\.json$/;

/** Yields one company at a time; stopping early (break) closes the archive. */
export async function* readCompanyFactsZip(
  path: string,
  options: ReadCompanyFactsZipOptions = {},
): AsyncGenerator<CompanyFactsEntry> {
  const maxEntryBytes = options.maxEntryBytes ?? 512 * 1024 * 1024;
  const reject =
    options.onRejected ??
    ((fileName: string, reason: string) => {
      throw new SecEdgarFormatError(`companyfacts.zip: ${fileName}: ${reason}`);
    });
  const zip = await new Promise<ZipFile>((done, fail) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) =>
      error ? fail(error) : done(file),
    );
  });
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (entry === null) return;
      const match = ENTRY_NAME.exec(entry.fileName);
      if (match === null) continue; // directories and anything that is not a company document
      const cik = String(Number(match[1]));
      if (options.include && !options.include(cik)) continue;
      if (entry.uncompressedSize > maxEntryBytes) {
        reject(entry.fileName, `${entry.uncompressedSize} bytes is more than ${maxEntryBytes}`);
        continue;
      }
      const text = await readEntry(zip, entry);
      let facts: unknown;
      try {
        facts = JSON.parse(text);
      } catch (error) {
        reject(entry.fileName, `not JSON (${(error as Error).message})`);
        continue;
      }
      yield { cik, fileName: entry.fileName, facts };
    }
  } finally {
    zip.close();
  }
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((done, fail) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      done(entry);
    };
    const onEnd = () => {
      cleanup();
      done(null);
    };
    const onError = (error: Error) => {
      cleanup();
      fail(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<string> {
  const stream = await new Promise<Readable>((done, fail) => {
    zip.openReadStream(entry, (error, readable) => (error ? fail(error) : done(readable)));
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
