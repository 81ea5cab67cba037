import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';
import { en } from './messages/en';
import es from './messages/es';
import uk from './messages/uk';
import { UNTRANSLATED_ALLOWED, untranslatedWords } from './untranslated';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as "ns:path.to.key" → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}${prefix.includes(':') ? '.' : ''}${key}` : `${key}:`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const english = leaves(en as unknown as Tree);
const others = { es: leaves(es as unknown as Tree), uk: leaves(uk as unknown as Tree) };
const localeOf = { es: 'es-ES', uk: 'uk-UA' } as const;

describe('message files', () => {
  it('lists every namespace the message files have', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });

  for (const [language, messages] of Object.entries(others) as [
    keyof typeof others,
    Map<string, string>,
  ][]) {
    describe(language, () => {
      it('has every English key (plurals in every form the language needs) and no other', () => {
        const englishBases = new Set([...english.keys()].map(base));
        const ownBases = new Set([...messages.keys()].map(base));
        expect([...englishBases].filter((k) => !ownBases.has(k))).toEqual([]);
        expect([...ownBases].filter((k) => !englishBases.has(k))).toEqual([]);
        const categories = new Intl.PluralRules(localeOf[language]).resolvedOptions()
          .pluralCategories;
        const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(base));
        const missing: string[] = [];
        for (const key of pluralBases) {
          for (const category of categories) {
            if (!messages.has(`${key}_${category}`)) missing.push(`${key}_${category}`);
          }
        }
        expect(missing).toEqual([]);
      });

      it('keeps each text’s variables and tags', () => {
        const wrong: string[] = [];
        for (const [key, text] of messages) {
          const englishText = english.get(key) ?? english.get(`${base(key)}_other`);
          if (englishText === undefined) continue;
          // A plural form may leave out the count ("one" reads "a company").
          const own = variables(text).filter((v) => v !== 'count');
          const theirs = [...new Set(variables(englishText))].filter((v) => v !== 'count');
          if (JSON.stringify([...new Set(own)]) !== JSON.stringify(theirs)) wrong.push(key);
          if (JSON.stringify(tags(text)) !== JSON.stringify(tags(englishText))) wrong.push(key);
        }
        expect(wrong).toEqual([]);
      });

      it('leaves no text in English', () => {
        const left: string[] = [];
        for (const [key, text] of messages) {
          if (UNTRANSLATED_ALLOWED.has(key)) continue;
          const englishText = english.get(key);
          const words = untranslatedWords(text);
          if (words.length > 0 && (language === 'uk' || text === englishText)) {
            left.push(`${key}: ${words.join(' ')}`);
          }
        }
        expect(left).toEqual([]);
      });
    });
  }

  it('finds an English text left in a Ukrainian or Spanish file (the check can fail)', () => {
    expect(untranslatedWords('Continue exploring')).toEqual(['Continue', 'exploring']);
    expect(untranslatedWords('Ціна / прибуток (P/E) на {{date}}')).toEqual([]);
    expect(untranslatedWords('Evident Score de Apple')).toEqual(['de', 'Apple']);
  });
});
