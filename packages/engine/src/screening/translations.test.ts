import { describe, expect, it } from 'vitest';
import { SCREENER_FIELDS } from './fields';
import { PRESETS } from './presets';
import { localizedFieldTexts, localizedPreset } from './translations';

const LANGUAGES = ['es', 'uk'] as const;

/** Names and abbreviations that stay in Latin letters in any language. */
const KEPT = new Set([
  'Evident',
  'Score',
  'GICS',
  'S&P',
  'ADR',
  'ROE',
  'ROA',
  'ROIC',
  'CROIC',
  'EBIT',
  'EBITDA',
  'TTM',
  'FCF',
  'EPS',
  'CAGR',
  'PEG',
  'Altman',
  'Piotroski',
  'Beneish',
  'Ohlson',
  'Merton',
  'Sloan',
  // Preset bases are citations: authors' names stay as published.
  'Greenblatt',
  'Lakonishok',
  'Shleifer',
  'Vishny',
  'Boudoukh',
  'Michaely',
  'Richardson',
  'Roberts',
  'Jegadeesh',
  'Titman',
  'Novy-Marx',
  'Ang',
  'Hodrick',
  'Xing',
  'Zhang',
]);

/** Latin words of three letters or more left in a text, besides names and abbreviations. */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z&-]{2,}/g) ?? []).filter((w) => !KEPT.has(w));

describe('screener fields in other languages (issue 23)', () => {
  it('leaves English as the definitions say', () => {
    for (const f of SCREENER_FIELDS)
      expect(localizedFieldTexts(f, 'en')).toEqual({
        label: f.label,
        group: f.group,
        description: f.description,
      });
  });

  it.each(LANGUAGES)('gives every field a label, group and description in %s', (language) => {
    for (const f of SCREENER_FIELDS) {
      const t = localizedFieldTexts(f, language);
      for (const text of [t.label, t.group, t.description]) expect(text.trim(), f.id).not.toBe('');
      expect(t.description, f.id).not.toBe(f.description);
      if (language === 'uk') {
        expect(latinWords(`${t.label} ${t.group} ${t.description}`), f.id).toEqual([]);
      }
    }
  });

  it('says the factors, groups and metrics as the catalogue does', () => {
    const byId = new Map(SCREENER_FIELDS.map((f) => [f.id, f]));
    const es = (id: string) => localizedFieldTexts(byId.get(id)!, 'es');
    const uk = (id: string) => localizedFieldTexts(byId.get(id)!, 'uk');
    expect(es('factor.value')).toMatchObject({ label: 'Factor de valor', group: 'Factores' });
    expect(es('factor.health.percentile').label).toBe('Percentil de solidez financiera (mercado)');
    expect(uk('factor.value.sectorPercentile').label).toBe(
      'Процентиль фактора «Вартість» (сектор)',
    );
    expect(es('roic')).toMatchObject({
      label: 'Rentabilidad sobre el capital invertido (ROIC)',
      group: 'Rentabilidad',
    });
    expect(uk('pe')).toMatchObject({ label: 'Ціна / прибуток (P/E)', group: 'Оцінка вартості' });
    expect(es('sp500').label).toBe('Miembro del S&P 500');
    expect(uk('lastClose')).toMatchObject({ label: 'Остання ціна закриття', group: 'Ринок' });
  });
});

describe('research presets in other languages (issue 23)', () => {
  it('leaves English as the definitions say', () => {
    for (const p of PRESETS) expect(localizedPreset(p, 'en')).toBe(p);
  });

  it.each(LANGUAGES)('translates every preset’s texts in %s, the screen unchanged', (language) => {
    for (const p of PRESETS) {
      const t = localizedPreset(p, language);
      expect({ ...t, name: '', summary: '', basis: '', paper: null }).toEqual({
        ...p,
        name: '',
        summary: '',
        basis: '',
        paper: null,
      });
      expect(t.summary, p.id).not.toBe(p.summary);
      if (p.id !== 'evident-90') expect(t.name, p.id).not.toBe(p.name);
      if (p.paper) {
        expect(t.paper!.citation).toBe(p.paper.citation);
        expect(t.paper!.finding, p.id).not.toBe(p.paper.finding);
      }
      if (language === 'uk') {
        const texts = [t.name, t.summary, t.basis, t.paper?.finding ?? ''];
        expect(texts.flatMap(latinWords), p.id).toEqual([]);
      }
    }
  });

  it('names the daily selections as the home page does', () => {
    const topDogs = PRESETS.find((p) => p.id === 'top-dogs')!;
    expect(localizedPreset(topDogs, 'es').name).toBe('Grandes líderes');
    expect(localizedPreset(topDogs, 'uk').basis).toBe(
      'Правило щоденного відбору Evident (ADR 004)',
    );
  });
});
