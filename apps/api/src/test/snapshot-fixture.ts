import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Header rows of the bulk format (data/market-snapshot/README.md). */
export const HEADERS = {
  'companies.csv': 'ticker,name,exchange,cik,sector,industry,country,website,ipo_year,sp500,is_etf',
  'fundamentals.csv.gz':
    'ticker,period_type,period_end,filed,fiscal_year,fiscal_period,revenue,gross_profit,operating_income,net_income,eps_diluted,shares_outstanding,total_assets,current_assets,current_liabilities,total_liabilities,equity,cash,total_debt,interest_expense,operating_cash_flow,capex,free_cash_flow,depreciation,dividends_paid,share_repurchases,stock_issued,debt_issued,debt_repaid,source',
  'estimates.csv':
    'ticker,as_of,target_price,eps_next_year,eps_next_quarter,forward_pe,week52_high,week52_low,avg_volume,market_cap',
  'earnings-surprises.csv.gz': 'ticker,date,eps_actual,eps_estimate,surprise_pct',
  'prices-daily.csv.gz': 'ticker,date,open,high,low,close,volume',
  'prices-monthly.csv.gz': 'ticker,month_end,close,adj_close',
  'dividends.csv.gz': 'ticker,ex_date,amount',
  'sp500-membership.csv': 'ticker,start,end',
} as const;

export type SnapshotFileName = keyof typeof HEADERS;

/** A fundamentals row: the named numeric columns filled, the others empty. */
export function fundamentalsRow(
  ticker: string,
  periodType: string,
  periodEnd: string,
  filed: string,
  fiscalYear: string,
  fiscalPeriod: string,
  values: Record<string, number>,
  source = 'test',
): string {
  const columns = HEADERS['fundamentals.csv.gz'].split(',').slice(6, -1);
  const numbers = columns.map((c) => (c in values ? String(values[c]) : ''));
  return [ticker, periodType, periodEnd, filed, fiscalYear, fiscalPeriod, ...numbers, source].join(
    ',',
  );
}

/** A small, consistent snapshot: three companies with fundamentals, prices and the rest. */
export function baseSnapshot(): Record<SnapshotFileName, string[]> {
  const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
  return {
    'companies.csv': [
      'AAPL,Apple Inc.,NASDAQ,320193,Technology,Computer Manufacturing,United States,http://www.apple.com,1980,1,0',
      'BRK.B,"Berkshire Hathaway Inc., Class B",NYSE,1067983,Finance,Property-Casualty Insurers,United States,,,1,0',
      'SPY,SPDR S&P 500 ETF Trust,OTHER,,,,,,,0,1',
    ],
    'fundamentals.csv.gz': [
      fundamentalsRow('AAPL', 'FY', '2023-09-30', '2023-11-03', '2023', 'FY', {
        revenue: 383285000000,
        net_income: 96995000000,
      }),
      fundamentalsRow('AAPL', 'Q', '2024-03-30', '2024-05-03', '2024', 'Q2', {
        revenue: 90753000000,
        net_income: 23636000000,
        total_assets: 337411000000,
      }),
      fundamentalsRow('BRK.B', 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', {
        revenue: 371000000000,
      }),
    ],
    'estimates.csv': ['AAPL,2026-07-02,250.5,8.1,1.9,29.5,260,169,55000000,3400000000000'],
    'earnings-surprises.csv.gz': ['AAPL,2026-05-01,1.65,1.61,2.48'],
    'prices-daily.csv.gz': days.flatMap((d, i) => [
      `AAPL,${d},${210 + i},${212 + i},${209 + i},${211 + i},${50000000 + i}`,
      `SPY,${d},,,,${600 + i},${70000000 + i}`,
    ]),
    'prices-monthly.csv.gz': [
      'AAPL,2026-05-29,200.1,199.5',
      'AAPL,2026-06-30,211.2,',
      'SPY,2026-06-30,601,601',
    ],
    'dividends.csv.gz': ['AAPL,2021-11-05,0.22'],
    'sp500-membership.csv': ['AAPL,1982-11-30,', 'BRK.B,2010-02-16,'],
  };
}

/** Writes a snapshot directory (gzipping `.gz` files) and returns its path. */
export function writeSnapshot(
  files: Partial<Record<SnapshotFileName, string[]>>,
  options: { headers?: Partial<Record<SnapshotFileName, string>>; dir?: string } = {},
): string {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'evident-snapshot-'));
  for (const name of Object.keys(HEADERS) as SnapshotFileName[]) {
    const rows = files[name];
    if (rows === undefined) continue;
    const header = options.headers?.[name] ?? HEADERS[name];
    const text = `${[header, ...rows].join('\n')}\n`;
    writeFileSync(path.join(dir, name), name.endsWith('.gz') ? gzipSync(text) : text);
  }
  return dir;
}

