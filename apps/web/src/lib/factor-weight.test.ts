import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { resetLanguageAfterEach } from '@/test-utils/languages';
import { factorWeightLabel, weightsSourceText } from './factor-weight';

describe('factorWeightLabel', () => {
  it('gives the weight of a scored factor and says when one is only shown beside it', () => {
    expect(factorWeightLabel({ inScore: true, weight: 0.35 })).toBe('35% of the score');
    expect(factorWeightLabel({ inScore: false, weight: 0 })).toBe('shown beside the score');
  });
});

describe('weightsSourceText (ADR 032)', () => {
  it('says when and from how much the walk-forward weights were learnt, or that they are fixed', () => {
    expect(
      weightsSourceText({ kind: 'walk-forward', asOf: '2026-06-30', months: 60, backtestId: 3 }),
    ).toMatch(/as of Jun 30, 2026, from 60 months of results known by then/);
    expect(
      weightsSourceText({ kind: 'fixed', asOf: null, months: null, backtestId: null }),
    ).toMatch(/fixed ones of ADR 009/);
    expect(weightsSourceText(undefined)).toMatch(/fixed ones of ADR 009/);
  });
});

describe('factor weights in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  const walkForward = (months: number | null) =>
    weightsSourceText({ kind: 'walk-forward', asOf: '2026-06-30', months, backtestId: 3 });

  it('Ukrainian: the months in their plural forms, the date and the percentage', async () => {
    await setLanguage('uk');
    expect(walkForward(60)).toContain(
      'станом на 30 черв. 2026 р., на основі результатів за 60 місяців',
    );
    expect(walkForward(22)).toContain('за 22 місяці');
    expect(walkForward(1)).toContain('за 1 місяць');
    expect(walkForward(null)).toContain('за всі місяці');
    expect(factorWeightLabel({ inScore: true, weight: 0.35 })).toBe('35% оцінки');
  });

  it('Spanish', async () => {
    await setLanguage('es');
    expect(walkForward(60)).toContain('a fecha de 30 jun 2026, a partir de 60 meses de resultados');
    expect(factorWeightLabel({ inScore: true, weight: 0.35 })).toBe('35\u00a0% de la puntuación');
    expect(factorWeightLabel({ inScore: false, weight: 0 })).toBe(
      'se muestra junto a la puntuación',
    );
  });
});
