import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { replayKey } from '../../packages/ingest/src/replay/replay-key';
import { replayFetch, startReplayServer } from '../../packages/ingest/src/replay/replay-server';
import { companyFactsUrl } from '../../packages/ingest/src/sec-edgar/client';
import { dailyIndexUrl } from '../../packages/ingest/src/sec-edgar/daily-index';
import { SEC_SPACING_HEADROOM } from '../../packages/ingest/src/sec-edgar/request-pacer';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { companies, fundamentalPeriods } from '../../apps/api/src/db/schema';
import { createFilingsStep } from '../../apps/api/src/jobs/refresh/filings-step';
import { importSnapshot } from '../../apps/api/src/jobs/snapshot-import/snapshot-import';
import { printTable, root } from './harness';

/**
 * `npm run bench -- refresh-filings [--dir=PATH] [--companies=300] [--years=10]`: the filings step
 * of the daily refresh (issue 55) applying one day on which `--companies` known companies filed a
 * 10-Q — the day's SEC form index, then each filer's companyfacts through the SEC pacer (at
 * most 10 requests a second, sent 120 ms apart: 300 filers take at least 36 s) from a local
 * replay server in this process, mapped and
 * stored point in time — on a database holding the real snapshot (imported once into
 * node_modules/.cache/evident-bench/filings-pglite and kept). Prints the seconds (goal < 3 min
 * at SEC's rate), rows written, the most requests the server saw in any one second, and peak RSS.
 *
 * The companyfacts documents are generated in SEC's format (the replay fixtures' shape): `--years`
 * fiscal years of quarterly and annual facts for 13 mapped concepts and 60 unmapped ones (real
 * documents carry hundreds of concepts the mapper skips), each 10-Q and 10-K repeating its
 * comparatives as real filings do; about 1.5 MB each. The filers are the first companies with a
 * CIK, by symbol. Exported for the refresh bench (`npm run bench -- refresh`).
 */

const BENCH_DAY = '2026-07-07';
const USER_AGENT = 'Evident bench bench@evident.example';

export interface FilingsBenchFigures {
  companies: number;
  seconds: number;
  rowsWritten: number;
  failed: number;
  requests: number;
  maxRequestsInOneSecond: number;
  peakRssMb: number;
  documentMb: number;
}

/**
 * `given`: the refresh bench's database (its copy of the scored bench database, left open) and
 * the trading day it applied; without it, this bench's own kept database and 2026-07-07.
 */
