/**
 * Which companies are "financial" (banks, insurers, brokers, asset managers, REITs…): their balance
 * sheet is their business (deposits, float, loans, properties), so gross margin, EV multiples,
 * debt ratios, Altman Z and cash-flow based metrics do not describe them (catalogue.ts marks those
 * `appliesToFinancials: false`).
 *
 * Taxonomy: the NASDAQ-screener sector/industry classification used by the market data
 * (market-data/README.md, companies.csv), not GICS. The rule:
 *
 * 1. sector `Finance` → financial, whatever the industry. The screener's Finance sector holds
 *    Major Banks, Commercial Banks, Banks, Savings Institutions, Property-Casualty / Life /
 *    Accident &Health / Specialty Insurers, Investment Bankers/Brokers/Service, Investment
 *    Managers, Finance Companies, Finance: Consumer Services, Finance/Investors Services,
 *    Diversified Financial Services, Trusts…, Blank Checks (SPACs: a trust account, no operations)
 *    and a few real-estate firms. Deliberately coarse: a few fee businesses filed there (e.g.
 *    rating agencies under "Finance: Consumer Services") lose only the non-applicable metrics.
 * 2. any sector (or none) whose industry is a financial industry of that list (case-insensitive,
 *    whitespace-normalised) → financial; this covers REITs ("Real Estate Investment Trusts" sits in
 *    the Real Estate sector) and rows whose sector is missing.
 * 3. everything else (including Real Estate operators, homebuilders and building operators) → not
 *    financial.
 */

const FINANCIAL_SECTORS = new Set(['finance']);

const FINANCIAL_INDUSTRIES = new Set(
  [
    'Major Banks',
    'Commercial Banks',
    'Banks',
    'Savings Institutions',
    'Property-Casualty Insurers',
    'Life Insurance',
    'Accident &Health Insurance',
    'Specialty Insurers',
    'Investment Bankers/Brokers/Service',
    'Investment Managers',
    'Finance Companies',
    'Finance: Consumer Services',
    'Finance/Investors Services',
    'Diversified Financial Services',
    'Trusts Except Educational Religious and Charitable',
    'Blank Checks',
    'Real Estate Investment Trusts',
  ].map(normalise),
);

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isFinancialCompany(
  sector: string | null | undefined,
  industry: string | null | undefined,
): boolean {
  if (sector && FINANCIAL_SECTORS.has(normalise(sector))) return true;
  if (industry && FINANCIAL_INDUSTRIES.has(normalise(industry))) return true;
  return false;
}
