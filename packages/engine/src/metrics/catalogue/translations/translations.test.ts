import { describe, expect, it } from 'vitest';
import { FACTOR_IDS, FACTORS } from '../../../scoring/factors';
import { METRIC_CATALOGUE } from '../../catalogue';
import { METRIC_IDS } from '../../metric-id';
import {
  CATALOGUE_TRANSLATIONS,
  localizedCatalogue,
  localizedFactorName,
  localizedMetric,
  localizedRuleText,
} from '../localized';
import { R } from '../research';
import type { ResearchKey } from './types';

const LANGUAGES = ['es', 'uk'] as const;
type Language = (typeof LANGUAGES)[number];
const RESEARCH_KEYS = Object.keys(R) as ResearchKey[];

/** Every translated text beside its English original. */
function pairs(language: Language): { where: string; english: string; text: string }[] {
  const t = CATALOGUE_TRANSLATIONS[language];
  const out: { where: string; english: string; text: string }[] = [];
  for (const id of METRIC_IDS) {
    const en = METRIC_CATALOGUE[id];
    const texts = t.metrics[id];
    out.push({ where: `${id}.name`, english: en.name, text: texts.name });
    out.push({ where: `${id}.formula`, english: en.formula, text: texts.formula });
    out.push({ where: `${id}.description`, english: en.description, text: texts.description });
    if (en.rulesOfThumb !== null)
      out.push({ where: `${id}.rule`, english: en.rulesOfThumb.text, text: texts.rule ?? '' });
  }
  for (const key of RESEARCH_KEYS)
    out.push({ where: `${key}.finding`, english: R[key].finding, text: t.research[key].finding });
  for (const id of FACTOR_IDS)
    out.push({ where: `${id}.factor`, english: FACTORS[id].name, text: t.factors[id].name });
  return out;
}

/** Abbreviations and names that stay in Latin letters in any language. */
const ABBREVIATIONS = new Set([
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
  'SMB',
  'HML',
  'RMW',
  'CAPM',
  'Altman',
  'Piotroski',
  'Beneish',
  'Ohlson',
  'Merton',
  'Sloan',
]);

/** Texts that may read as in English: a loanword the product uses (Spanish "Momentum"). */
const SAME_AS_ENGLISH: Record<Language, ReadonlySet<string>> = {
  es: new Set(['Momentum']),
  uk: new Set(),
};

/** File paths cited in formulas (categories/size.ts) are code, not words. */
const withoutPaths = (text: string) => text.replace(/[\w./-]+\.ts\b/g, ' ');

/** True when a text is made only of symbols, numbers and the abbreviations above (EV / EBIT). */
const onlySymbols = (text: string) =>
  !/\p{L}/u.test(
    withoutPaths(text).replace(/\p{L}+/gu, (word) =>
      ABBREVIATIONS.has(word) || /^\p{Lu}{1,2}$/u.test(word) ? ' ' : word,
    ),
  );

/** The numbers of a text: integers, decimals and percentages (10, 1.2, 25%). */
const numbers = (text: string) => new Set(text.match(/\d+(?:\.\d+)?%?/g) ?? []);

describe.each(LANGUAGES)('catalogue translation (%s)', (language) => {
  const t = CATALOGUE_TRANSLATIONS[language];

  it('translates every metric, research finding and factor', () => {
    expect(Object.keys(t.metrics).sort()).toEqual([...METRIC_IDS].sort());
    expect(Object.keys(t.research).sort()).toEqual([...RESEARCH_KEYS].sort());
    expect(Object.keys(t.factors).sort()).toEqual([...FACTOR_IDS].sort());
    expect(METRIC_IDS).toHaveLength(84);
    expect(RESEARCH_KEYS).toHaveLength(34);
    for (const id of METRIC_IDS)
      expect(t.metrics[id].rule !== undefined, id).toBe(METRIC_CATALOGUE[id].rulesOfThumb !== null);
    for (const { where, text } of pairs(language)) expect(text.trim(), where).not.toBe('');
  });

  it('leaves no text in English (bar symbols and abbreviations)', () => {
    for (const { where, english, text } of pairs(language)) {
      if (text !== english) continue;
      expect(onlySymbols(text) || SAME_AS_ENGLISH[language].has(text), `${where}: ${text}`).toBe(
        true,
      );
    }
  });

  it('keeps every number of the English text', () => {
    for (const { where, english, text } of pairs(language)) {
      const translated = numbers(text);
      for (const n of numbers(english)) expect(translated.has(n), `${where}: ${n}`).toBe(true);
    }
  });

  it('keeps every abbreviation of the English text', () => {
    const missing = pairs(language).flatMap(({ where, english, text }) =>
      (english.match(/\b\p{Lu}{2,}\b/gu) ?? [])
        .filter((word) => ABBREVIATIONS.has(word) && !text.includes(word))
        .map((word) => `${where}: ${word}`),
    );
    expect(missing).toEqual([]);
  });

  it('is written in its own script', () => {
    for (const { where, text } of pairs(language))
      expect(/\p{Script=Cyrillic}/u.test(text), where).toBe(
        language === 'uk' && !onlySymbols(text),
      );
  });
});

