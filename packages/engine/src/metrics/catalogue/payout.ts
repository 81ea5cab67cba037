import type { MetricId } from '../metric-id';
import type { CatalogueEntry } from './types';
import { R } from './research';

/** The payout metrics of the catalogue (see catalogue.ts for the fields). */
export const payout = {
  dividendYield: {
    name: 'Dividend yield',
    category: 'payout',
    formula:
      'Dividends per share with an ex-date in the last 12 months ÷ last close; when no ex-date falls in that window, trailing-twelve-month dividends paid ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007],
    appliesToFinancials: true,
    description: 'Cash dividends of the last year as a percentage of the share price.',
  },
  buybackYield: {
    name: 'Buyback yield',
    category: 'payout',
    formula:
      'Share repurchases of the last twelve months in the cash flow statement (the latest fiscal year filed), less the stock issued when reported, ÷ market capitalisation (Boudoukh et al. 2007); when repurchases are not reported, (diluted shares a year earlier − diluted shares now) ÷ shares now, split-consistent: the value of the shares retired at today’s price over today’s market capitalisation, negative for net issuance. The tooltip of each company says which.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007, R.ikenberry1995, R.lakonishokVermaelen1990],
    appliesToFinancials: true,
    description:
      'The cash spent buying back the company’s own shares over the last year, as a percentage of its market value.',
  },
  debtPaydownYield: {
    name: 'Debt paydown yield',
    category: 'payout',
    formula: '(Total debt one year earlier − total debt now) ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.brs2006],
    appliesToFinancials: false,
    description: 'Debt repaid over the last year as a percentage of market value.',
  },
  netPayoutYield: {
    name: 'Net payout yield',
    category: 'payout',
    formula: 'Dividend yield + buyback yield.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007],
    appliesToFinancials: true,
    description:
      'Everything returned to shareholders (dividends and net buybacks) as a percentage of market value.',
  },
  shareholderYield: {
    name: 'Shareholder yield',
    category: 'payout',
    formula: 'Dividend yield + buyback yield + debt paydown yield.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007, R.brs2006],
    appliesToFinancials: false,
    description: 'Cash returned to shareholders and lenders as a percentage of market value.',
  },
  payoutRatio: {
    name: 'Payout ratio',
    category: 'payout',
    formula:
      'Dividend yield × market capitalisation ÷ trailing-twelve-month net income; null when net income ≤ 0.',
    unit: 'percent',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.arnottAsness2003],
    appliesToFinancials: true,
    description: 'Share of profit paid out as dividends.',
  },
  sharesChange1y: {
    name: 'Share count change (1 year)',
    category: 'payout',
    formula: 'Diluted shares now ÷ diluted shares one year earlier − 1, split-consistent.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.pontiffWoodgate2008],
    appliesToFinancials: true,
    description:
      'How much the number of shares grew (dilution) or shrank (buybacks) over the last year.',
  },
  dividendPayoutFcf: {
    name: 'Dividends / free cash flow',
    category: 'payout',
    formula:
      'Dividend yield × market capitalisation ÷ trailing-twelve-month free cash flow; null when FCF ≤ 0.',
    unit: 'percent',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'Share of free cash flow paid out as dividends; above 100% the dividend is not covered by cash generation.',
  },
} satisfies Partial<Record<MetricId, CatalogueEntry>>;
