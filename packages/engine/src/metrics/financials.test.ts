import { describe, expect, it } from 'vitest';
import { isFinancialCompany } from './financials';

describe('isFinancialCompany (GICS sector, NASDAQ-screener industry)', () => {
  it('treats banks, insurers, brokers, asset managers, finance companies and SPACs as financial', () => {
    for (const industry of [
      'Major Banks',
      'Savings Institutions',
      'Property-Casualty Insurers',
      'Life Insurance',
      'Investment Bankers/Brokers/Service',
      'Investment Managers',
      'Finance: Consumer Services',
      'Accident &Health Insurance',
      'Blank Checks',
    ]) {
      expect(isFinancialCompany('Financials', industry), industry).toBe(true);
    }
  });

  it('leaves the payment networks and processors of GICS Financials to the industrial measures', () => {
    // Visa, Mastercard, Fiserv (Business Services), Block (software): fee businesses.
    expect(isFinancialCompany('Financials', 'Business Services')).toBe(false);
    expect(isFinancialCompany('Financials', 'Computer Software: Prepackaged Software')).toBe(false);
    expect(isFinancialCompany('Financials', 'EDP Services')).toBe(false);
  });

  it('treats REITs as financial in the Real Estate sector, but not other real-estate firms', () => {
    expect(isFinancialCompany('Real Estate', 'Real Estate Investment Trusts')).toBe(true);
    expect(isFinancialCompany('Real Estate', 'Homebuilding')).toBe(false);
    expect(isFinancialCompany('Real Estate', 'Building operators')).toBe(false);
  });

  it('decides by the sector only when the industry is missing (Berkshire Hathaway)', () => {
    expect(isFinancialCompany('Financials', null)).toBe(true);
    expect(isFinancialCompany(' financials ', '')).toBe(true);
    expect(isFinancialCompany('Finance', undefined)).toBe(true);
    expect(isFinancialCompany('Industrials', null)).toBe(false);
  });

  it('recognises a financial industry when the sector is missing, ignoring case and spacing', () => {
    expect(isFinancialCompany(null, 'major  banks ')).toBe(true);
    expect(isFinancialCompany(undefined, 'Accident &Health Insurance')).toBe(true);
  });

  it('leaves operating companies and unknown classifications alone', () => {
    expect(isFinancialCompany('Information Technology', 'Computer Manufacturing')).toBe(false);
    expect(isFinancialCompany('Consumer Staples', 'Package Goods/Cosmetics')).toBe(false);
    expect(isFinancialCompany(null, null)).toBe(false);
    expect(isFinancialCompany('', '')).toBe(false);
  });
});
