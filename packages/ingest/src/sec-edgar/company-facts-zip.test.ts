import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { readCompanyFactsZip } from './company-facts-zip';
import { SecEdgarFormatError } from './errors';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'companyfacts-zip-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A small companyfacts.zip in SEC's layout: one CIK##########.json per company. */
async function buildZip(entries: Record<string, string>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const path = join(dir, 'companyfacts.zip');
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

const apple = await readFile(
  fileURLToPath(new URL('./fixtures/fifty-three-week-year.json', import.meta.url)),
  'utf8',
);

describe('the companyfacts.zip reader', () => {
  it('yields each company’s parsed facts, one at a time, skipping other files', async () => {
    const path = await buildZip({
      'CIK0000320193.json': apple,
      'README.txt': 'not a company',
      'CIK0000002222.json': JSON.stringify({ cik: 2222, entityName: 'Second Co', facts: {} }),
    });
    const seen: { cik: string; name: unknown }[] = [];
    for await (const entry of readCompanyFactsZip(path)) {
      seen.push({ cik: entry.cik, name: (entry.facts as { entityName: string }).entityName });
    }
    expect(seen).toEqual([
      { cik: '320193', name: 'Apple Inc.' },
      { cik: '2222', name: 'Second Co' },
    ]);
  });

  it('skips the companies not asked for without reading them', async () => {
    const path = await buildZip({
      'CIK0000000001.json': '{"cik":1}',
      'CIK0000000002.json': 'not even JSON: never read',
      'CIK0000000003.json': '{"cik":3}',
    });
    const ciks: string[] = [];
    for await (const entry of readCompanyFactsZip(path, { include: (cik) => cik !== '2' })) {
      ciks.push(entry.cik);
    }
    expect(ciks).toEqual(['1', '3']);
  });

  it('can stop after the first company', async () => {
    const path = await buildZip({
      'CIK0000000001.json': '{"cik":1}',
      'CIK0000000002.json': '{"cik":2}',
    });
    const ciks: string[] = [];
    for await (const entry of readCompanyFactsZip(path)) {
      ciks.push(entry.cik);
      break;
    }
    expect(ciks).toEqual(['1']);
  });

  it('reports a broken entry and goes on, or throws when nobody listens', async () => {
    const path = await buildZip({
      'CIK0000000003.json': '{"cik": 3, "facts": ',
      'CIK0000000004.json': '{"cik":4}',
    });
    const rejected: string[] = [];
    const ciks: string[] = [];
    for await (const entry of readCompanyFactsZip(path, {
      onRejected: (fileName) => rejected.push(fileName),
    })) {
      ciks.push(entry.cik);
    }
    expect([rejected, ciks]).toEqual([['CIK0000000003.json'], ['4']]);

    const all = async () => {
      for await (const entry of readCompanyFactsZip(path)) void entry;
    };
    await expect(all()).rejects.toThrow(SecEdgarFormatError);
  });

  it('refuses an entry larger than the guard without reading it', async () => {
    const path = await buildZip({
      'CIK0000000005.json': JSON.stringify({ pad: 'x'.repeat(5000) }),
    });
    const rejected: string[] = [];
    for await (const entry of readCompanyFactsZip(path, {
      maxEntryBytes: 1000,
      onRejected: (_name, reason) => rejected.push(reason),
    })) {
      void entry;
    }
    expect(rejected).toEqual(['5010 bytes is more than 1000']);
  });
});
