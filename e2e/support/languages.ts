import { expect, type Page } from '@playwright/test';
import { untranslatedWords } from '../../apps/web/src/i18n/untranslated';

/** What the e2e market data names in English: companies, sectors, industries, the country. */
export const E2E_DATA_NAMES = [
  'Apple Inc.',
  'Technology',
  'Software',
  'United States',
  'Company',
  // The home page's quick picks, by name.
  'Apple',
  'Amazon',
  'Alphabet',
  'Meta',
  'Microsoft',
  'Nvidia',
  'Tesla',
  // The listings that are not operating companies, and an issuer (security-kind.spec.ts).
  "Dillard's Inc.",
  "Dillard's Capital Trust I",
  'Adams Diversified Equity Fund Inc.',
];

/**
 * The English words left in the page's visible text (issue 23): Latin-letter words once names and
 * finance abbreviations are set aside (`untranslatedWords`), less tickers (capitals), research
 * citations and the `data` the market data names in English (companies, sectors, industries).
 */
export async function englishOnPage(page: Page, data: readonly string[]): Promise<string[]> {
  const regions = ['banner', 'navigation', 'main', 'contentinfo'] as const;
  const texts: string[] = [];
  for (const role of regions) {
    for (const region of await page.getByRole(role).all()) {
      if (await region.isVisible()) texts.push(await region.innerText());
    }
  }
  // Research citations name their authors as published: "Lakonishok, Shleifer and Vishny (1994)".
  const citation =
    /\b[A-Z][\p{L}'’-]+(?:(?:,| and| &| та| і| y| e)\s+[A-Z][\p{L}'’-]+)*(?: et al\.)?,? \(?\d{4}\)?/gu;
  let text = texts.join('\n').replace(citation, ' ');
  for (const d of [...data].sort((a, b) => b.length - a.length)) text = text.split(d).join(' ');
  return [...new Set(untranslatedWords(text).filter((w) => !/^[A-Z0-9.:&-]+$/.test(w)))];
}

/** Chooses a language in the footer's chooser (spec §2: "Continue in …"). */
export async function chooseLanguage(page: Page, current: string, name: string): Promise<void> {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: new RegExp(current) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name }).click();
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(dialog).toHaveCount(0);
}