/** A small universe: twelve companies with four quarters, prices and a TTM row each. */
export function scoredUniverseSnapshot(): Record<SnapshotFileName, string[]> {
  const files = baseSnapshot();
  const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
  for (let i = 0; i < 12; i++) {
    const t = `CO${String.fromCharCode(65 + i)}`;
    files['companies.csv'].push(
      `${t},Company ${i},NASDAQ,,Technology,Software,United States,,,0,0`,
    );
    const q = (end: string, filed: string, fy: string, fp: string) =>
      fundamentalsRow(t, 'Q', end, filed, fy, fp, {
        revenue: 1e9 * (1 + i / 10),
        net_income: 1e8 * (i - 3),
        total_assets: 5e9,
        equity: 2e9 + i * 1e8,
        free_cash_flow: 5e7 * (i + 1),
        shares_outstanding: 1e8,
      });
    files['fundamentals.csv.gz'].push(
      fundamentalsRow(t, 'Q', '2025-06-30', '2025-08-01', '2025', 'Q2', {
        revenue: 1e9 * (1 + i / 10),
        net_income: 1e8 * (i - 3),
        total_assets: 5e9,
        equity: 2e9 + i * 1e8,
        free_cash_flow: 5e7 * (i + 1),
        // A year ago there were more shares: buybacks.
        shares_outstanding: 1e8 * (1 + i / 100),
      }),
      q('2025-09-30', '2025-11-01', '2025', 'Q3'),
      q('2025-12-31', '2026-02-01', '2025', 'Q4'),
      q('2026-03-31', '2026-05-01', '2026', 'Q1'),
      q('2026-06-30', '2026-06-30', '2026', 'Q2'),
      fundamentalsRow(t, 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', {
        revenue: 4e9 * (1 + i / 10),
        net_income: 4e8 * (i - 3),
        total_assets: 5e9,
        total_liabilities: 3e9 - i * 1e8,
        equity: 2e9 + i * 1e8,
        cash: 5e8,
        total_debt: 1e9,
        shares_outstanding: 1e8,
      }),
    );
    for (const [k, d] of days.entries())
      files['prices-daily.csv.gz'].push(`${t},${d},,,,${20 + i + k / 10},${1e6}`);
    files['prices-monthly.csv.gz'].push(`${t},2026-06-30,${20 + i},${20 + i}`);
    files['dividends.csv.gz'].push(`${t},2026-05-15,${(0.1 * (i + 1)).toFixed(2)}`);
    files['estimates.csv'].push(`${t},2026-07-02,,,,,,,1000000,${(20 + i) * 1e8}`);
  }
  return files;
}

/**
 * The scored universe (or `files`, built on it) with two years of month-end prices, SPY, and
 * S&P 500 membership: enough history for a backtest (its runs need twelve months).
 */
export function backtestSnapshot(files = scoredUniverseSnapshot()) {
  const months: string[] = [];
  for (let y = 2024; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      if (end <= '2026-05-31') months.push(end);
    }
  }
  for (let i = 0; i < 12; i++) {
    const t = `CO${String.fromCharCode(65 + i)}`;
    months.forEach((m, k) => {
      const price = (20 + i) * (1 + 0.002 * i) ** k;
      files['prices-monthly.csv.gz'].push(
        `${t},${m},${price.toFixed(4)},${(price * 1.001 ** k).toFixed(4)}`,
      );
    });
    files['sp500-membership.csv'].push(`${t},2020-01-02,`);
    // Two earlier quarters, so four are public from August 2025 and the companies are scored.
    for (const [end, filed, fp] of [
      ['2024-12-31', '2025-02-01', 'Q4'],
      ['2025-03-31', '2025-05-01', 'Q1'],
    ] as const) {
      files['fundamentals.csv.gz'].push(
        fundamentalsRow(t, 'Q', end, filed, end.slice(0, 4), fp, {
          revenue: 1e9 * (1 + i / 10),
          net_income: 1e8 * (i - 3),
          total_assets: 5e9,
          equity: 2e9 + i * 1e8,
          free_cash_flow: 5e7 * (i + 1),
          shares_outstanding: 1e8,
        }),
      );
    }
  }
  months.forEach((m, k) =>
    files['prices-monthly.csv.gz'].push(`SPY,${m},${400 + k},${400 * 1.01 ** k}`),
  );
  return files;
}

/**
 * Listings that are not operating companies (ADR 046), shaped as the real data has them: a
 * trust-preferred security (Dillard's Capital Trust I, filed under its issuer's CIK, with the
 * issuer's TTM figures) and a closed-end fund (Adams Diversified Equity Fund, a TTM row only),
 * both with prices; and their issuer Dillard's Inc. With `scoreableIssuer`, the issuer has the
 * same TTM row as the trust, with two quarters a year apart and a dividend (so the trust would be scored as it is, were it an operating company).
 */
