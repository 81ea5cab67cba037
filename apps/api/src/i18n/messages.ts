import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { en } from './catalogue/en';
import type { Language } from './language';
import { SCHEMA_TEXT_BY_ENGLISH } from './schema-messages';
import { render, t, type MessageId } from './translate';

/*
 * The messages the server writes for users (issue 23): errors, validation, and the short
 * confirmations of the answer envelope. Services throw them in English, most as the contracts'
 * constants (the spec's words); their Spanish and Ukrainian are catalogue entries (ADR 055), found
 * here by the English of the en catalogue, the one place a constant maps to its id. Spanish speaks
 * to the reader as tú, Ukrainian as ви; API identifiers stay as they are, between «» in Ukrainian.
 *
 * A message with a variable part carries its code and figures from where it is made: an
 * `AppError`'s `text`, a zod issue's code (zod-texts.ts), a schema's message listed with its
 * figures (schema-messages.ts). None is matched by a pattern over its English.
 */

/** A language the server translates into (English is the source). */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** The catalogue sections that hold messages (the others hold sentences built from codes). */
const MESSAGE_SECTIONS = [
  'error',
  'zod',
  'apiKeys',
  'auth',
  'validation',
  'stocks',
  'lists',
  'screener',
  'payments',
  'feedback',
  'unsubscribe',
  'alerts',
] as const;

/**
 * Messages with a `{{variable}}` are written from their code, never found by their English; nor
 * are the words such texts are made of (zod's type names and units, plan names, the screener
 * CSV's words, the daily selections' names).
 */
const HAS_VARIABLE = /\{\{\s*\w+\s*\}\}/;
const WORDS =
  /^(zod\.(type|unit|sizeBound|numberBound)|payments\.(tier|period)|screener\.csv|alerts\.selection)\./;

/**
 * Each message's id by its English; where two constants read the same, the later id (a message
 * such as "constructor" is no key of a map's, as it would be of a plain object's).
 */
export const MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map(
  (Object.entries(en) as [MessageId, string][])
    .filter(
      ([id, english]) =>
        MESSAGE_SECTIONS.some((section) => id.startsWith(`${section}.`)) &&
        !WORDS.test(id) &&
        !HAS_VARIABLE.test(english),
    )
    .map(([id, english]) => [english, id]),
);

/**
 * Messages that clients compare to act on rather than show, answered in English whatever the
 * language: the web app turns spec §8's "user doesnot exist" into a move to sign-up with its own,
 * translated, notice, and "incorrect password" into its own, translated, password field error.
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([
  AUTH_MESSAGES.userNotFound,
  AUTH_MESSAGES.incorrectPassword,
]);

/** A field path before a message: `filters.0.field: …`, `ticker: …`, `holdings[2].shares: …`. */
const FIELD_PREFIX = /^([\w.[\]-]+): (.+)$/s;

function known(message: string, language: TranslatedLanguage): string | undefined {
  const id = MESSAGE_IDS.get(message);
  if (id !== undefined) return t(language, id);
  const text = SCHEMA_TEXT_BY_ENGLISH.get(message);
  return text === undefined ? undefined : render(text, language);
}

/**
 * A message in `language`: English as it is; the Spanish or Ukrainian of a known message; a
 * "field: message" with its message translated (the field path stays); any other message, and
 * those `KEPT_IN_ENGLISH`, as they are.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en' || KEPT_IN_ENGLISH.has(message)) return message;
  const hit = known(message, language);
  if (hit !== undefined) return hit;
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const inner = known(field[2]!, language);
    if (inner !== undefined) return `${field[1]}: ${inner}`;
  }
  return message;
}
