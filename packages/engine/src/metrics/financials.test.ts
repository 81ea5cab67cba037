import { describe, expect, it } from 'vitest';
import { isFinancialCompany } from './financials';

describe('isFinancialCompany (NASDAQ-screener taxonomy)', () => {
  it('treats every industry of the Finance sector as financial', () => {
    for (const industry of [
      'Major Banks',
      'Savings Institutions',
      'Property-Casualty Insurers',
      'Life Insurance',
      'Investment Bankers/Brokers/Service',
      'Finance: Consumer Services',
      'Accident &Health Insurance',
      'Blank Checks',
      'Real Estate',
    ]) {
      expect(isFinancialCompany('Finance', industry), industry).toBe(true);
    }
  });

  it('treats REITs as financial in the Real Estate sector, but not other real-estate firms', () => {
    expect(isFinancialCompany('Real Estate', 'Real Estate Investment Trusts')).toBe(true);
    expect(isFinancialCompany('Real Estate', 'Homebuilding')).toBe(false);
    expect(isFinancialCompany('Real Estate', 'Building operators')).toBe(false);
  });

  it('recognises a financial industry when the sector is missing, ignoring case and spacing', () => {
    expect(isFinancialCompany(null, 'major  banks ')).toBe(true);
    expect(isFinancialCompany(undefined, 'Accident &Health Insurance')).toBe(true);
    expect(isFinancialCompany(' finance ', null)).toBe(true);
  });

  it('leaves operating companies and unknown classifications alone', () => {
    expect(isFinancialCompany('Technology', 'Computer Manufacturing')).toBe(false);
    expect(isFinancialCompany('Consumer Discretionary', 'Business Services')).toBe(false);
    expect(isFinancialCompany(null, null)).toBe(false);
    expect(isFinancialCompany('', '')).toBe(false);
  });
});
