import { CHANGE_CAUSES, type ChangeCause } from '@evident/engine/changes/score-changes';
import {
  VALUATION_REASON_CODES,
  type ValuationReason,
  type ValuationReasonCode,
} from '@evident/engine/valuation/valuation-reason';
import { describe, expect, it } from 'vitest';
import type { OtherLanguage } from './format';
import {
  changeReasonText,
  storedReasonText,
  valuationReasonText,
  type ChangeContext,
  type ChangeReasonFigures,
} from './reason-texts';

/** One reason of each code, with figures (the type makes the list complete). */
const VALUATION: { [C in ValuationReasonCode]: Extract<ValuationReason, { code: C }> } = {
  noRecentPrice: { code: 'noRecentPrice' },
  noRevenue: { code: 'noRevenue' },
  fewCashFlowYears: { code: 'fewCashFlowYears', years: 5 },
  negativeCashFlow: { code: 'negativeCashFlow' },
  noGrowthHistory: { code: 'noGrowthHistory' },
  noBookValue: { code: 'noBookValue' },
  noRoe: { code: 'noRoe' },
  fewRoeYears: { code: 'fewRoeYears' },
  roeBelowGrowth: { code: 'roeBelowGrowth', roe: 0.0412, growth: 0.045 },
  reitNeedsFfo: { code: 'reitNeedsFfo' },
  blankCheck: { code: 'blankCheck' },
  shareBasis: { code: 'shareBasis', filed: 38.8e9, today: 1.89e9 },
  fewMultiples: {
    code: 'fewMultiples',
    shortfalls: [
      { multiple: 'pe', code: 'notPositive' },
      { multiple: 'pfcf', code: 'shortHistory', years: 5 },
    ],
  },
  methodsDisagree: {
    code: 'methodsDisagree',
    factor: 2,
    methods: [
      { method: 'ownHistory', value: 309 },
      { method: 'cashFlow', value: 126.5 },
    ],
  },
  noMethod: {
    code: 'noMethod',
    methods: [
      { method: 'ownHistory', reason: { code: 'fewMultiples', shortfalls: [] } },
      { method: 'cashFlow', reason: { code: 'noGrowthHistory' } },
      { method: 'excessReturn', reason: { code: 'noBookValue' } },
    ],
  },
};

const CHANGE: ChangeContext = {
  filing: { before: '2026-05-01', after: '2026-07-30' },
  price: { before: 100, after: 110, change: 0.1 },
};
const reasonOf = (cause: ChangeCause): ChangeReasonFigures => ({
  metric: 'roe',
  before: cause === 'now-available' ? null : 0.12,
  after: cause === 'no-longer-available' ? null : cause === 'peers' ? 0.12 : 0.185,
  percentileBefore: 40,
  percentileAfter: 70,
  cause,
});

/** Symbols and names that stay as they are in every language. */
const KEPT = new Set(['P/E', 'P/S', 'P/FCF', 'P/B', 'REIT', 'FFO', 'SPAC', 'ROE', 'USD']);
/** Words Spanish writes as English does ("un año normal", "30 jul 2026"). */
const SAME_IN_SPANISH = new Set(['normal', 'jul']);
/** The English words (three letters or more) of a text, symbols left out. */
const englishWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z/&'-]{2,}/g) ?? []).filter((w) => !KEPT.has(w));

function expectNoEnglish(english: string, text: string, label: string) {
  const theirs = new Set(englishWords(english).map((w) => w.toLowerCase()));
  const left = englishWords(text).filter(
    (w) => theirs.has(w.toLowerCase()) && !SAME_IN_SPANISH.has(w.toLowerCase()),
  );
  expect(left, `${label}: ${text}`).toEqual([]);
}

const LANGUAGES: OtherLanguage[] = ['es', 'uk'];

describe('every engine reason code in Spanish and Ukrainian (ADR 055)', () => {
  it('lists one example of each valuation code the engine has', () => {
    expect(Object.keys(VALUATION).sort()).toEqual([...VALUATION_REASON_CODES].sort());
  });

  for (const language of LANGUAGES) {
    it(`writes every valuation reason in ${language} with no English word left`, () => {
      for (const code of VALUATION_REASON_CODES) {
        const english = valuationReasonText(VALUATION[code], 'en');
        const text = valuationReasonText(VALUATION[code], language);
        expect(text, code).not.toBe(english);
        expectNoEnglish(english, text, code);
        if (language === 'uk') expect(englishWords(text), `${code}: ${text}`).toEqual([]);
      }
    });

    it(`writes every cause of "what changed" in ${language} with no English word left`, () => {
      for (const cause of CHANGE_CAUSES) {
        const english = changeReasonText(reasonOf(cause), CHANGE, 'en');
        const text = changeReasonText(reasonOf(cause), CHANGE, language);
        expectNoEnglish(english, text, cause);
        if (language === 'uk') expect(englishWords(text), `${cause}: ${text}`).toEqual([]);
      }
    });
  }

  it('finds an English word left in a translation (the check can fail)', () => {
    expect(englishWords('no hay un precio reciente (P/E: under 5 years)')).toEqual([
      'hay',
      'precio',
      'reciente',
      'under',
      'years',
    ]);
    const left = englishWords('el flujo de caja libre is negative').filter((w) =>
      new Set(englishWords('free cash flow is negative or nil')).has(w),
    );
    expect(left).toEqual(['negative']);
  });
});

