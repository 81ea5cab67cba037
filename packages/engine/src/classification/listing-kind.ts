import type { CompanyInput } from '../types';

/**
 * What a listing is (ADR 046): only operating companies get an Evident Score. The research the
 * score rests on ranks ordinary common shares (CRSP share codes 10 and 11); preferred and
 * trust-preferred securities, closed-end funds, ETFs, SPACs and royalty trusts are claims of
 * another kind, whose statements (when there are any) are not those of a business the price
 * buys a share of.
 *
 * The classification is data-driven: the ordered rules of `LISTING_RULES` (first match wins),
 * the symbol overrides of `KIND_OVERRIDES` and the name corrections of `NAME_CORRECTIONS`, read
 * from the snapshot's fields (name, NASDAQ industry, `is_etf`, country) and whether statements
 * exist.
 */
export const LISTING_KINDS = [
  'operating',
  'preferred',
  'closed_end_fund',
  'etf',
  'spac',
  'royalty_trust',
  'other',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The form of an operating company's shares. `foreign`: an ADR or a foreign company's shares. */
export const OPERATING_FORMS = ['common', 'foreign', 'reit', 'partnership'] as const;
export type OperatingForm = (typeof OPERATING_FORMS)[number];

/** What the classifier reads of a listing. */
export interface ListingFacts {
  symbol: string;
  name: string | null;
  industry: string | null;
  isEtf: boolean;
  /** Null when not known (the engine's input has none: the form is then never `foreign`). */
  country?: string | null;
  /** Any filed fiscal quarter or year (a vendor's TTM snapshot is not a filing). */
  hasFiledStatements: boolean;
  /** Any period with revenue above zero. */
  hasRevenue: boolean;
}

export interface ListingClass {
  kind: ListingKind;
  /** The operating company's form; null for the other kinds. */
  form: OperatingForm | null;
  /** The rule (or override) that decided: for reports and tests. */
  rule: string;
  /** The name to show: the data's, or its correction. */
  name: string | null;
}

/**
 * Names the snapshot has wrong, corrected in the product (the snapshot itself is never edited).
 * `kind` is what the listing is; the corrected name is what the classifier then reads.
 */
export const NAME_CORRECTIONS: Readonly<
  Record<string, { name: string; dataName: string; note: string }>
> = {
  BNS: {
    name: 'The Bank of Nova Scotia',
    dataName: 'Bank Nova Scotia Halifax Pfd 3',
    note: 'The NYSE symbol BNS is the Bank of Nova Scotia’s common stock; the snapshot carries the name of a retired preferred issue.',
  },
};

/**
 * Listings whose kind the rules cannot read from the data: closed-end funds registered under the
 * Investment Company Act whose names say neither "Fund" nor "Trust".
 */
export const KIND_OVERRIDES: Readonly<Record<string, { kind: ListingKind; note: string }>> = {
  TYG: { kind: 'closed_end_fund', note: 'Tortoise Energy Infrastructure Corp.: a closed-end fund' },
  ECC: {
    kind: 'closed_end_fund',
    note: 'Eagle Point Credit Company: a closed-end fund (CLO equity)',
  },
  OXLC: {
    kind: 'closed_end_fund',
    note: 'Oxford Lane Capital Corp.: a closed-end fund (CLO equity)',
  },
  OCCI: { kind: 'closed_end_fund', note: 'OFS Credit Company: a closed-end fund (CLO equity)' },
  BCX: { kind: 'closed_end_fund', note: 'BlackRock Resources & Commodities Strategy Trust' },
  GLU: { kind: 'closed_end_fund', note: 'Gabelli Global Utility & Income Trust' },
  SOR: { kind: 'closed_end_fund', note: 'Source Capital: a closed-end fund' },
  TY: { kind: 'closed_end_fund', note: 'Tri-Continental Corporation: a closed-end fund' },
  CIK: {
    kind: 'closed_end_fund',
    note: 'Credit Suisse Asset Management Income Fund (statements under the symbol are not its own)',
  },
};

/** NASDAQ screener industries where listed closed-end funds sit beside asset managers. */
export const FUND_INDUSTRIES: readonly string[] = [
  'Trusts Except Educational Religious and Charitable',
  'Investment Managers',
  'Finance/Investors Services',
  'Finance Companies',
  'Investment Bankers/Brokers/Service',
];

interface ListingRule {
  id: string;
  kind: ListingKind;
  form?: OperatingForm;
  /** The name matches. */
  name?: RegExp;
  /** The name must not match. */
  notName?: RegExp;
  /** The NASDAQ industry is one of these. */
  industries?: readonly string[];
  /** Further facts that must hold. */
  when?: (f: ListingFacts) => boolean;
}

const FUND_WORDS =
  /\b(Trust|Income|Municipal|Muni\w*|Investors|Securities|Opportunit\w*|Portfolio|Strategic|Dividend|Allocation|Term|Equity)\b/i;

/** The rules, in order: the first that matches decides. */
export const LISTING_RULES: readonly ListingRule[] = [
  { id: 'etf-flag', kind: 'etf', when: (f) => f.isEtf },
  {
    id: 'structured-product',
    kind: 'other',
    name: /\bSTRATS\b|Asset-Backed|Exchange-Traded Notes|\bNotes due\b|\bDebentures?\b|\bWarrants?\b|\bRights\b/i,
  },
  {
    id: 'trust-preferred',
    kind: 'preferred',
    name: /\bCapital Trust [IVX]+\b|\bTrust Preferred\b|\bCapital Funding Trust\b/i,
  },
  {
    id: 'preferred',
    kind: 'preferred',
    name: /\b(Pfd|Preferred|Depositary Shares)\b/i,
    notName: /\bFunds?\b/i,
  },
  {
    id: 'royalty-trust',
    kind: 'royalty_trust',
    name: /\bRoyal?i?ty Trust\b|^Mesabi Trust\b|\b(Oil|Petroleum|Energy) Trust\b/i,
  },
  {
    id: 'spac-name',
    kind: 'spac',
    // The name is today's; statements under a re-used symbol may be an earlier company's.
    name: /\bSPAC\b|\bAcquisitions?\b.*\b(Corp|Corporation|Co|Company|Inc|Ltd|Limited|Group)\b|\bMerger\b.*\b(Corp|Corporation)\b/i,
  },
  {
    id: 'blank-check-industry',
    kind: 'spac',
    industries: ['Blank Checks'],
    when: (f) => !f.hasRevenue,
  },
  {
    id: 'fund-name',
    kind: 'closed_end_fund',
    name: /\bFunds?\b/i,
    when: (f) => !f.hasFiledStatements,
  },
  {
    id: 'fund-industry',
    kind: 'closed_end_fund',
    industries: FUND_INDUSTRIES,
    name: FUND_WORDS,
    when: (f) => !f.hasFiledStatements,
  },
  { id: 'reit', kind: 'operating', form: 'reit', industries: ['Real Estate Investment Trusts'] },
  {
    id: 'partnership',
    kind: 'operating',
    form: 'partnership',
    name: /\bL\.\s?P\.|\bLP\b|\bLimited Partnership\b|\bPartnership Units\b/i,
  },
  {
    id: 'foreign',
    kind: 'operating',
    form: 'foreign',
    when: (f) =>
      /\bADRs?\b|\bSponsored\b|\bAmerican Depositary\b/i.test(f.name ?? '') ||
      (f.country != null && f.country !== '' && f.country !== 'United States'),
  },
  { id: 'common', kind: 'operating', form: 'common' },
];

function matches(rule: ListingRule, facts: ListingFacts): boolean {
  const name = facts.name ?? '';
  if (rule.name && !rule.name.test(name)) return false;
  if (rule.notName?.test(name)) return false;
  if (rule.industries && !rule.industries.includes((facts.industry ?? '').trim())) return false;
  return rule.when ? rule.when(facts) : true;
}

/** The form of an operating company (the operating rules alone). */
function operatingForm(facts: ListingFacts): OperatingForm {
  for (const rule of LISTING_RULES) {
    if (rule.kind === 'operating' && rule.form && matches(rule, facts)) return rule.form;
  }
  return 'common';
}

/** What a listing is: its kind, an operating company's form, and its (corrected) name. */
export function classifyListing(input: ListingFacts): ListingClass {
  const correction = NAME_CORRECTIONS[input.symbol];
  const facts = correction ? { ...input, name: correction.name } : input;
  const override = KIND_OVERRIDES[input.symbol];
  if (override && !input.isEtf) {
    return {
      kind: override.kind,
      form: override.kind === 'operating' ? operatingForm(facts) : null,
      rule: 'override',
      name: facts.name,
    };
  }
  for (const rule of LISTING_RULES) {
    if (!matches(rule, facts)) continue;
    return {
      kind: rule.kind,
      form: rule.kind === 'operating' ? (rule.form ?? 'common') : null,
      rule: correction ? `${rule.id} (name corrected)` : rule.id,
      name: facts.name,
    };
  }
  /* c8 ignore next: the last rule matches every listing */
  return { kind: 'operating', form: 'common', rule: 'common', name: facts.name };
}

/** The classifier's facts from the engine's input (its periods say whether statements exist). */
export function listingFactsOf(company: CompanyInput): ListingFacts {
  let hasFiledStatements = false;
  let hasRevenue = false;
  for (const p of company.periods) {
    if (p.periodType !== 'TTM') hasFiledStatements = true;
    if (p.revenue !== null && p.revenue > 0) hasRevenue = true;
    if (hasFiledStatements && hasRevenue) break;
  }
  return {
    symbol: company.symbol,
    name: company.name,
    industry: company.industry,
    isEtf: company.isEtf,
    country: null,
    hasFiledStatements,
    hasRevenue,
  };
}

const operatingCache = new WeakMap<CompanyInput, boolean>();

/** Only an operating company is in the scored universe (ADR 046); the answer kept per input. */
export function isOperatingCompany(company: CompanyInput): boolean {
  let known = operatingCache.get(company);
  if (known === undefined) {
    known = classifyListing(listingFactsOf(company)).kind === 'operating';
    operatingCache.set(company, known);
  }
  return known;
}
