/**
 * Which companies are "financial" (banks, insurers, brokers, asset managers, REITs…): their balance
 * sheet is their business (deposits, float, loans, properties), so gross margin, EV multiples,
 * debt ratios, Altman Z and cash-flow based metrics do not describe them (catalogue.ts marks those
 * `appliesToFinancials: false`), and their health is measured as a bank's (ADR 029).
 *
 * Taxonomy (market-data/README.md, companies.csv): `sector` is a GICS sector name since the
 * 2026-11 snapshot; `industry` is still the NASDAQ screener's. GICS "Financials" also holds the
 * payment networks and processors (Visa, Mastercard, Fiserv, Block…: industries "Business
 * Services", software), fee businesses whose balance sheet is not their product, so the sector
 * alone does not decide. The rule (ADR 029):
 *
 * 1. an industry of the financial list below → financial, whatever the sector: Major Banks,
 *    Commercial Banks, Banks, Savings Institutions, Property-Casualty / Life / Accident &Health /
 *    Specialty Insurers, Investment Bankers/Brokers/Service, Investment Managers, Finance
 *    Companies, Finance: Consumer Services, Finance/Investors Services, Diversified Financial
 *    Services, Trusts…, Blank Checks (SPACs: a trust account, no operations) and Real Estate
 *    Investment Trusts (in GICS "Real Estate");
 * 2. no industry, and the sector is GICS "Financials" (or the screener's older "Finance") → financial
 *    (e.g. Berkshire Hathaway, whose industry the screener does not give);
 * 3. everything else → not financial (payment networks, exchanges' data businesses, real-estate
 *    operators and homebuilders included).
 */

const FINANCIAL_SECTORS = new Set(['financials', 'finance']);

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
  const ind = industry ? normalise(industry) : '';
  if (ind !== '') return FINANCIAL_INDUSTRIES.has(ind);
  return sector ? FINANCIAL_SECTORS.has(normalise(sector)) : false;
}
