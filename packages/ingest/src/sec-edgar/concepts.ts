import type { FundamentalField } from '../records';

/**
 * Which us-gaap concepts of SEC's companyfacts feed each Evident fundamental field.
 *
 * Companies do not all tag the same line with the same concept, and the taxonomy changed over
 * time (ASC 606 replaced `SalesRevenueNet` by `RevenueFromContractWithCustomer…` from 2018), so
 * each field has an ordered list of concepts. The mapper resolves the list per period: the first
 * concept that has a value for that period wins, so a company that switched concepts keeps one
 * continuous series. Concept definitions: https://xbrl.us/ (US GAAP Financial Reporting Taxonomy).
 *
 * Sign conventions follow the bulk format (data/market-snapshot/README.md): the `Payments…`
 * concepts are positive amounts of cash spent, which is what capex, dividendsPaid and
 * shareRepurchases mean there, so no sign is flipped.
 */

/** `flow`: a duration fact (income / cash-flow statement); `balance`: an instant fact. */
export type FieldKind = 'flow' | 'balance';

/** The XBRL unit a field's facts must carry; facts in any other unit are not converted. */
export type FactUnit = 'USD' | 'shares' | 'USD/shares';

/** freeCashFlow has no concept of its own: it is operatingCashFlow − capex. */
export type MappedField = Exclude<FundamentalField, 'freeCashFlow'>;

/** A value found for one period, and the concept(s) that gave it. */
export interface Resolved {
  value: number;
  concept: string;
}

export interface ConceptRule {
  kind: FieldKind;
  unit: FactUnit;
  /**
   * Whether values of different periods may be added and subtracted (YTD → quarter, FY − 9M).
   * Per-share amounts and weighted share counts are not additive: H1 EPS − Q1 EPS is not Q2 EPS.
   */
  additive: boolean;
  /** Every concept the rule reads, in order of preference (also used for unit warnings). */
  concepts: readonly string[];
  /** Picks the value for one period from the per-concept values of that period. */
  resolve(get: (concept: string) => number | undefined): Resolved | undefined;
  /** Why these concepts, for the reader of this file. */
  why: string;
}

function firstOf(concepts: readonly string[]): ConceptRule['resolve'] {
  return (get) => {
    for (const concept of concepts) {
      const value = get(concept);
      if (value !== undefined) return { value, concept };
    }
    return undefined;
  };
}

function rule(
  kind: FieldKind,
  unit: FactUnit,
  concepts: readonly string[],
  why: string,
  additive = kind === 'flow',
): ConceptRule {
  return { kind, unit, additive, concepts, resolve: firstOf(concepts), why };
}

const DEBT_CONCEPTS = [
  'LongTermDebtNoncurrent',
  'LongTermDebt',
  'DebtCurrent',
  'LongTermDebtCurrent',
  'ShortTermBorrowings',
] as const;

/**
 * Total debt = long-term part + short-term part, from whichever parts the company tags.
 * - `LongTermDebtNoncurrent` excludes current maturities, so the short-term part is added in
 *   full: `DebtCurrent` (current maturities + short-term borrowings) when tagged, otherwise
 *   `LongTermDebtCurrent` + `ShortTermBorrowings` (whichever exist).
 * - `LongTermDebt` already includes current maturities, so only `ShortTermBorrowings` is added
 *   (adding `DebtCurrent`/`LongTermDebtCurrent` would count current maturities twice).
 * - With no long-term concept at all, the short-term part alone (a company without bonds).
 * No part present → undefined (unknown), never 0.
 */
function resolveTotalDebt(get: (concept: string) => number | undefined): Resolved | undefined {
  const noncurrent = get('LongTermDebtNoncurrent');
  const debtCurrent = get('DebtCurrent');
  const ltdCurrent = get('LongTermDebtCurrent');
  const shortTermBorrowings = get('ShortTermBorrowings');
  let shortTerm: Resolved | undefined;
  if (debtCurrent !== undefined) shortTerm = { value: debtCurrent, concept: 'DebtCurrent' };
  else if (ltdCurrent !== undefined || shortTermBorrowings !== undefined) {
    shortTerm = {
      value: (ltdCurrent ?? 0) + (shortTermBorrowings ?? 0),
      concept: [
        ltdCurrent !== undefined ? 'LongTermDebtCurrent' : null,
        shortTermBorrowings !== undefined ? 'ShortTermBorrowings' : null,
      ]
        .filter((c) => c !== null)
        .join('+'),
    };
  }
  if (noncurrent !== undefined) {
    return shortTerm
      ? {
          value: noncurrent + shortTerm.value,
          concept: `LongTermDebtNoncurrent+${shortTerm.concept}`,
        }
      : { value: noncurrent, concept: 'LongTermDebtNoncurrent' };
  }
  const longTermDebt = get('LongTermDebt');
  if (longTermDebt !== undefined) {
    return shortTermBorrowings !== undefined
      ? { value: longTermDebt + shortTermBorrowings, concept: 'LongTermDebt+ShortTermBorrowings' }
      : { value: longTermDebt, concept: 'LongTermDebt' };
  }
  return shortTerm;
}

