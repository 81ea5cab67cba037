import type { AnalysedHolding } from '@evident/engine/portfolio/portfolio-analysis';
import { describe, expect, it } from 'vitest';
import { analysePortfolio } from './portfolio-texts';

/** Two overweight holdings, one low score, one without a score or a sector, value weights. */
const HOLDINGS: AnalysedHolding[] = [
  { ticker: 'NASDAQ:AAA', symbol: 'AAA', sector: 'Technology', score: 30, shares: 10 },
  { ticker: 'NYSE:BBB', symbol: 'BBB', sector: 'Technology', score: 80, shares: 5 },
  { ticker: 'NYSE:CCC', symbol: 'CCC', sector: null, score: null, shares: 1 },
].map((h) => ({
  ...h,
  companyName: h.symbol,
  averageCost: null,
  lastClose: 100,
  factors: {},
  return1y: null,
}));

const analyse = (holdings: AnalysedHolding[], language: 'en' | 'es' | 'uk') =>
  analysePortfolio(holdings, {
    asOf: '2026-06-30',
    factorNames: {},
    performance: { from: null, to: null, benchmark: null },
    language,
  });

const texts = (a: ReturnType<typeof analyse>) => [
  ...a.rules.flatMap((r) => [r.rule, r.detail, r.fix ?? '']),
  ...a.sectors.map((s) => s.sector),
  a.performance.method,
];

describe('a portfolio analysis’ sentences (issue 23)', () => {
  it('keeps the English wording', () => {
    const a = analyse(HOLDINGS, 'en');
    expect(a.rules.map((r) => [r.detail, r.fix])).toEqual([
      ['3 companies held.', 'Add 17 more to spread the risk of any one company.'],
      [
        'Largest: NASDAQ:AAA at 62.5% of the value.',
        'Trim NASDAQ:AAA (62.5%), NYSE:BBB (31.3%), NYSE:CCC (6.3%) to 5.0% or less, or add companies.',
      ],
      [
        'Largest: Technology at 93.8%.',
        'Bring Technology (93.8%) down to 25.0% by adding other sectors or trimming.',
      ],
      [
        'NASDAQ:AAA (30) under 50; 1 without a score.',
        'Look at what drags their scores (the company page says which factors) and whether the reason to hold them still stands.',
      ],
    ]);
    expect(a.sectors.map((s) => s.sector)).toEqual(['Technology', 'Unknown sector']);
    expect(analyse([], 'en').rules.map((r) => r.detail)).toEqual([
      '0 companies held.',
      'No holdings.',
      'No holdings.',
      'No holding scores under 50.',
    ]);
  });

  it('writes every branch in Spanish and Ukrainian, figures as each language writes them', () => {
    const es = analyse(HOLDINGS, 'es');
    const uk = analyse(HOLDINGS, 'uk');
    // Intl puts a non-breaking space before "%" in Spanish.
    const plain = (x: string | null | undefined) => x?.replace(/\u00a0/g, ' ');
    expect(plain(es.rules[1]!.fix)).toBe(
      'Reduce NASDAQ:AAA (62,5 %), NYSE:BBB (31,3 %), NYSE:CCC (6,3 %) al 5,0 % o menos, o añade empresas.',
    );
    expect(es.rules[3]!.detail).toBe('NASDAQ:AAA (30): por debajo de 50; 1 sin puntuación.');
    expect(uk.rules[2]!.detail).toBe('Найбільший: Technology — 93,8%.');
    expect(uk.rules[0]!.fix).toBe(
      'Додайте ще 17 компаній, щоб не залежати так сильно від однієї компанії.',
    );
    expect(es.sectors.map((s) => s.sector)).toEqual(['Technology', 'Sector desconocido']);
    expect(uk.sectors.map((s) => s.sector)).toEqual(['Technology', 'Невідомий сектор']);
    expect(plain(es.rules[1]!.rule)).toBe('Ninguna posición por encima del 5,0 % de la cartera.');

    const english = new Set(texts(analyse(HOLDINGS, 'en')));
    for (const a of [es, uk, analyse([], 'es'), analyse([], 'uk')]) {
      expect(texts(a).filter((x) => x !== '' && x !== 'Technology' && english.has(x))).toEqual([]);
    }
    const latin = [...texts(uk), ...texts(analyse([], 'uk'))].flatMap(
      (x) => x.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? [],
    );
    expect(
      latin.filter((w) => !['Evident', 'Score', 'Technology'].includes(w) && !/^[A-Z]+$/.test(w)),
    ).toEqual([]);
    expect(analyse([], 'uk').rules[0]!.detail).toBe('У портфелі 0 компаній.');
    expect(analyse(HOLDINGS.slice(0, 1), 'uk').rules[0]!.detail).toBe('У портфелі 1 компанія.');
  });
});
