/**
 * The words of the share card and the link preview in each interface language (issue 23). The
 * card is an image: its words are set here, on the server, in the language the sharer reads,
 * from the catalogues (ADR 055).
 */
export { LANGUAGES as CARD_LANGUAGES, type Language as CardLanguage } from '../../i18n/language';
import type { Language as CardLanguage } from '../../i18n/language';
import { t } from '../../i18n/translate';

export type CardWords = {
  language: CardLanguage;
  score: string;
  asOf: (date: string) => string;
  notScored: string;
  /** The line under the name: how the score compares, or why there is none. */
  standing: (score: number | null) => string;
  factors: Record<
    'Value' | 'Growth' | 'Profitability' | 'Health' | 'ShareholderRetribution',
    string
  >;
  insufficient: string;
  /** The link preview's title and description. */
  title: (company: string, ticker: string, score: number | null) => string;
  description: (company: string, score: number | null, band: string | null) => string;
  locale: string;
};

const FACTORS = ['Value', 'Growth', 'Profitability', 'Health', 'ShareholderRetribution'] as const;
const LOCALES: Record<CardLanguage, string> = { en: 'en-US', es: 'es-ES', uk: 'uk-UA' };

/** The card's words in a language, from the catalogues' `share.*` entries (ADR 055). */
function cardWordsIn(language: CardLanguage): CardWords {
  return {
    language,
    score: t(language, 'share.score'),
    asOf: (date) => t(language, 'share.asOf', { date }),
    notScored: t(language, 'share.notScored'),
    standing: (score) =>
      score === null ? t(language, 'share.standingNone') : t(language, 'share.standing', { score }),
    factors: Object.fromEntries(
      FACTORS.map((f) => [f, t(language, `share.factor.${f}`)]),
    ) as CardWords['factors'],
    insufficient: t(language, 'share.insufficient'),
    title: (company, ticker, score) =>
      score === null
        ? t(language, 'share.titleNone', { company, ticker })
        : t(language, 'share.title', { company, ticker, score }),
    description: (company, score, band) =>
      score === null
        ? t(language, 'share.descriptionNone', { company })
        : t(language, 'share.description', { company, score, band: String(band) }),
    locale: LOCALES[language],
  };
}

export const CARD_WORDS: Record<CardLanguage, CardWords> = {
  en: cardWordsIn('en'),
  es: cardWordsIn('es'),
  uk: cardWordsIn('uk'),
};