describe('Ukrainian catalogue', () => {
  it('holds no English word (Latin words of 3+ letters) besides abbreviations and names', () => {
    for (const { where, text } of pairs('uk')) {
      const latin = (withoutPaths(text).match(/[A-Za-z]{3,}/g) ?? []).filter(
        (word) => !ABBREVIATIONS.has(word),
      );
      expect(latin, `${where}: ${text}`).toEqual([]);
    }
  });
});

describe('localized catalogue', () => {
  it('answers English as the catalogue is', () => {
    expect(localizedMetric('pe', 'en')).toEqual(METRIC_CATALOGUE.pe);
    expect(localizedCatalogue('en')).toEqual(METRIC_CATALOGUE);
    expect(localizedFactorName('shareholderRetribution', 'en')).toBe('Shareholder payout');
    expect(localizedRuleText('pe', 'en')).toBe(METRIC_CATALOGUE.pe.rulesOfThumb!.text);
  });

  it('replaces the texts, and only the texts', () => {
    const pe = localizedMetric('pe', 'es');
    expect(pe.name).toBe('Precio / beneficio (P/E)');
    expect(pe.rulesOfThumb).toEqual({
      good: 10,
      poor: 20,
      text: 'Por debajo de 10 es barata; por encima de 20, cara.',
    });
    expect(pe.research.map((r) => r.citation)).toEqual(
      METRIC_CATALOGUE.pe.research.map((r) => r.citation),
    );
    expect(pe.research[0]!.finding).toBe(CATALOGUE_TRANSLATIONS.es.research.basu1977.finding);
    const { name: _n, formula: _f, description: _d, rulesOfThumb: _r, research: _s, ...rest } = pe;
    const {
      name: _n2,
      formula: _f2,
      description: _d2,
      rulesOfThumb: _r2,
      research: _s2,
      ...same
    } = METRIC_CATALOGUE.pe;
    expect(rest).toEqual(same);
    expect(localizedMetric('ps', 'uk').rulesOfThumb).toBeNull();
    expect(localizedRuleText('ps', 'uk')).toBeNull();
    expect(localizedRuleText('roe', 'uk')).toBe(
      'Близько 15% і більше — добре, нижче 10% — слабко.',
    );
  });

  it('translates every research finding the catalogue cites', () => {
    for (const language of LANGUAGES) {
      const catalogue = localizedCatalogue(language);
      expect(Object.keys(catalogue)).toHaveLength(84);
      for (const id of METRIC_IDS)
        catalogue[id].research.forEach((reference, i) =>
          expect(reference.finding, `${id} ${reference.citation}`).not.toBe(
            METRIC_CATALOGUE[id].research[i]!.finding,
          ),
        );
    }
  });

  it('names the factors', () => {
    expect(FACTOR_IDS.map((id) => localizedFactorName(id, 'es'))).toEqual([
      'Valor',
      'Crecimiento',
      'Rentabilidad',
      'Solidez financiera',
      'Retribución al accionista',
      'Momentum',
      'Calidad de los beneficios',
    ]);
    expect(FACTOR_IDS.map((id) => localizedFactorName(id, 'uk'))).toEqual([
      'Вартість',
      'Зростання',
      'Прибутковість',
      'Фінансова стійкість',
      'Виплати акціонерам',
      'Імпульс',
      'Якість прибутку',
    ]);
  });
});
