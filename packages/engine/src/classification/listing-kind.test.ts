import { describe, expect, it } from 'vitest';
import { typicalUniverse } from '../metrics/fixtures/typical-company';
import { scoreAsOf } from '../scoring/score-run';
import {
  classifyListing,
  isOperatingCompany,
  listingFactsOf,
  NAME_CORRECTIONS,
  type ListingFacts,
  type ListingKind,
  type OperatingForm,
} from './listing-kind';

/**
 * Real rows of data/market-snapshot/companies.csv (name, NASDAQ industry, is_etf, country) with
 * whether fundamentals.csv.gz has a filed quarter or year (F) and a revenue above zero (R) for
 * the symbol, and what each listing is.
 */
const TABLE: [
  string,
  string,
  string,
  boolean,
  string,
  string,
  ListingKind,
  OperatingForm | null,
][] = [
  // symbol, name, industry, is_etf, country, facts, kind, form
  [
    'DDT',
    "Dillard's Capital Trust I",
    'Department/Specialty Retail Stores',
    false,
    'United States',
    'R',
    'preferred',
    null,
  ],
  [
    'ADX',
    'Adams Diversified Equity Fund Inc.',
    'Investment Managers',
    false,
    'United States',
    'R',
    'closed_end_fund',
    null,
  ],
  [
    'GAB',
    'Gabelli Equity Trust Inc. (The)',
    'Investment Managers',
    false,
    'United States',
    'R',
    'closed_end_fund',
    null,
  ],
  [
    'NMZ',
    'Nuveen Municipal High Income Opportunity Fund, $0.01 par value, per share',
    'Finance/Investors Services',
    false,
    'United States',
    '',
    'closed_end_fund',
    null,
  ],
  [
    'HPF',
    'John Hancock Pfd Income Fund II Pfd Income Fund II',
    'Finance Companies',
    false,
    'United States',
    '',
    'closed_end_fund',
    null,
  ],
  [
    'CET',
    'Central Securities Corporation',
    'Finance/Investors Services',
    false,
    'United States',
    'R',
    'closed_end_fund',
    null,
  ],
  [
    'TY',
    'Tri Continental Corporation',
    'Finance Companies',
    false,
    'United States',
    'R',
    'closed_end_fund',
    null,
  ],
  [
    'AACI',
    'Armada Acquisition Corp. III',
    'Blank Checks',
    false,
    'United States',
    'F',
    'spac',
    null,
  ],
  [
    'CEPO',
    'Cantor Equity Partners I, Inc.',
    'Blank Checks',
    false,
    'United States',
    '',
    'spac',
    null,
  ],
  ['XSLL', 'Xsolla SPAC 1', 'Blank Checks', false, 'United States', '', 'spac', null],
  ['GPAC', 'General Purpose Acquisition Corp.', '', false, '', '', 'spac', null],
  ['FGMC', 'FG Merger II Corp.', '', false, '', '', 'spac', null],
  [
    'PBT',
    'Permian Basin Royalty Trust',
    'Oil & Gas Production',
    false,
    'United States',
    'R',
    'royalty_trust',
    null,
  ],
  [
    'SBR',
    'Sabine Royalty Trust',
    'Oil & Gas Production',
    false,
    'United States',
    'R',
    'royalty_trust',
    null,
  ],
  [
    'NRT',
    'North European Oil Royality Trust',
    'Oil & Gas Production',
    false,
    'United States',
    'R',
    'royalty_trust',
    null,
  ],
  ['MSB', 'Mesabi Trust', 'Precious Metals', false, 'United States', 'FR', 'royalty_trust', null],
  ['SPY', 'SPDR S&P 500 ETF Trust', '', true, '', '', 'etf', null],
  [
    'GJR',
    'Synthetic Fixed-Income Securities, Inc. STRATS Trust for Procter&Gamble Securities, Series 2006-1',
    'Finance: Consumer Services',
    false,
    'United States',
    '',
    'other',
    null,
  ],
  ['GRN', 'iPath Series B Carbon Exchange-Traded Notes', '', false, '', '', 'other', null],
  // Operating companies, whatever their names say.
  [
    'BNS',
    'Bank Nova Scotia Halifax Pfd 3',
    'Major Banks',
    false,
    'Canada',
    'R',
    'operating',
    'foreign',
  ],
  ['BRK.B', 'Berkshire Hathaway Inc.', '', false, 'United States', 'FR', 'operating', 'common'],
  [
    'DDS',
    "Dillard's Inc.",
    'Department/Specialty Retail Stores',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'TSM',
    'Taiwan Semiconductor Manufacturing Company Ltd.',
    'Semiconductors',
    false,
    'Taiwan',
    'FR',
    'operating',
    'foreign',
  ],
  [
    'BUD',
    'Anheuser-Busch Inbev SA Sponsored ADR (Belgium)',
    'Beverages (Production/Distribution)',
    false,
    'Belgium',
    'FR',
    'operating',
    'foreign',
  ],
  [
    'O',
    'Realty Income Corporation',
    'Real Estate Investment Trusts',
    false,
    'United States',
    'FR',
    'operating',
    'reit',
  ],
  [
    'NSA',
    'National Storage Affiliates Trust',
    '',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'EPD',
    'Enterprise Products Partners L.P.',
    'Natural Gas Distribution',
    false,
    'United States',
    'FR',
    'operating',
    'partnership',
  ],
  [
    'ET',
    'Energy Transfer LP',
    'Natural Gas Distribution',
    false,
    'United States',
    'FR',
    'operating',
    'partnership',
  ],
  [
    'NTRS',
    'Northern Trust Corporation',
    'Major Banks',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'KRP',
    'Kimbell Royalty Partners',
    'Oil & Gas Production',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'RPRX',
    'Royalty Pharma plc',
    'Biotechnology: Pharmaceutical Preparations',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'TROW',
    'T. Rowe Price Group, Inc.',
    'Investment Managers',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  [
    'MAIN',
    'Main Street Capital Corporation',
    'Finance/Investors Services',
    false,
    'United States',
    'FR',
    'operating',
    'common',
  ],
  ['LMFA', 'LM Funding America Inc.', '', false, 'United States', 'FR', 'operating', 'common'],
  [
    'PRE',
    'Prenetics Global Limited',
    'Blank Checks',
    false,
    'Hong Kong',
    'R',
    'operating',
    'foreign',
  ],
  ['INV', 'Innventure, Inc.', 'Blank Checks', false, 'United States', 'FR', 'operating', 'common'],
  [
    'BRSL',
    'Brightstar Lottery PLC Trading under the Legal Name to begin at the market open on July 21 2025.',
    'Services-Misc. Amusement & Recreation',
    false,
    'United Kingdom',
    '',
    'operating',
    'foreign',
  ],
  ['MWV', '', '', false, '', '', 'operating', 'common'],
];

const factsOf = (row: (typeof TABLE)[number]): ListingFacts => ({
  symbol: row[0],
  name: row[1] || null,
  industry: row[2] || null,
  isEtf: row[3],
  country: row[4] || null,
  hasFiledStatements: row[5].includes('F'),
  hasRevenue: row[5].includes('R'),
});

describe('what each listing is (ADR 046)', () => {
  it.each(TABLE)('%s (%s) is classified as it is', (...row) => {
    const c = classifyListing(factsOf(row));
    expect({ kind: c.kind, form: c.form }).toEqual({ kind: row[6], form: row[7] });
  });

  it('corrects the names the snapshot has wrong, and classifies by the corrected name', () => {
    const bns = classifyListing(factsOf(TABLE.find((r) => r[0] === 'BNS')!));
    expect(bns.name).toBe(NAME_CORRECTIONS.BNS!.name);
    expect(bns.rule).toContain('name corrected');
    // Without the correction the data's name reads as a preferred issue.
    const uncorrected = classifyListing({
      ...factsOf(TABLE.find((r) => r[0] === 'BNS')!),
      symbol: 'XBNS',
    });
    expect(uncorrected.kind).toBe('preferred');
  });

  it('a fund-like name with filed statements (a BDC filing 10-Ks) stays an operating company', () => {
    const base = factsOf(TABLE.find((r) => r[0] === 'GAB')!);
    expect(classifyListing(base).kind).toBe('closed_end_fund');
    expect(classifyListing({ ...base, hasFiledStatements: true }).kind).toBe('operating');
  });

  it('a blank-check listing that reports revenue has become an operating company', () => {
    const base = factsOf(TABLE.find((r) => r[0] === 'CEPO')!);
    expect(classifyListing({ ...base, hasRevenue: true }).kind).toBe('operating');
  });
});

describe('the scored universe holds operating companies only', () => {
  const NON_OPERATING: [string, string, string | null][] = [
    ['DDT', "Dillard's Capital Trust I", 'Department/Specialty Retail Stores'],
    ['ADX', 'Adams Diversified Equity Fund Inc.', 'Investment Managers'],
    ['AACI', 'Armada Acquisition Corp. III', 'Blank Checks'],
    ['PBT', 'Permian Basin Royalty Trust', 'Oil & Gas Production'],
  ];
  const universe = () =>
    typicalUniverse(12, (c, i) =>
      i < NON_OPERATING.length
        ? {
            symbol: NON_OPERATING[i]![0],
            name: NON_OPERATING[i]![1],
            industry: NON_OPERATING[i]![2],
            // Only a TTM snapshot, as the data has for these listings.
            periods: c.periods.filter((p) => p.periodType === 'TTM'),
          }
        : {},
    );

  it('a trust-preferred, a closed-end fund, a SPAC and a royalty trust are not scored', () => {
    const companies = universe();
    const asOf = companies[0]!.dailyPrices.at(-1)!.date;
    const scored = new Set(scoreAsOf(companies, asOf, { fairValue: false }).map((r) => r.symbol));
    for (const [symbol] of NON_OPERATING) expect(scored.has(symbol)).toBe(false);
    // Every operating company with recent prices is.
    for (const c of companies.slice(NON_OPERATING.length)) expect(scored.has(c.symbol)).toBe(true);
  });

  it('the same listings with operating names are operating companies', () => {
    const companies = universe();
    for (const c of companies.slice(NON_OPERATING.length)) expect(isOperatingCompany(c)).toBe(true);
    for (const c of companies.slice(0, NON_OPERATING.length)) {
      expect(listingFactsOf(c).hasFiledStatements).toBe(false);
      expect(isOperatingCompany(c)).toBe(false);
    }
  });
});
