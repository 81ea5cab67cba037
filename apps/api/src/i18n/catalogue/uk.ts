import type { Catalogue } from '../translate';

/*
 * The server's texts in Ukrainian (ADR 055), keyed as the en catalogue. The reader is ви; API
 * identifiers stay as they are, between «». Plural forms: one, few, many, other (fractions).
 */
export const uk: Catalogue = {
  // ---- Figures ----------------------------------------------------------------------------------
  'figures.notAvailable': 'немає даних',
  'figures.billion': '{{n}} млрд',
  'figures.million': '{{n}} млн',

  // ---- Fair value: why there is no figure -----------------------------------------------------
  'valuation.noRecentPrice': 'немає свіжої ціни',
  'valuation.noRevenue': 'немає виручки за останні дванадцять місяців',
  // After «менше» the noun is genitive: менше 1 року, менше 3 років, менше 5 років.
  'valuation.fewCashFlowYears_one':
    'менше {{count}} року даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_few':
    'менше {{count}} років даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_many':
    'менше {{count}} років даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_other':
    'менше {{count}} року даних про вільний грошовий потік, включно з останнім',
  'valuation.negativeCashFlow': 'вільний грошовий потік від’ємний або нульовий у звичайний рік',
  'valuation.noGrowthHistory': 'немає історії зростання для прогнозу',
  'valuation.noBookValue': 'балансова вартість не додатна',
  'valuation.noRoe': 'немає рентабельності власного капіталу за останні дванадцять місяців',
  'valuation.fewRoeYears': 'менше двох років даних про рентабельність власного капіталу',
  'valuation.roeBelowGrowth':
    'рентабельність власного капіталу ({{roe}} на рік) нижча за довгострокове зростання {{growth}}',
  'valuation.reitNeedsFfo': 'REIT оцінюють за коштами від операцій (FFO), яких немає в даних',
  'valuation.blankCheck':
    'компанія-«пустушка» для поглинання (SPAC) ще не має бізнесу, який можна оцінити',
  'valuation.shareBasis':
    'кількість акцій у звітах ({{filed}}) не відповідає сьогоднішній базі ({{today}})',
  'valuation.fewMultiples': 'можна використати менше двох мультиплікаторів ({{shortfalls}})',
  'valuation.noneLeftOut': 'жоден не відкинуто',
  'valuation.multipleNotPositive': '{{multiple}}: сьогодні не додатний',
  'valuation.multipleShortHistory_one': '{{multiple}}: менше {{count}} року додатної історії',
  'valuation.multipleShortHistory_few': '{{multiple}}: менше {{count}} років додатної історії',
  'valuation.multipleShortHistory_many': '{{multiple}}: менше {{count}} років додатної історії',
  'valuation.multipleShortHistory_other': '{{multiple}}: менше {{count}} року додатної історії',
  'valuation.methodsDisagree': 'методи розходяться більш ніж у {{factor}} раза ({{figures}})',
  'valuation.methodFigure': '{{method}} {{value}}',
  'valuation.methodReason': '{{method}}: {{reason}}',
  'valuation.method.ownHistory': 'власні історичні мультиплікатори',
  'valuation.method.cashFlow': 'дисконтований грошовий потік',
  'valuation.method.excessReturn': 'надлишкова рентабельність власного капіталу',

  // ---- What changed -----------------------------------------------------------------------------
  'change.nowAvailable': 'Показник «{{name}}» тепер доступний: {{after}}.',
  'change.noLongerAvailable': 'Показник «{{name}}» більше не доступний (був {{before}}).',
  'change.peers':
    'Показник «{{name}}» лишився на рівні {{after}}, але змінилися дані інших компаній.',
  'change.peersRanked':
    'Показник «{{name}}» лишився на рівні {{after}}, але змінилися дані інших компаній: його процентиль змінився з {{from}} на {{to}}.',
  'change.price': 'Показник «{{name}}» змінився з {{before}} на {{after}} {{move}}.',
  'change.filing': 'Показник «{{name}}» змінився з {{before}} на {{after}} {{filed}}.',
  'change.filingAndPrice':
    'Показник «{{name}}» змінився з {{before}} на {{after}} {{filed}} і {{move}}.',
  'change.other': 'Показник «{{name}}» змінився з {{before}} на {{after}}.',
  'change.priceMovedFromTo': 'бо ціна акції змінилася з {{from}} на {{to}}',
  'change.priceMoved': 'бо змінилася ціна акції',
  'change.filingOf': 'зі звітом від {{date}}',
  'change.newFiling': 'з новим звітом',
};