describe('valuation reasons', () => {
  it('writes the English as the engine wrote it before codes', () => {
    const en = (code: ValuationReasonCode) => valuationReasonText(VALUATION[code], 'en');
    expect(en('roeBelowGrowth')).toBe(
      'return on equity (4.1% a year) is below the long-run growth of 4.5%',
    );
    expect(en('shareBasis')).toBe(
      "the share counts filed (38.80 billion) are not on the basis of today's 1.89 billion",
    );
    expect(en('fewMultiples')).toBe(
      'fewer than two multiples can be used (P/E: not positive today; P/FCF: under 5 years of positive history)',
    );
    expect(en('methodsDisagree')).toBe(
      'the methods disagree by more than 2× (own-history multiples $309.00, discounted cash flow $126.50)',
    );
    expect(en('noMethod')).toBe(
      'own-history multiples: fewer than two multiples can be used (none left out); discounted cash flow: no growth history to project; excess return on equity: no positive book value',
    );
    expect(en('fewCashFlowYears')).toBe(
      'fewer than 5 years of free cash flow, the latest included',
    );
  });

  it('writes the figures in the language', () => {
    expect(valuationReasonText(VALUATION.roeBelowGrowth, 'es')).toBe(
      'la rentabilidad sobre fondos propios (4,1\u00a0% anual) es inferior al crecimiento a largo plazo del 4,5\u00a0%',
    );
    expect(valuationReasonText(VALUATION.shareBasis, 'uk')).toBe(
      'кількість акцій у звітах (38,80 млрд) не відповідає сьогоднішній базі (1,89 млрд)',
    );
  });

  it('takes the Ukrainian plural form of the years', () => {
    const years = (n: number) =>
      valuationReasonText({ code: 'fewCashFlowYears', years: n }, 'uk').split(' ')[2];
    expect([1, 3, 5, 21].map(years)).toEqual(['року', 'років', 'років', 'року']);
  });

  it('shows a reason stored as English by an older run as it is', () => {
    expect(storedReasonText('no recent price', 'uk')).toBe('no recent price');
    expect(storedReasonText({ code: 'noRecentPrice' }, 'uk')).toBe('немає свіжої ціни');
  });
});

describe('what-changed reasons', () => {
  // The engine's scenario (packages/engine/src/changes/score-changes.test.ts), as it reads.
  const change: ChangeContext = {
    filing: { before: '2026-08-01', after: '2026-10-30' },
    price: { before: 120, after: 100, change: -0.1667 },
  };
  const r = (
    metric: string,
    cause: ChangeCause,
    before: number | null,
    after: number | null,
    ranks: [number | null, number | null] = [null, null],
  ): ChangeReasonFigures => ({
    metric,
    cause,
    before,
    after,
    percentileBefore: ranks[0],
    percentileAfter: ranks[1],
  });

  it('writes each cause in English as the engine did', () => {
    const en = (x: ChangeReasonFigures, c: ChangeContext = change) => changeReasonText(x, c, 'en');
    expect(en(r('fcfYield', 'filing-and-price', 0.03, 0.05))).toBe(
      'Free cash flow yield went from 3.0% to 5.0% with the filing of Oct 30, 2026, and as the share price moved from $120.00 to $100.00.',
    );
    expect(en(r('interestCoverage', 'now-available', null, 12))).toBe(
      'Interest coverage is now available: 12.',
    );
    expect(en(r('roic', 'filing', 0.15, 0.09))).toBe(
      'Return on invested capital went from 15% to 9.0% with the filing of Oct 30, 2026.',
    );
    expect(en(r('dividendYield', 'peers', 0.02, 0.02, [50, 40]))).toBe(
      "Dividend yield stayed at 2.0%, but other companies' figures moved: its rank went from the 50th to the 40th percentile.",
    );
    expect(en(r('fcfYield', 'price', 0.03, 0.05), { ...change, filing: null })).toBe(
      'Free cash flow yield went from 3.0% to 5.0% as the share price moved from $120.00 to $100.00.',
    );
    // More digits when the rounded figures would read the same.
    expect(en(r('fcfYield', 'filing-and-price', 0.03, 0.0304))).toBe(
      'Free cash flow yield went from 3% to 3.04% with the filing of Oct 30, 2026, and as the share price moved from $120.00 to $100.00.',
    );
  });

  it('writes each cause in Spanish and Ukrainian with the figures in the language', () => {
    const c: ChangeContext = {
      filing: { before: '2026-05-01', after: '2026-07-30' },
      price: { before: 100, after: 110, change: 0.1 },
    };
    expect(changeReasonText(r('roe', 'filing-and-price', 0.12, 0.18), c, 'es')).toBe(
      'Rentabilidad sobre fondos propios (ROE) pasó de 12\u00a0% a 18\u00a0% con el informe del 30 jul 2026 y al moverse la cotización de 100,00\u00a0US$ a 110,00\u00a0US$.',
    );
    expect(changeReasonText(r('roe', 'peers', 0.12, 0.18, [40, 70]), c, 'uk')).toMatch(
      /^Показник «.+» лишився на рівні 18%, але змінилися дані інших компаній: його процентиль змінився з 40 на 70\.$/,
    );
  });
});
