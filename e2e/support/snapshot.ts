import {
  addThinDataCompany,
  backtestSnapshot,
  fundamentalsRow,
  withNonOperatingListings,
  type SnapshotFileName,
} from '../../apps/api/src/test/snapshot-fixture';

/**
 * The e2e market data: the API tests' scored universe (twelve "Company N" software companies),
 * with Apple given four quarters, a TTM row and the software industry so that it is scored and
 * has alternatives to click through; with two years of month-end prices and S&P 500 membership,
 * so that the server's start-up backtest (the evidence page, the screener presets) has figures;
 * and a trust-preferred security (DDT, with its issuer DDS, unscored) and a closed-end fund (ADX),
 * which have pages but no score (ADR 046, security-kind.spec.ts).
 */
export function e2eSnapshot(): Record<SnapshotFileName, string[]> {
  const files = backtestSnapshot();
  files['companies.csv'] = files['companies.csv'].map((row) =>
    row.startsWith('AAPL,')
      ? 'AAPL,Apple Inc.,NASDAQ,320193,Technology,Software,United States,http://www.apple.com,1980,1,0'
      : row,
  );
  const quarter = (end: string, filed: string, fy: string, fp: string) =>
    fundamentalsRow('AAPL', 'Q', end, filed, fy, fp, {
      revenue: 95e9,
      net_income: 24e9,
      total_assets: 350e9,
      equity: 70e9,
      free_cash_flow: 25e9,
      shares_outstanding: 15e9,
    });
  files['fundamentals.csv.gz'].push(
    quarter('2025-09-27', '2025-10-31', '2025', 'Q4'),
    quarter('2025-12-27', '2026-01-30', '2026', 'Q1'),
    quarter('2026-03-28', '2026-05-01', '2026', 'Q2'),
    quarter('2026-06-27', '2026-07-01', '2026', 'Q3'),
    fundamentalsRow('AAPL', 'TTM', '2026-07-02', '2026-07-02', '', 'TTM', {
      revenue: 380e9,
      net_income: 96e9,
      total_assets: 350e9,
      total_liabilities: 280e9,
      equity: 70e9,
      cash: 60e9,
      total_debt: 100e9,
      shares_outstanding: 15e9,
    }),
  );
  // Issue 52 (rules): a PharmaCyte-like company without the data for an Evident Score; and
  // Apple's shareholder payout (dividends of the last year, the share count a year earlier), its
  // fourth core factor, which an Evident Score needs since ADR 047.
  addThinDataCompany(files);
  files['dividends.csv.gz'].push(
    'AAPL,2025-08-11,0.26',
    'AAPL,2025-11-10,0.26',
    'AAPL,2026-02-09,0.26',
    'AAPL,2026-05-11,0.26',
  );
  files['fundamentals.csv.gz'].push(
    fundamentalsRow('AAPL', 'Q', '2025-06-28', '2025-08-01', '2025', 'Q3', {
      revenue: 94e9,
      net_income: 23e9,
      total_assets: 340e9,
      equity: 66e9,
      free_cash_flow: 24e9,
      shares_outstanding: 15.4e9,
    }),
  );
  return withNonOperatingListings(files);
}
