import { isoDateSchema } from '../records';
import { SecEdgarFormatError, SecEdgarHttpError } from './errors';
import type { SecPacer } from './request-pacer';

/**
 * SEC's daily form index, `https://www.sec.gov/Archives/edgar/daily-index/YYYY/QTRn/form.YYYYMMDD.idx`
 * (https://www.sec.gov/search-filings/edgar-search-assistance/accessing-edgar-data): every
 * filing disseminated that day, sorted by form type, one fixed-width line each —
 * `Form Type` (12 characters), `Company Name` (62), `CIK` (12), `Date Filed` (12, `YYYYMMDD`),
 * `File Name` (`edgar/data/<cik>/<accession>.txt`).
 *
 * The refresh reads it to fetch companyfacts only for the companies that filed a periodic report
 * that day, instead of every company every day. SEC publishes no index for a day without
 * dissemination (weekends, federal holidays): that is a 404, read as an empty day.
 */

export interface IndexedFiling {
  form: string;
  companyName: string;
  /** Digits without leading zeros, as `companies.csv` stores it. */
  cik: string;
  /** ISO date. */
  filed: string;
  /** e.g. `0000320193-26-000071`, from the file name. */
  accession: string;
}

export interface DailyIndex {
  date: string;
  /** False when SEC has no index for the date (no dissemination that day). */
  published: boolean;
  filings: IndexedFiling[];
  /** Lines after the header that could not be read, with why; never fatal. */
  rejected: { line: number; reason: string }[];
}

/** The reports whose XBRL facts carry new fiscal periods, and their amendments. */
export const PERIODIC_FORMS: ReadonlySet<string> = new Set(['10-K', '10-Q', '20-F', '40-F']);

export function isPeriodicReport(form: string): boolean {
  return PERIODIC_FORMS.has(form.endsWith('/A') ? form.slice(0, -2) : form);
}

export function dailyIndexUrl(date: string): string {
  if (!isoDateSchema.safeParse(date).success) {
    throw new RangeError(`date must be a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  }
  const [year, month] = date.split('-').map(Number) as [number, number];
  const quarter = Math.ceil(month / 3);
  return `https://www.sec.gov/Archives/edgar/daily-index/${year}/QTR${quarter}/form.${date.replaceAll('-', '')}.idx`;
}

const FORM_WIDTH = 12;
const LINE = /^(.*?)\s+(\d{1,10})\s+(\d{8}|\d{4}-\d{2}-\d{2})\s+(edgar\/data\/\S+)\s*$/;

export function parseFormIndex(text: string, date: string): DailyIndex {
  const lines = text.split(/\r?\n/);
  const ruler = lines.findIndex((line) => /^-{20,}\s*$/.test(line));
  if (ruler < 0 || !lines.slice(0, ruler).some((line) => line.startsWith('Form Type'))) {
    throw new SecEdgarFormatError(
      `form index of ${date}: no "Form Type … File Name" header followed by a dashed line`,
    );
  }
  const filings: IndexedFiling[] = [];
  const rejected: DailyIndex['rejected'] = [];
  lines.slice(ruler + 1).forEach((line, offset) => {
    if (line.trim() === '') return;
    const number = ruler + 2 + offset;
    const form = line.slice(0, FORM_WIDTH).trim();
    const match = LINE.exec(line.slice(FORM_WIDTH));
    if (form === '' || !match) {
      rejected.push({ line: number, reason: 'not a "form, company, CIK, date, file" line' });
      return;
    }
    const [, companyName, cikDigits, filedRaw, fileName] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const filed = filedRaw.includes('-')
      ? filedRaw
      : `${filedRaw.slice(0, 4)}-${filedRaw.slice(4, 6)}-${filedRaw.slice(6, 8)}`;
    const cik = String(Number(cikDigits));
    if (cik === '0') {
      rejected.push({ line: number, reason: 'CIK 0' });
      return;
    }
    if (!isoDateSchema.safeParse(filed).success) {
      rejected.push({ line: number, reason: `date filed ${filedRaw} is not a date` });
      return;
    }
    const accession = /(\d{10}-\d{2}-\d{6})\.txt$/.exec(fileName)?.[1];
    if (accession === undefined) {
      rejected.push({ line: number, reason: `file name ${fileName} has no accession number` });
      return;
    }
    filings.push({ form, companyName: companyName.trim(), cik, filed, accession });
  });
  return { date, published: true, filings, rejected };
}

/** The day's index, read through the shared SEC pacer. */
export async function fetchDailyIndex(pacer: SecPacer, date: string): Promise<DailyIndex> {
  const url = dailyIndexUrl(date);
  const response = await pacer.get(url, 'text/plain');
  if (response.status === 404) {
    await response.body?.cancel();
    return { date, published: false, filings: [], rejected: [] };
  }
  if (!response.ok) throw new SecEdgarHttpError(response.status, url);
  return parseFormIndex(await response.text(), date);
}

/**
 * The companies to fetch companyfacts for: one entry per CIK that filed a periodic report or an
 * amendment, with every such form of the day (an original and its amendment can come together).
 */
export function companiesWithPeriodicReports(
  index: DailyIndex,
): { cik: string; companyName: string; forms: string[]; filed: string }[] {
  const byCik = new Map<
    string,
    { cik: string; companyName: string; forms: string[]; filed: string }
  >();
  for (const filing of index.filings) {
    if (!isPeriodicReport(filing.form)) continue;
    const entry = byCik.get(filing.cik);
    if (entry) {
      if (!entry.forms.includes(filing.form)) entry.forms.push(filing.form);
    } else {
      byCik.set(filing.cik, {
        cik: filing.cik,
        companyName: filing.companyName,
        forms: [filing.form],
        filed: filing.filed,
      });
    }
  }
  return [...byCik.values()];
}
