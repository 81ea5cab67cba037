import { afterEach } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { untranslatedWords } from '@/i18n/untranslated';

/** Switches the interface to `language` for one test; English again after it. */
export async function useLanguage(language: Language): Promise<void> {
  await setLanguage(language);
}

/** Call once in a describe block whose tests switch language: English again after each test. */
export function resetLanguageAfterEach(): void {
  afterEach(async () => {
    await setLanguage('en');
  });
}

/**
 * The English words left in a rendered page: its text (and aria-labels, titles, placeholders)
 * through `untranslatedWords`, less `allowed` (the fixture's data: company names, tickers, sectors
 * as the data names them).
 */
export function englishLeft(root: Element, allowed: readonly string[] = []): string[] {
  // Each text node on its own: a label's text and the figure beside it are separate words.
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // `translate="no"` marks data drawn as text (a logo's monogram of the ticker).
    if (node.textContent && !node.parentElement?.closest('[translate="no"]'))
      texts.push(node.textContent);
  }
  for (const el of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const allow = new Set(allowed.flatMap((a) => a.split(/\s+/)));
  const left = texts.flatMap((text) => {
    let rest = text;
    for (const a of allowed) rest = rest.split(a).join(' ');
    return untranslatedWords(rest);
  });
  return [...new Set(left.filter((w) => !allow.has(w)))];
}
