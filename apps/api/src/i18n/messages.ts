import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { en } from './catalogue/en';
import type { TranslatedLanguage } from './message-pattern-words';
import { PATTERNS } from './message-patterns';
import type { Language } from './language';
import { t, type MessageId } from './translate';

/*
 * The messages the server writes for users (issue 23): errors, validation, and the short
 * confirmations of the answer envelope. Services throw them in English, most as the contracts'
 * constants (the spec's words); their Spanish and Ukrainian are catalogue entries (ADR 055), found
 * here by the English of the en catalogue, the one place a constant maps to its id. Spanish speaks
 * to the reader as tú, Ukrainian as ви; API identifiers stay as they are, between «» in Ukrainian.
 *
 * The messages with a variable part (zod's own, and the contracts' functions such as "At most 50
 * tickers per request") reach the handler as English sentences only: they are matched by the
 * patterns of message-patterns.ts, whose texts are still written there (see ADR 055, "not done").
 */

export type { TranslatedLanguage };

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
 * Each message's id by its English; where two constants read the same, the later id (a message
 * such as "constructor" is no key of a map's, as it would be of a plain object's).
 */
export const MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map(
  (Object.entries(en) as [MessageId, string][])
    .filter(([id]) => MESSAGE_SECTIONS.some((section) => id.startsWith(`${section}.`)))
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
  const inner = (s: string) => translateMessage(s, language);
  for (const p of PATTERNS) {
    const m = p.en.exec(message);
    if (m) return p.render(m, language, inner);
  }
  return undefined;
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