export const CONCEPT_MAP: Readonly<Record<MappedField, ConceptRule>> = {
  revenue: rule(
    'flow',
    'USD',
    [
      'Revenues',
      'RevenueFromContractWithCustomerExcludingAssessedTax',
      'SalesRevenueNet',
      'RevenueFromContractWithCustomerIncludingAssessedTax',
    ],
    '`Revenues` is the total-revenue line; ASC 606 filers (2018+) often tag only ' +
      '`RevenueFromContractWithCustomerExcludingAssessedTax`; pre-2018 filers `SalesRevenueNet`; ' +
      'the tax-inclusive variant last because it is the less comparable figure.',
  ),
  grossProfit: rule('flow', 'USD', ['GrossProfit'], 'Only one standard concept exists.'),
  operatingIncome: rule(
    'flow',
    'USD',
    ['OperatingIncomeLoss'],
    'Operating income (loss); banks and insurers have none and stay null.',
  ),
  netIncome: rule(
    'flow',
    'USD',
    ['NetIncomeLoss', 'ProfitLoss'],
    '`NetIncomeLoss` is attributable to the parent, as the bulk format; `ProfitLoss` (includes ' +
      'non-controlling interests) only for filers that tag nothing else.',
  ),
  epsDiluted: rule(
    'flow',
    'USD/shares',
    ['EarningsPerShareDiluted', 'EarningsPerShareBasicAndDiluted'],
    'Diluted EPS; filers with no dilutive securities tag the combined basic-and-diluted concept.',
    false,
  ),
  sharesOutstanding: rule(
    'flow',
    'shares',
    [
      'WeightedAverageNumberOfDilutedSharesOutstanding',
      'WeightedAverageNumberOfShareOutstandingBasicAndDiluted',
    ],
    'Weighted diluted shares of the period: the denominator of diluted EPS, reported for every ' +
      'quarter and year (the dei cover-page count is a single date after the period end).',
    false,
  ),
  totalAssets: rule('balance', 'USD', ['Assets'], 'Balance-sheet total.'),
  currentAssets: rule('balance', 'USD', ['AssetsCurrent'], 'Unclassified balance sheets: null.'),
  currentLiabilities: rule('balance', 'USD', ['LiabilitiesCurrent'], 'As currentAssets.'),
  totalLiabilities: rule(
    'balance',
    'USD',
    ['Liabilities'],
    'Only the reported total; filers that show no total stay null rather than get a derived one.',
  ),
  equity: rule(
    'balance',
    'USD',
    [
      'StockholdersEquity',
      'StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest',
    ],
    'Parent shareholders’ equity first (matches NetIncomeLoss); the NCI-inclusive total as fallback.',
  ),
  cash: rule(
    'balance',
    'USD',
    [
      'CashAndCashEquivalentsAtCarryingValue',
      'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents',
      'Cash',
    ],
    'Cash and equivalents; the restricted-cash total (cash-flow statement) only when the balance ' +
      'sheet line is not tagged.',
  ),
  totalDebt: {
    kind: 'balance',
    unit: 'USD',
    additive: false,
    concepts: DEBT_CONCEPTS,
    resolve: resolveTotalDebt,
    why: 'Sum of long- and short-term parts; see resolveTotalDebt.',
  },
  interestExpense: rule(
    'flow',
    'USD',
    ['InterestExpense', 'InterestExpenseNonoperating', 'InterestExpenseDebt'],
    'Gross interest expense, positive = expense; the 2024 taxonomy moved many filers to ' +
      '`InterestExpenseNonoperating`; `InterestExpenseDebt` when only debt interest is tagged.',
  ),
  operatingCashFlow: rule(
    'flow',
    'USD',
    [
      'NetCashProvidedByUsedInOperatingActivities',
      'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations',
    ],
    'Total operating cash flow; continuing operations only as fallback.',
  ),
  capex: rule(
    'flow',
    'USD',
    ['PaymentsToAcquirePropertyPlantAndEquipment', 'PaymentsToAcquireProductiveAssets'],
    'Cash paid for PP&E (positive = spent); `PaymentsToAcquireProductiveAssets` is the wider ' +
      'line some filers use instead.',
  ),
  depreciation: rule(
    'flow',
    'USD',
    ['DepreciationDepletionAndAmortization', 'DepreciationAndAmortization'],
    'D&A as added back in the cash-flow statement.',
  ),
  dividendsPaid: rule(
    'flow',
    'USD',
    ['PaymentsOfDividends', 'PaymentsOfDividendsCommonStock'],
    'All dividends paid (positive = spent); common-only when that is all the filer tags.',
  ),
  shareRepurchases: rule(
    'flow',
    'USD',
    ['PaymentsForRepurchaseOfCommonStock'],
    'Cash paid for buybacks (positive = spent).',
  ),
  stockIssued: rule(
    'flow',
    'USD',
    ['ProceedsFromIssuanceOfCommonStock'],
    'Cash received for new shares.',
  ),
  debtIssued: rule(
    'flow',
    'USD',
    ['ProceedsFromIssuanceOfLongTermDebt'],
    'Cash received from new long-term debt.',
  ),
  debtRepaid: rule(
    'flow',
    'USD',
    ['RepaymentsOfLongTermDebt'],
    'Cash paid to repay long-term debt (positive = spent).',
  ),
};

export const MAPPED_FIELDS = Object.keys(CONCEPT_MAP) as MappedField[];