export async function benchFilingsApply(
  args: string[],
  given?: { database: Database; day?: string },
): Promise<FilingsBenchFigures> {
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const marketData = path.resolve(
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot'),
  );
  const count = Number(arg('companies') ?? 300);
  const years = Number(arg('years') ?? 10);

  const day = given?.day ?? BENCH_DAY;
  // The generated 10-Q reports the quarter ended 2026-06-30, filed on the day.
  if (day <= '2026-06-30')
    throw new RangeError(`the bench day must be after 2026-06-30, got ${day}`);
  const database = given?.database ?? (await openBenchDatabase(marketData));
  const replayDir = mkdtempSync(path.join(tmpdir(), 'evident-filings-bench-'));
  try {
    const filers = await database.db
      .selectDistinctOn([companies.cik], { cik: companies.cik, symbol: companies.symbol })
      .from(companies)
      .where(and(isNotNull(companies.cik), eq(companies.isEtf, false)))
      .orderBy(companies.cik, companies.symbol)
      .limit(count);
    if (filers.length < count) throw new Error(`only ${filers.length} companies with a CIK`);
    // Runs before this one stored the bench day's versions: remove them, so this run applies
    // the day afresh (the step is idempotent: otherwise it would write nothing).
    await database.db
      .delete(fundamentalPeriods)
      .where(
        and(
          eq(fundamentalPeriods.filed, day),
          like(fundamentalPeriods.source, 'sec_edgar%'),
          inArray(
            fundamentalPeriods.symbol,
            database.db
              .select({ symbol: companies.symbol })
              .from(companies)
              .where(isNotNull(companies.cik)),
          ),
        ),
      );
    const documentBytes = writeReplayDay(
      replayDir,
      filers.map((f) => String(Number(f.cik))),
      years,
      day,
    );
    const server = await startReplayServer({ dir: replayDir });
    const step = createFilingsStep({ userAgent: USER_AGENT });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    let result;
    try {
      result = await step({
        database,
        log: { info() {}, warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)) },
        fetch: replayFetch(server.url),
        day,
      });
    } finally {
      clearInterval(sampler);
      await server.close();
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    const arrivals = server.requests.map((r) => r.receivedAt);
    let maxInSecond = 0;
    for (let i = 0, j = 0; j < arrivals.length; j++) {
      while (arrivals[j]! - arrivals[i]! >= 1000) i++;
      maxInSecond = Math.max(maxInSecond, j - i + 1);
    }
    const figures: FilingsBenchFigures = {
      companies: filers.length,
      seconds,
      rowsWritten: result.rowsWritten,
      failed: result.failed.length,
      requests: server.requests.length,
      maxRequestsInOneSecond: maxInSecond,
      peakRssMb: Math.round(peak / 1e6),
      documentMb: Math.round((documentBytes / filers.length / 1e6) * 100) / 100,
    };
    const stored = (await database.db.execute(
      sql`select count(*)::int as n from fundamental_periods where filed = ${day}`,
    )) as unknown as { rows: { n: number }[] };
    printTable([
      { figure: 'companies that filed (fetched)', value: figures.companies, goal: '' },
      { figure: 'companyfacts document, mean (MB)', value: figures.documentMb, goal: '' },
      { figure: 'SEC requests (index + companyfacts)', value: figures.requests, goal: '' },
      {
        figure: 'most requests in any one second',
        value: figures.maxRequestsInOneSecond,
        goal: '≤ 10',
      },
      {
        figure: `apply ${figures.companies} companies' filings (s)`,
        value: seconds.toFixed(1),
        goal: `< 180 (floor ${Math.ceil((figures.requests / 10) * SEC_SPACING_HEADROOM)}: the pacer)`,
      },
      {
        figure: 'period versions written',
        value: `${figures.rowsWritten} (${stored.rows[0]!.n} stored)`,
        goal: '',
      },
      { figure: 'companies failed', value: figures.failed, goal: '0' },
      { figure: 'peak RSS (MB)', value: figures.peakRssMb, goal: '' },
    ]);
    return figures;
  } finally {
    rmSync(replayDir, { recursive: true, force: true });
    if (!given) await database.close();
  }
}

/** The real snapshot in a kept PGlite folder of its own (imported on first use, minutes). */
async function openBenchDatabase(marketData: string): Promise<Database> {
  const dataDir = path.join(root, 'node_modules', '.cache', 'evident-bench', 'filings-pglite');
  const fresh = !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  if (fresh) {
    console.log(`importing the snapshot ${marketData} into ${dataDir} (first use)…`);
    const summary = await importSnapshot({ database, dir: marketData });
    console.log(`imported in ${summary.seconds.toFixed(0)} s`);
  }
  return database;
}

// ---- A day of filings in SEC's formats -------------------------------------------------------

const MAPPED_FLOWS = [
  'Revenues',
  'GrossProfit',
  'OperatingIncomeLoss',
  'NetIncomeLoss',
  'NetCashProvidedByUsedInOperatingActivities',
  'PaymentsToAcquirePropertyPlantAndEquipment',
  'PaymentsOfDividends',
];
const MAPPED_BALANCES = [
  'Assets',
  'AssetsCurrent',
  'LiabilitiesCurrent',
  'Liabilities',
  'StockholdersEquity',
  'CashAndCashEquivalentsAtCarryingValue',
];
const UNMAPPED = Array.from({ length: 60 }, (_, i) => `BenchUnmappedConcept${i + 1}`);

interface Fact {
  start?: string;
  end: string;
  val: number;
  accn: string;
  fy: number;
  fp: string;
  form: string;
  filed: string;
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];
const quarterStart = (q: number) => ['01-01', '04-01', '07-01', '10-01'][q]!;

