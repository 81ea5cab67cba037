/**
 * The words of the share card and the link preview in each interface language (issue 23). The
 * card is an image: its words are set here, on the server, in the language the sharer reads.
 */
export { LANGUAGES as CARD_LANGUAGES, type Language as CardLanguage } from '../../i18n/language';
import type { Language as CardLanguage } from '../../i18n/language';

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

/** The link preview's title: the company, its ticker and its score (the same in every language). */
const title: CardWords['title'] = (company, ticker, score) =>
  score === null
    ? `${company} (${ticker}) · Evident`
    : `${company} (${ticker}): Evident Score ${score}/100`;

export const CARD_WORDS: Record<CardLanguage, CardWords> = {
  en: {
    language: 'en',
    score: 'Evident Score',
    asOf: (date) => `as of ${date}`,
    notScored: 'Not scored',
    standing: (score) =>
      score === null
        ? 'Not enough data to score it reliably.'
        : `Better than ${score}% of the companies Evident scores.`,
    factors: {
      Value: 'Value',
      Growth: 'Growth',
      Profitability: 'Profitability',
      Health: 'Health',
      ShareholderRetribution: 'Payout',
    },
    insufficient: 'Insufficient data',
    title,
    description: (company, score, band) =>
      score === null
        ? `Fundamental analysis of ${company}: value, growth, profitability, financial health and shareholder payout.`
        : `${company} scores ${score}/100 (${band}) on value, growth, profitability, financial health and shareholder payout, better than ${score}% of the companies Evident scores.`,
    locale: 'en-US',
  },
  es: {
    language: 'es',
    score: 'Evident Score',
    asOf: (date) => `a ${date}`,
    notScored: 'Sin puntuación',
    standing: (score) =>
      score === null
        ? 'No hay datos suficientes para puntuarla con fiabilidad.'
        : `Mejor que el ${score}% de las empresas que puntúa Evident.`,
    factors: {
      Value: 'Valor',
      Growth: 'Crecimiento',
      Profitability: 'Rentabilidad',
      Health: 'Solidez',
      ShareholderRetribution: 'Retribución',
    },
    insufficient: 'Datos insuficientes',
    title,
    description: (company, score, band) =>
      score === null
        ? `Análisis fundamental de ${company}: valor, crecimiento, rentabilidad, solidez financiera y retribución al accionista.`
        : `${company} obtiene ${score}/100 (${band}) en valor, crecimiento, rentabilidad, solidez financiera y retribución al accionista: mejor que el ${score}% de las empresas que puntúa Evident.`,
    locale: 'es-ES',
  },
  uk: {
    language: 'uk',
    score: 'Evident Score',
    asOf: (date) => `станом на ${date}`,
    notScored: 'Без оцінки',
    standing: (score) =>
      score === null
        ? 'Недостатньо даних для надійної оцінки.'
        : `Краще, ніж ${score}% компаній, які оцінює Evident.`,
    factors: {
      Value: 'Вартість',
      Growth: 'Зростання',
      Profitability: 'Прибутковість',
      Health: 'Стійкість',
      ShareholderRetribution: 'Виплати',
    },
    insufficient: 'Недостатньо даних',
    title,
    description: (company, score, band) =>
      score === null
        ? `Фундаментальний аналіз ${company}: вартість, зростання, прибутковість, фінансова стійкість і виплати акціонерам.`
        : `${company}: ${score}/100 (${band}) за вартістю, зростанням, прибутковістю, фінансовою стійкістю й виплатами акціонерам — краще, ніж ${score}% компаній, які оцінює Evident.`,
    locale: 'uk-UA',
  },
};
