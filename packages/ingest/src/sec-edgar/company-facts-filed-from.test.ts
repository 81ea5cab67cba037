import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mapCompanyFacts } from './company-facts';

/*
 * The daily refresh maps only the records filed from its day on (`filedFrom`), without replaying
 * a company's whole filing history: it must give exactly the records the whole mapping gives for
 * those dates, whatever the date — before the first filing, on one, between two, after the last.
 */

const folders = [
  new URL('./fixtures/', import.meta.url),
  new URL('../replay/fixtures/sec/data.sec.gov/api/xbrl/companyfacts/', import.meta.url),
];
const documents = folders.flatMap((folder) =>
  readdirSync(fileURLToPath(folder))
    .filter((name) => name.includes('CIK') || name.endsWith('.json'))
    .map((name) => ({
      name,
      json: JSON.parse(readFileSync(fileURLToPath(new URL(name, folder)), 'utf8')) as unknown,
    }))
    .filter(({ json }) => typeof json === 'object' && json !== null && 'facts' in json),
);

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('mapping only the filings from a date on', () => {
  it('covers several documents with restatements', () => {
    expect(documents.length).toBeGreaterThanOrEqual(8);
  });

  it.each(documents.map((d) => [d.name, d.json] as const))(
    '%s: the same records as the whole mapping, from every date',
    (_name, json) => {
      const whole = mapCompanyFacts(json, 'TEST').periods;
      const filed = [...new Set(whole.map((p) => p.filed!))].sort();
      const dates = new Set(['1990-01-01', '2100-01-01', ...filed, ...filed.map(dayAfter)]);
      for (const from of dates) {
        const expected = whole.filter((p) => p.filed! >= from);
        expect(mapCompanyFacts(json, 'TEST', { filedFrom: from }).periods, from).toEqual(expected);
      }
    },
  );
});
