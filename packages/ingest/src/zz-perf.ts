import { createCsvDirectorySource } from '/work/main/packages/ingest/src/prices/csv-directory-source';
import { mapCompanyFacts } from '/work/main/packages/ingest/src/sec-edgar/company-facts';
import { CONCEPT_MAP, MAPPED_FIELDS } from '/work/main/packages/ingest/src/sec-edgar/concepts';
const s = createCsvDirectorySource({ directory: '/work/shared/market-data' });
let t = Date.now();
const a = await s.readDaily('AAPL');
console.log('first AAPL', Date.now() - t, 'ms', a.rows.length, a.skipped.length, a.rows.at(-1));
t = Date.now();
const z = await s.readDaily('ZTS');
console.log('ZTS', Date.now() - t, 'ms', z.rows.length, z.skipped.length);
t = Date.now();
const m = await s.monthly('BRK.B');
console.log('monthly BRK.B', Date.now() - t, 'ms', m.length, m.at(-1));
// synthetic big companyfacts: 20 years, quarters with YTD, all concepts
const usgaap: Record<string, { units: Record<string, unknown[]> }> = {};
for (const f of MAPPED_FIELDS) for (const c of CONCEPT_MAP[f].concepts.slice(0, 1)) {
  const facts: unknown[] = [];
  for (let y = 2005; y < 2025; y++) {
    const ends = [`${y}-03-31`, `${y}-06-30`, `${y}-09-30`, `${y}-12-31`];
    ends.forEach((end, i) => {
      const filed = i < 3 ? `${y}-${String(i * 3 + 5).padStart(2, '0')}-10` : `${y + 1}-02-20`;
      const form = i < 3 ? '10-Q' : '10-K';
      for (const rep of [0, 1]) {
        const fy = y + rep; const fl = rep ? filed.replace(String(y), String(y + 1)).replace(String(y + 2), String(y + 2)) : filed;
        if (CONCEPT_MAP[f].kind === 'balance') facts.push({ end, val: 1000 + y, accn: `a-${y}-${i}-${rep}`, fy, fp: 'Q', form, filed: fl });
        else facts.push({ start: `${y}-01-01`, end, val: (i + 1) * 100 + y, accn: `a-${y}-${i}-${rep}`, fy, fp: 'Q', form, filed: fl });
      }
    });
  }
  usgaap[c] = { units: { [CONCEPT_MAP[f].unit]: facts } };
}
t = Date.now();
const r = mapCompanyFacts({ cik: 1, entityName: 'x', facts: { 'us-gaap': usgaap } }, 'BIG');
console.log('synthetic', Date.now() - t, 'ms', r.periods.length, r.warnings.length);
