/**
 * What counts as an English text left in a translation (messages.test.ts, and the e2e check of the
 * rendered Spanish and Ukrainian pages). Names, tickers and finance abbreviations read the same
 * in every language and are not counted.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Evident',
  'Score',
  'S&P',
  'Google',
  'Stripe',
  'CSV',
  'PDF',
  'ETF',
  'SPAC',
  'REIT',
  'REITs',
  'NYSE',
  'NASDAQ',
  'Nasdaq',
  'AMEX',
  'SEC',
  'EDGAR',
  'USD',
  'US',
  'EBITDA',
  'EBIT',
  'ROIC',
  'ROE',
  'ROA',
  'EPS',
  'FCF',
  'P/E',
  'P/S',
  'P/B',
  'P/FCF',
  'PEG',
  'EV',
  'TTM',
  'CAGR',
  'IC',
  'ICs',
  'API',
  'URL',
  'OK',
  'Email',
  'e-mail',
  'email',
  'Sloan',
  'Altman',
  'Piotroski',
  'Beneish',
  'Ohlson',
  'Z-Score',
  'F-Score',
  'M-Score',
  'O-Score',
  'Merton',
  'Fama',
  'French',
  'Newey',
  'West',
  'Pro',
  'Novy-Marx',
  'Momentum',
  'SPY',
  'No',
  'Esc',
  'ADR',
  'IP',
  'Ideas',
  'cookie',
  'cookies',
  'Marketing',
  'Español',
  'English',
  'Українська',
]);

/** Keys whose English text is right in every language (a brand, a formula). */
export const UNTRANSLATED_ALLOWED = new Set<string>([]);

/**
 * The words of `text` that look English: Latin-letter words of two letters or more once
 * interpolations, tags and the names above are taken out. Spanish is written in Latin letters:
 * there the caller also compares the text with the English one.
 */
export function untranslatedWords(text: string): string[] {
  const stripped = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');
  const words = stripped.match(/[A-Za-z][A-Za-z&/'’-]*[A-Za-z]/g) ?? [];
  return words.filter((w) => !SAME_IN_EVERY_LANGUAGE.has(w));
}