export function withNonOperatingListings(
  files: Record<SnapshotFileName, string[]>,
  options: { scoreableIssuer?: boolean } = {},
): Record<SnapshotFileName, string[]> {
  files['companies.csv'].push(
    "DDS,Dillard's Inc.,NYSE,28917,Consumer Staples,Department/Specialty Retail Stores,United States,,,0,0",
    "DDT,Dillard's Capital Trust I,NYSE,28917,Consumer Staples,Department/Specialty Retail Stores,United States,,,0,0",
    'ADX,Adams Diversified Equity Fund Inc.,NYSE,2230,Financials,Investment Managers,United States,,,0,0',
  );
  const dillards = {
    revenue: 6.563e9,
    gross_profit: 2.646e9,
    operating_income: 6.89e8,
    net_income: 5.7e8,
    shares_outstanding: 1.6e7,
    total_assets: 3.505e9,
    total_liabilities: 1.726e9,
    equity: 1.779e9,
    cash: 8.61e8,
    total_debt: 5.22e8,
  };
  files['fundamentals.csv.gz'].push(
    fundamentalsRow('DDT', 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', dillards, 'mir_ttm'),
    fundamentalsRow(
      'ADX',
      'TTM',
      '2026-07-02',
      '2026-07-02',
      '',
      'TTM',
      { revenue: 6e7, gross_profit: 5.9e7, operating_income: 5.4e7, net_income: -4.72e8 },
      'mir_ttm',
    ),
  );
  if (options.scoreableIssuer) {
    files['fundamentals.csv.gz'].push(
      fundamentalsRow('DDS', 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', dillards, 'mir_ttm'),
      // A year earlier, more shares (buybacks), and a dividend: the issuer's fourth core factor,
      // shareholder payout, which an Evident Score needs (ADR 047).
      fundamentalsRow('DDS', 'Q', '2025-03-31', '2025-05-01', '2025', 'Q1', {
        revenue: 1.6e9,
        net_income: 1.4e8,
        total_assets: 3.4e9,
        equity: 1.7e9,
        free_cash_flow: 1.5e8,
        shares_outstanding: 1.7e7,
      }),
      fundamentalsRow('DDS', 'Q', '2026-03-31', '2026-05-01', '2026', 'Q1', {
        revenue: 1.6e9,
        net_income: 1.4e8,
        total_assets: 3.5e9,
        equity: 1.78e9,
        free_cash_flow: 1.5e8,
        shares_outstanding: 1.6e7,
      }),
    );
    files['dividends.csv.gz'].push('DDS,2026-03-30,0.30');
  }
  const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
  for (const [k, d] of days.entries()) {
    files['prices-daily.csv.gz'].push(
      `DDS,${d},,,,${(410 + k).toFixed(2)},${3e5}`,
      `DDT,${d},,,,${(24.6 + k / 20).toFixed(2)},${2e4}`,
      `ADX,${d},,,,${(22.1 + k / 10).toFixed(2)},${1.5e5}`,
    );
  }
  files['prices-monthly.csv.gz'].push(
    'DDS,2026-06-30,411,411',
    'DDT,2026-06-30,24.65,24.65',
    'ADX,2026-06-30,22.2,22.2',
  );
  return files;
}

// ---- Issue 52 (rules): a company with too little data for an Evident Score ---------------------

/**
 * Adds "Thin Data Pharma" (NASDAQ:THIN), modelled on PharmaCyte: four quarters with an operating
 * loss of $1m and net income of +$7.75m each (a $35m one-off gain over the year: net income
 * +$31m, operating income −$4m), revenue of $0.1m a quarter (under 2% of its $80m of assets), no
 * dividends and no share count a year earlier (no payout), no earlier year (no growth): value,
 * profitability and health only — three of the five core factors, so no Evident Score (ADR 047).
 */
export function addThinDataCompany(files: Record<SnapshotFileName, string[]>) {
  const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
  files['companies.csv'].push(
    'THIN,Thin Data Pharma Inc.,NASDAQ,,Health Care,Biotechnology: Pharmaceutical Preparations,United States,,,0,0',
  );
  const quarter = (end: string, filed: string, fy: string, fp: string) =>
    fundamentalsRow('THIN', 'Q', end, filed, fy, fp, {
      revenue: 1e5,
      operating_income: -1e6,
      net_income: 7.75e6,
      total_assets: 80e6,
      equity: 70e6,
      shares_outstanding: 10e6,
    });
  files['fundamentals.csv.gz'].push(
    quarter('2025-09-30', '2025-11-10', '2025', 'Q3'),
    quarter('2025-12-31', '2026-02-10', '2025', 'Q4'),
    quarter('2026-03-31', '2026-05-10', '2026', 'Q1'),
    quarter('2026-06-30', '2026-07-01', '2026', 'Q2'),
    fundamentalsRow('THIN', 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', {
      revenue: 4e5,
      operating_income: -4e6,
      net_income: 31e6,
      total_assets: 80e6,
      total_liabilities: 10e6,
      equity: 70e6,
      cash: 60e6,
      total_debt: 1e6,
      shares_outstanding: 10e6,
    }),
  );
  for (const [k, d] of days.entries())
    files['prices-daily.csv.gz'].push(`THIN,${d},,,,${(0.7 + k / 100).toFixed(2)},${2e6}`);
  files['prices-monthly.csv.gz'].push('THIN,2026-06-30,0.71,0.71');
  return files;
}
