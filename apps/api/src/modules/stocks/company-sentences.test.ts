import { describe, expect, it } from 'vitest';
import type { StoredAttribute, StoredFairValueDetail } from '../../db/schema';
import { attributeText, buybackNote, companyFaq } from './company-texts';

/*
 * The company page's sentences from the engine's figures (ADR 055, issue 54): the engine gives an
 * attribute's figures, never its sentence; the API writes it in each language from the
 * catalogues, the English word for word as the engine wrote it before.
 */

const roic: StoredAttribute = {
  kind: 'positive',
  metric: 'roic',
  factor: 'profitability',
  importance: 0.1,
  value: 0.32,
  verdict: 'good',
  sectorPercentile: 91,
  universePercentile: 95,
};
const pe: StoredAttribute = {
  kind: 'negative',
  metric: 'pe',
  factor: 'value',
  importance: 0.1,
  value: 35,
  verdict: 'poor',
  sectorPercentile: 12,
  universePercentile: 20,
};
const bookToMarket: StoredAttribute = {
  kind: 'negative',
  metric: 'bookToMarket',
  factor: 'value',
  importance: 0.1,
  value: 0.024,
  verdict: null,
  sectorPercentile: 1,
  universePercentile: 2,
};
const noSector: StoredAttribute = {
  ...bookToMarket,
  sectorPercentile: null,
  universePercentile: 70,
};

/** Latin words of three letters or more in a Ukrainian sentence (names and symbols allowed). */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z]{3,}/g) ?? []).filter(
    (w) => !['Evident', 'Score'].includes(w) && w !== w.toUpperCase(),
  );

describe('an attribute’s sentence, from its figures', () => {
  it('reads in English as the engine wrote it', () => {
    expect(attributeText(roic, 'en')).toBe(
      'Return on invested capital of 32% meets the rule of thumb (above 10% is good, below 5% is poor) and is better than 91% of its sector.',
    );
    expect(attributeText(pe, 'en')).toBe(
      'Price / earnings of 35 fails the rule of thumb (below 10 is cheap, above 20 is expensive) and is worse than 88% of its sector.',
    );
    expect(attributeText(bookToMarket, 'en')).toBe(
      'Book-to-market of 0.02 is worse than 99% of its sector.',
    );
    expect(attributeText(noSector, 'en')).toBe(
      'Book-to-market of 0.02 is better than 70% of companies.',
    );
  });

  it('reads in Spanish and Ukrainian with the figures in the language', () => {
    expect(attributeText(roic, 'es')).toMatch(
      /^Rentabilidad .+ de 32\s%: cumple la regla práctica \(.+\) y es mejor que el 91\s% de su sector\.$/,
    );
    expect(attributeText(bookToMarket, 'uk')).toMatch(
      /^«.+»: 0,02 — гірше, ніж у 99% компаній сектору\.$/,
    );
    for (const a of [roic, pe, bookToMarket, noSector]) {
      expect(latinWords(attributeText(a, 'uk')), attributeText(a, 'uk')).toEqual([]);
      expect(attributeText(a, 'es')).not.toBe(attributeText(a, 'en'));
    }
  });

  it('shows an older run’s stored sentence when it kept no figures', () => {
    const old: StoredAttribute = {
      kind: 'positive',
      metric: 'roic',
      factor: 'profitability',
      importance: 0.1,
      text: 'Return on invested capital of 32% is better than 91% of its sector.',
    };
    expect(attributeText(old, 'uk')).toBe(old.text);
  });
});

describe('the buyback note and the FAQ, in every language', () => {
  it('write the English as the presenter wrote it, and the others from the same figures', () => {
    const buyback = { basis: 'repurchases-net-of-issuance', periodEnd: '2025-09-30' } as const;
    expect(buybackNote(buyback, 'en')).toBe(
      'Buybacks: share repurchases less stock issued in the cash flow statement of the twelve months to Sep 30, 2025, over today’s market value.',
    );
    expect(buybackNote(buyback, 'es')).toMatch(/de los doce meses hasta el 30 sept 2025,/);
    expect(latinWords(buybackNote(buyback, 'uk')!)).toEqual([]);

    const detail = {
      low: 90,
      high: 130,
      reason: null,
      methods: [
        { method: 'ownHistory', value: 100 },
        { method: 'cashFlow', value: 120 },
      ],
    } as unknown as StoredFairValueDetail;
    const faq = (language: 'en' | 'es' | 'uk') =>
      companyFaq(
        'ACME',
        { evidentScore: 72, category: 'Good' },
        { detail, fairValue: 110, percentageDifference: 10, lastClose: 100 },
        { roe: 0.2, netMargin: null, roic: 0.15, dividendYield: null },
        '2026-11-27',
        language,
      );
    expect(faq('en')).toEqual([
      {
        question: "What is ACME's Evident Score?",
        answer: '72/100 (Good) as of 2026-11-27: better than 72% of the companies we score.',
      },
      {
        question: 'Is ACME undervalued?',
        answer:
          'Our fair value is $110.00 (range $90.00 to $130.00), 10.0% above the last close of $100.00. It is based on the multiples it has traded at over its own last years and a discounted cash flow.',
      },
      {
        question: 'How profitable is ACME?',
        answer:
          'Return on equity 20.0%, net margin not available, return on invested capital 15.0%.',
      },
      { question: 'Does ACME pay a dividend?', answer: 'Not available in our data.' },
    ]);
    expect(faq('es')[0]!.answer).toBe(
      '72/100 (Bueno) a 27 nov 2026: mejor que el 72 % de las empresas que puntuamos.',
    );
    for (const { question, answer } of faq('uk')) {
      expect(latinWords(`${question} ${answer}`), answer).toEqual([]);
    }
  });
});
