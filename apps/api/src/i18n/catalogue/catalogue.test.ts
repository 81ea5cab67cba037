import { describe, expect, it } from 'vitest';
import { baseId, CATALOGUES, isPluralKey, t, type Catalogue } from '../translate';

/*
 * The server's message catalogues are complete (ADR 055), checked as the web app checks its
 * message files (apps/web/src/i18n/messages.test.ts): every English id in every language, in every
 * plural form the language needs, with the same variables.
 */
const variables = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();

const LOCALES = { es: 'es-ES', uk: 'uk-UA' } as const;
const english = CATALOGUES.en;

function missingFrom(messages: Catalogue, locale: string): string[] {
  const englishIds = new Set(Object.keys(english).map(baseId));
  const ownIds = new Set(Object.keys(messages).map(baseId));
  const missing = [...englishIds].filter((id) => !ownIds.has(id));
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const pluralIds = new Set(Object.keys(english).filter(isPluralKey).map(baseId));
  for (const id of pluralIds) {
    for (const category of categories) {
      if (!Object.hasOwn(messages, `${id}_${category}`)) missing.push(`${id}_${category}`);
    }
  }
  return missing;
}

function lostVariables(messages: Catalogue): string[] {
  const wrong: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    const englishText = english[key] ?? english[`${baseId(key)}_other`];
    if (englishText === undefined) continue;
    // A plural form may leave out the count ("one" reads "a company").
    const own = variables(text).filter((v) => v !== 'count');
    const theirs = variables(englishText).filter((v) => v !== 'count');
    if (JSON.stringify(own) !== JSON.stringify(theirs)) wrong.push(key);
  }
  return wrong;
}

describe('the server’s message catalogues', () => {
  it('gives English every plural form it needs', () => {
    expect(missingFrom(english, 'en-US')).toEqual([]);
  });

  for (const language of ['es', 'uk'] as const) {
    describe(language, () => {
      const messages = CATALOGUES[language];
      it('has every English id (plurals in every form the language needs) and no other', () => {
        expect(missingFrom(messages, LOCALES[language])).toEqual([]);
        const englishIds = new Set(Object.keys(english).map(baseId));
        expect(Object.keys(messages).filter((k) => !englishIds.has(baseId(k)))).toEqual([]);
      });

      it('keeps each text’s variables', () => {
        expect(lostVariables(messages)).toEqual([]);
      });
    });
  }

  it('finds a missing id, a missing plural form and a lost variable (the checks can fail)', () => {
    const partial: Catalogue = {
      ...CATALOGUES.uk,
      'valuation.fewCashFlowYears_few': 'менше років',
    };
    delete (partial as Record<string, string>)['valuation.fewCashFlowYears_many'];
    delete (partial as Record<string, string>)['valuation.noRecentPrice'];
    expect(missingFrom(partial, 'uk-UA').sort()).toEqual([
      'valuation.fewCashFlowYears_many',
      'valuation.noRecentPrice',
    ]);
    expect(
      lostVariables({ ...CATALOGUES.es, 'change.other': '{{name}} pasó a {{after}}.' }),
    ).toEqual(['change.other']);
  });

  it('fills variables and picks the plural form by the language’s rules', () => {
    expect(t('en', 'valuation.fewCashFlowYears', { count: 1 })).toBe(
      'fewer than 1 year of free cash flow, the latest included',
    );
    expect(t('uk', 'valuation.multipleShortHistory', { multiple: 'P/E', count: 22 })).toBe(
      'P/E: менше 22 років додатної історії',
    );
    expect(t('es', 'change.filingOf', { date: '30 jul 2026' })).toBe(
      'con el informe del 30 jul 2026',
    );
  });
});
