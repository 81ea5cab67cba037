import {
  PORTFOLIO_MESSAGE_CODES,
  type PortfolioMessage,
  type PortfolioMessageCode,
} from '@evident/engine/portfolio/portfolio-analysis';
import { describe, expect, it } from 'vitest';
import { portfolioMessageText } from './portfolio-texts';

/**
 * One message of each code with figures, and the variants a code writes differently (the type
 * makes the list of codes complete).
 */
const MESSAGES: { [C in PortfolioMessageCode]: Extract<PortfolioMessage, { code: C }>[] } = {
  noHoldings: [{ code: 'noHoldings' }],
  companiesRule: [{ code: 'companiesRule', min: 20 }],
  companiesHeld: [
    { code: 'companiesHeld', count: 1 },
    { code: 'companiesHeld', count: 3 },
  ],
  companiesAdd: [{ code: 'companiesAdd', missing: 17 }],
  positionRule: [{ code: 'positionRule', max: 0.05 }],
  positionLargest: [
    { code: 'positionLargest', ticker: 'NASDAQ:AAA', weight: 0.625, byValue: true },
    { code: 'positionLargest', ticker: 'NASDAQ:AAA', weight: 0.5, byValue: false },
  ],
  positionTrim: [
    {
      code: 'positionTrim',
      holdings: [
        { name: 'NASDAQ:AAA', weight: 0.625 },
        { name: 'NYSE:BBB', weight: 0.3125 },
      ],
      max: 0.05,
      addCompanies: true,
    },
    {
      code: 'positionTrim',
      holdings: [{ name: 'NASDAQ:AAA', weight: 0.06 }],
      max: 0.05,
      addCompanies: false,
    },
  ],
  sectorRule: [{ code: 'sectorRule', max: 0.25 }],
  sectorLargest: [{ code: 'sectorLargest', sector: 'Technology', weight: 0.9375 }],
  sectorReduce: [
    { code: 'sectorReduce', sectors: [{ name: 'Technology', weight: 0.9375 }], max: 0.25 },
  ],
  scoreRule: [{ code: 'scoreRule', min: 50 }],
  scoreNoneLow: [
    { code: 'scoreNoneLow', min: 50, unscored: 0 },
    { code: 'scoreNoneLow', min: 50, unscored: 2 },
  ],
  scoreLow: [
    { code: 'scoreLow', holdings: [{ ticker: 'NASDAQ:AAA', score: 30.4 }], min: 50, unscored: 0 },
    { code: 'scoreLow', holdings: [{ ticker: 'NASDAQ:AAA', score: 30.4 }], min: 50, unscored: 1 },
  ],
  scoreReview: [{ code: 'scoreReview' }],
};

/** Tickers, sector names and symbols that stay as they are in every language. */
const KEPT = new Set(['NASDAQ', 'AAA', 'NYSE', 'BBB', 'Technology', 'Evident', 'Score']);
/** Words Spanish writes as English does ("ningún sector"). */
const SAME_IN_SPANISH = new Set(['sector']);
/** The English words (three letters or more) of a text, those kept left out. */
const englishWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []).filter((w) => !KEPT.has(w));
/** The words of the English text still in its translation. */
function englishLeft(english: string, text: string): string[] {
  const theirs = new Set(englishWords(english).map((w) => w.toLowerCase()));
  return englishWords(text).filter(
    (w) => theirs.has(w.toLowerCase()) && !SAME_IN_SPANISH.has(w.toLowerCase()),
  );
}

describe('every portfolio message code in Spanish and Ukrainian (ADR 055)', () => {
  it('lists at least one example of each code the engine has', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...PORTFOLIO_MESSAGE_CODES].sort());
  });

  for (const language of ['es', 'uk'] as const) {
    it(`writes every message in ${language} with no English word left`, () => {
      for (const code of PORTFOLIO_MESSAGE_CODES) {
        for (const message of MESSAGES[code]) {
          const english = portfolioMessageText(message, 'en');
          const text = portfolioMessageText(message, language);
          expect(text, code).not.toBe(english);
          expect(englishLeft(english, text), `${code}: ${text}`).toEqual([]);
          // Ukrainian writes no Latin word but the data's.
          if (language === 'uk') expect(englishWords(text), `${code}: ${text}`).toEqual([]);
        }
      }
    });
  }

  it('finds an English word left in a translation (the check can fail)', () => {
    expect(
      englishLeft(
        'NASDAQ:AAA (30) under 50; 1 without a score.',
        'NASDAQ:AAA (30): under 50; 1 sin score.',
      ),
    ).toEqual(['under', 'score']);
    expect(englishWords('Позиції з Evident Score нижче 50 are flagged.')).toEqual([
      'are',
      'flagged',
    ]);
  });
});

describe('portfolio messages', () => {
  it('writes the English as the analysis wrote it before codes', () => {
    const en = (m: PortfolioMessage) => portfolioMessageText(m, 'en');
    expect(MESSAGES.positionTrim.map(en)).toEqual([
      'Trim NASDAQ:AAA (62.5%), NYSE:BBB (31.3%) to 5.0% or less, or add companies.',
      'Trim NASDAQ:AAA (6.0%) to 5.0% or less.',
    ]);
    expect(MESSAGES.positionLargest.map(en)).toEqual([
      'Largest: NASDAQ:AAA at 62.5% of the value.',
      'Largest: NASDAQ:AAA at 50.0% (equal weights: no shares given).',
    ]);
    expect(MESSAGES.scoreNoneLow.map(en)).toEqual([
      'No holding scores under 50.',
      'No holding scores under 50 (2 without a score).',
    ]);
    expect(MESSAGES.scoreLow.map(en)).toEqual([
      'NASDAQ:AAA (30) under 50.',
      'NASDAQ:AAA (30) under 50; 1 without a score.',
    ]);
    expect(en({ code: 'companiesRule', min: 20 })).toBe('Hold at least 20 companies.');
    expect(en({ code: 'companiesHeld', count: 1 })).toBe('1 company held.');
    expect(en({ code: 'companiesAdd', missing: 1 })).toBe(
      'Add 1 more to spread the risk of any one company.',
    );
  });

  it('takes the plural form of the count in each language', () => {
    const held = (language: 'es' | 'uk', count: number) =>
      portfolioMessageText({ code: 'companiesHeld', count }, language);
    expect([1, 2, 0].map((n) => held('es', n))).toEqual([
      '1 empresa en cartera.',
      '2 empresas en cartera.',
      '0 empresas en cartera.',
    ]);
    const add = (missing: number) =>
      portfolioMessageText({ code: 'companiesAdd', missing }, 'uk').split(' ')[3];
    expect([1, 3, 5, 21, 12].map(add)).toEqual([
      'компанію,',
      'компанії,',
      'компаній,',
      'компанію,',
      'компаній,',
    ]);
    expect(portfolioMessageText({ code: 'companiesRule', min: 20 }, 'uk')).toBe(
      'Тримайте щонайменше 20 компаній.',
    );
  });
});
