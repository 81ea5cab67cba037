import { en } from './catalogue/en';
import { es } from './catalogue/es';
import { uk } from './catalogue/uk';
import type { Language } from './language';

/**
 * The server's texts from its message catalogues (ADR 055): one text per id and language, with
 * `{{variable}}` parts and, for a `count`, the plural form the language's `Intl.PluralRules` picks
 * (`id_one`, `id_few`, `id_many`, `id_other`, as i18next and the web app's files write them).
 * English is the en catalogue, which takes the spec's exact words from the contracts.
 */
export type Catalogue = Readonly<Record<string, string>>;

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, es, uk };

const PLURAL = /_(zero|one|two|few|many|other)$/;
type BaseId<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? B
  : K;
/** A message id: an en catalogue key, plural forms named by their base. */
export type MessageId = BaseId<keyof typeof en>;

export type MessageVariables = Readonly<Record<string, string | number>>;

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', uk: 'uk-UA' };
const pluralRules = new Map<Language, Intl.PluralRules>();
const rulesOf = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])));
  return rules;
};

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** The text of `id` in the catalogue, in the plural form of `count` when it has plural forms. */
function textOf(catalogue: Catalogue, language: Language, id: string, count: unknown) {
  if (typeof count === 'number') {
    const form = rulesOf(language).select(count);
    const plural = catalogue[`${id}_${form}`] ?? catalogue[`${id}_other`];
    if (plural !== undefined) return plural;
  }
  return Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
}

/**
 * The text of `id` in `language` with its variables filled in. A text missing from a language's
 * catalogue (the completeness test keeps that from shipping) falls back to English.
 */
export function t(language: Language, id: MessageId, variables: MessageVariables = {}): string {
  const text =
    textOf(CATALOGUES[language], language, id, variables.count) ??
    textOf(en, 'en', id, variables.count);
  if (text === undefined) throw new Error(`No message "${id}" in the catalogues`);
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(variables, name) ? String(variables[name]) : whole,
  );
}

/**
 * A text given by its code and figures rather than written out (ADR 055): an error's message with
 * a variable part, a sentence built from an engine code. A variable may be a text of its own (a
 * unit, a type name), written in the same language.
 */
export interface ServerText {
  id: MessageId;
  vars?: Readonly<Record<string, string | number | ServerText>>;
}

/** A text in `language`, its figures filled in and its inner texts written in it too. */
export function render(text: ServerText, language: Language): string {
  const variables: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.vars ?? {})) {
    variables[name] = typeof value === 'object' ? render(value, language) : value;
  }
  return t(language, text.id, variables);
}

/** Whether `key` names one plural form of a message (`id_few`). */
export const isPluralKey = (key: string) => PLURAL.test(key);
/** The message id a catalogue key belongs to (`id_few` → `id`). */
export const baseId = (key: string) => key.replace(PLURAL, '');
