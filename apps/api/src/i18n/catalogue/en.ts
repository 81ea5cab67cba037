/*
 * The server's texts in English (ADR 055), keyed by id. Where the contracts hold the spec's exact
 * words, the entry is that constant, so they stay written once. `{{name}}` is a variable; a key
 * ending in `_one`/`_other` is a plural form, picked by `Intl.PluralRules` for `count`.
 */
export const en = {
  // ---- Figures ----------------------------------------------------------------------------------
  'figures.notAvailable': 'not available',
  'figures.billion': '{{n}} billion',
  'figures.million': '{{n}} million',

  // ---- Fair value: why there is no figure (engine reason codes) -------------------------------
  'valuation.noRecentPrice': 'no recent price',
  'valuation.noRevenue': 'no revenue for the last twelve months',
  'valuation.fewCashFlowYears_one':
    'fewer than {{count}} year of free cash flow, the latest included',
  'valuation.fewCashFlowYears_other':
    'fewer than {{count}} years of free cash flow, the latest included',
  'valuation.negativeCashFlow': 'free cash flow is negative or nil in a normal year',
  'valuation.noGrowthHistory': 'no growth history to project',
  'valuation.noBookValue': 'no positive book value',
  'valuation.noRoe': 'no return on equity for the last twelve months',
  'valuation.fewRoeYears': 'fewer than two years of return on equity',
  'valuation.roeBelowGrowth':
    'return on equity ({{roe}} a year) is below the long-run growth of {{growth}}',
  'valuation.reitNeedsFfo':
    'a REIT is valued on funds from operations, which the data does not report',
  'valuation.blankCheck': 'a blank-check company has no business to value yet',
  'valuation.shareBasis':
    "the share counts filed ({{filed}}) are not on the basis of today's {{today}}",
  'valuation.fewMultiples': 'fewer than two multiples can be used ({{shortfalls}})',
  'valuation.noneLeftOut': 'none left out',
  'valuation.multipleNotPositive': '{{multiple}}: not positive today',
  'valuation.multipleShortHistory_one': '{{multiple}}: under {{count}} year of positive history',
  'valuation.multipleShortHistory_other': '{{multiple}}: under {{count}} years of positive history',
  'valuation.methodsDisagree': 'the methods disagree by more than {{factor}}× ({{figures}})',
  'valuation.methodFigure': '{{method}} {{value}}',
  'valuation.methodReason': '{{method}}: {{reason}}',
  'valuation.method.ownHistory': 'own-history multiples',
  'valuation.method.cashFlow': 'discounted cash flow',
  'valuation.method.excessReturn': 'excess return on equity',

  // ---- What changed: a metric's move and its cause (engine reason codes) ----------------------
  'change.nowAvailable': '{{name}} is now available: {{after}}.',
  'change.noLongerAvailable': '{{name}} is no longer available (it was {{before}}).',
  'change.peers': "{{name}} stayed at {{after}}, but other companies' figures moved.",
  'change.peersRanked':
    "{{name}} stayed at {{after}}, but other companies' figures moved: its rank went from the {{from}} to the {{to}} percentile.",
  'change.price': '{{name}} went from {{before}} to {{after}} as {{move}}.',
  'change.filing': '{{name}} went from {{before}} to {{after}} with {{filed}}.',
  'change.filingAndPrice':
    '{{name}} went from {{before}} to {{after}} with {{filed}}, and as {{move}}.',
  'change.other': '{{name}} went from {{before}} to {{after}}.',
  'change.priceMovedFromTo': 'the share price moved from {{from}} to {{to}}',
  'change.priceMoved': 'the share price moved',
  'change.filingOf': 'the filing of {{date}}',
  'change.newFiling': 'a new filing',
} as const;
