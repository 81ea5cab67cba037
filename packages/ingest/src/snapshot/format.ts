/**
 * The bulk import format: the files of a snapshot directory and the columns each must have
 * (data/market-snapshot/README.md). A file missing a required column is refused before any row is
 * written (issue 3 §2).
 */
export const SNAPSHOT_FILES = {
  companies: {
    file: 'companies.csv',
    required: [
      'ticker',
      'name',
      'exchange',
      'cik',
      'sector',
      'industry',
      'country',
      'website',
      'ipo_year',
      'sp500',
      'is_etf',
    ],
  },
  fundamentals: {
    file: 'fundamentals.csv.gz',
    required: [
      'ticker',
      'period_type',
      'period_end',
      'filed',
      'fiscal_year',
      'fiscal_period',
      'source',
    ],
  },
  estimates: { file: 'estimates.csv', required: ['ticker', 'as_of'] },
  earningsSurprises: { file: 'earnings-surprises.csv.gz', required: ['ticker', 'date'] },
  pricesDaily: { file: 'prices-daily.csv.gz', required: ['ticker', 'date', 'close'] },
  pricesMonthly: { file: 'prices-monthly.csv.gz', required: ['ticker', 'month_end', 'close'] },
  dividends: { file: 'dividends.csv.gz', required: ['ticker', 'ex_date', 'amount'] },
  sp500Membership: { file: 'sp500-membership.csv', required: ['ticker', 'start', 'end'] },
} as const;

export type SnapshotFileKey = keyof typeof SNAPSHOT_FILES;

export class SnapshotHeaderError extends Error {
  constructor(
    readonly file: string,
    readonly missing: string[],
  ) {
    super(`${file}: missing required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    this.name = 'SnapshotHeaderError';
  }
}

/**
 * Checks a header row against the file's required columns and returns each column's index.
 * Column names are trimmed; a byte-order mark on the first name is ignored; duplicates are refused.
 */
export function checkHeader(key: SnapshotFileKey, header: readonly string[]): Map<string, number> {
  const spec = SNAPSHOT_FILES[key];
  const names = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
  const index = new Map<string, number>();
  const duplicates: string[] = [];
  names.forEach((name, i) => {
    if (index.has(name)) duplicates.push(name);
    else index.set(name, i);
  });
  if (duplicates.length > 0) {
    throw new SnapshotHeaderError(
      spec.file,
      duplicates.map((d) => `${d} (duplicated)`),
    );
  }
  const missing = spec.required.filter((c) => !index.has(c));
  if (missing.length > 0) throw new SnapshotHeaderError(spec.file, missing);
  return index;
}