/** One company's companyfacts JSON: `years` calendar fiscal years up to Q2 2026, filed on `day`. */
function companyFacts(cik: string, years: number, day: string): string {
  const seed = Number(cik) % 997;
  const facts = new Map<string, Fact[]>();
  const push = (concept: string, fact: Fact) =>
    facts.set(concept, [...(facts.get(concept) ?? []), fact]);
  const base = (concept: string, year: number, q: number) =>
    Math.round((1e6 + seed * 1e4) * (1 + concept.length / 10) * (1 + 0.02 * (year * 4 + q - 8000)));

  const lastYear = 2026;
  let n = 0;
  for (let year = lastYear - years; year <= lastYear; year++) {
    for (let q = 0; q < 4; q++) {
      if (year === lastYear && q > 1) break;
      const isK = q === 3;
      const end = `${year}-${QUARTER_ENDS[q]}`;
      const filed =
        year === lastYear && q === 1
          ? day
          : `${isK ? year + 1 : year}-${isK ? '02-20' : ['05-05', '08-05', '11-05'][q]}`;
      const accn = `${cik.padStart(10, '0')}-${String(year % 100).padStart(2, '0')}-${String(++n).padStart(6, '0')}`;
      const form = isK ? '10-K' : '10-Q';
      const fp = isK ? 'FY' : `Q${q + 1}`;
      for (const concept of [...MAPPED_FLOWS, ...UNMAPPED.slice(0, 40)]) {
        for (const y of [year, year - 1]) {
          if (isK) {
            // The annual figure (and the year before it, a comparative).
            const val = [0, 1, 2, 3].reduce((s, qq) => s + base(concept, y, qq), 0);
            push(concept, {
              start: `${y}-01-01`,
              end: `${y}-12-31`,
              val,
              accn,
              fy: year,
              fp,
              form,
              filed,
            });
          } else {
            // The quarter, and the year to date when it is not the first quarter.
            push(concept, {
              start: `${y}-${quarterStart(q)}`,
              end: `${y}-${QUARTER_ENDS[q]}`,
              val: base(concept, y, q),
              accn,
              fy: year,
              fp,
              form,
              filed,
            });
            if (q > 0) {
              const val = Array.from({ length: q + 1 }, (_, qq) => base(concept, y, qq)).reduce(
                (s, v) => s + v,
                0,
              );
              push(concept, {
                start: `${y}-01-01`,
                end: `${y}-${QUARTER_ENDS[q]}`,
                val,
                accn,
                fy: year,
                fp,
                form,
                filed,
              });
            }
          }
        }
      }
      for (const concept of [...MAPPED_BALANCES, ...UNMAPPED.slice(40)]) {
        push(concept, { end, val: base(concept, year, q) * 5, accn, fy: year, fp, form, filed });
        push(concept, {
          end: `${year - 1}-12-31`,
          val: base(concept, year - 1, 3) * 5,
          accn,
          fy: year,
          fp,
          form,
          filed,
        });
      }
      push('dei:EntityCommonStockSharesOutstanding', {
        end: end.replace(/-\d\d$/, '-28'),
        val: 1e8 + seed * 1e5,
        accn,
        fy: year,
        fp,
        form,
        filed,
      });
    }
  }
  const usGaap: Record<string, unknown> = {};
  const dei: Record<string, unknown> = {};
  for (const [concept, list] of facts) {
    if (concept.startsWith('dei:')) {
      dei[concept.slice(4)] = { label: concept.slice(4), units: { shares: list } };
    } else {
      usGaap[concept] = {
        label: concept,
        description: `${concept} as reported.`,
        units: { USD: list },
      };
    }
  }
  return JSON.stringify({
    cik: Number(cik),
    entityName: `Bench filer ${cik}`,
    facts: { dei, 'us-gaap': usGaap },
  });
}

/** Writes the bench day's form index and every filer's companyfacts; returns the documents' bytes. */
function writeReplayDay(dir: string, ciks: readonly string[], years: number, day: string): number {
  const put = (url: string, body: string) => {
    const file = path.join(dir, replayKey('GET', new URL(url)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.body`, body);
  };
  const compact = day.replaceAll('-', '');
  const lines = ciks.map(
    (cik) =>
      `${'10-Q'.padEnd(12)}${`Bench filer ${cik}`.padEnd(62)}${cik.padEnd(12)}${compact.padEnd(12)}edgar/data/${cik}/${cik.padStart(10, '0')}-26-000099.txt  `,
  );
  put(
    dailyIndexUrl(day),
    [
      'Description:           Daily Index of EDGAR Dissemination Feed by Form Type',
      `Last Data Received:    ${day}`,
      'Comments:              webmaster@sec.gov',
      'Anonymous FTP:         ftp://ftp.sec.gov/edgar/',
      ' ',
      ' ',
      ' ',
      'Form Type   Company Name                                                  CIK         Date Filed  File Name',
      '-'.repeat(141),
      ...lines,
      '',
    ].join('\n'),
  );
  let bytes = 0;
  for (const cik of ciks) {
    const body = companyFacts(cik, years, day);
    bytes += body.length;
    put(companyFactsUrl(cik), body);
  }
  return bytes;
}
