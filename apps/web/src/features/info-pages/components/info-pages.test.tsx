import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { en } from '@/i18n/messages/en';
import { CONSENT_COOKIE, saveConsent } from '@/lib/consent';
import { markEmailVerified, saveSession } from '@/lib/session';
import { markVisited } from '@/lib/visits';
import { DEVICE_COOKIE, VISITOR_COOKIE } from '@evident/contracts/cookies';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { freeSubscription } from '@/test-utils/subscription-fixture';
import { AboutPage } from './about-page';
import { DisclaimerPage } from './disclaimer-page';
import { LegalNoticePage } from './legal-notice-page';
import { PrivacyPage } from './privacy-page';

function renderPage(Page: ComponentType) {
  mockConfigFetch();
  return renderRoutes([{ path: '/', element: <Page /> }]);
}

/** The first column of a table: the keys or cookies it lists. */
const listed = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');

/** Whether a stored key is one the privacy policy lists ("a, b" lists two, "p:<page>" a prefix). */
const covers = (entry: string, key: string) =>
  entry.includes('<')
    ? key.startsWith(entry.slice(0, entry.indexOf('<')))
    : entry.split(', ').includes(key);

type Tree = { [key: string]: string | Tree };
/** The phrases of a message tree of three words or more, between its tags and variables. */
const phrases = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string'
      ? value
          .split(/<\/?\w+>|\{\{[^}]*\}\}/)
          .map((part) => part.trim())
          .filter((part) => part.split(/\s+/).length >= 3)
      : phrases(value),
  );

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('privacy policy (spec §3, §9)', () => {
  it('lists every local storage key and cookie the app writes, with what it holds and how long', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
      subscription: freeSubscription() as never,
    });
    markEmailVerified('ada@example.com');
    markVisited('/about');
    await setLanguage('en', { remember: true });
    saveConsent({ analytics: true, marketing: false });

    renderPage(PrivacyPage);
    const [storage, cookies] = screen.getAllByRole('table');
    const keys = listed(storage!);
    const written = Object.keys(localStorage);
    expect(written.length).toBeGreaterThanOrEqual(8);
    expect(written.filter((key) => !keys.some((entry) => covers(entry, key)))).toEqual([]);
    // Written by other features, in their own tests.
    expect(keys).toEqual(
      expect.arrayContaining(['daily-selections', 'evident.staleNoticeDismissed']),
    );

    const cookieNames = document.cookie.split('; ').map((c) => c.split('=')[0]!);
    expect(cookieNames).toEqual([CONSENT_COOKIE]);
    // The server's own cookies (HttpOnly: scripts never see them) are listed too (ADR 057, 059).
    expect(listed(cookies!)).toEqual([CONSENT_COOKIE, VISITOR_COOKIE, DEVICE_COOKIE]);
    const consentRow = within(cookies!).getByRole('row', { name: new RegExp(CONSENT_COOKIE) });
    expect(consentRow.textContent).toContain('necessary (always on), analytics and marketing');
    expect(consentRow.textContent).toContain('365 days.');

    const refreshRow = within(storage!).getByRole('row', { name: /^refreshToken/ });
    expect(refreshRow.textContent).toContain('2 days after its last renewal');
    expect(refreshRow.textContent).toContain('2 weeks with “Remember me”');
    const languageRow = within(storage!).getByRole('row', { name: /^language/ });
    expect(languageRow.textContent).toContain('Until you change it, at most 1 year.');
    const visitorRow = within(cookies!).getByRole('row', { name: new RegExp(VISITOR_COOKIE) });
    expect(visitorRow.textContent).toContain('(5 a month for free)');
    expect(visitorRow.textContent).toContain('365 days.');
    const deviceRow = within(cookies!).getByRole('row', { name: new RegExp(DEVICE_COOKIE) });
    expect(deviceRow.textContent).toContain('90 days after your last sign-in.');
  });

  it('says what first-party analytics sends, where, and only with consent', () => {
    const { container } = renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    expect(text).toContain('When — and only when — you accept analytics');
    expect(within(container).getByText('POST /api/v1/events').tagName).toBe('CODE');
    expect(text).toContain('the catalogue price and the discount');
    expect(text).toContain('watchlists, portfolios and screeners');
    expect(text).toContain('the page, the error’s name and its message');
    expect(text).toContain('They never go to a third party');
  });
});

describe('the information pages in Spanish and Ukrainian', () => {
  resetLanguageAfterEach();
  /** Key names, the consent cookie and the events endpoint read the same in every language. */
  const CODE_NAMES = [
    'accessToken',
    'refreshToken',
    'usr, user',
    'user-subscription',
    'verified-email:',
    'visited:',
    'daily-selections',
    'language',
    'evident.staleNoticeDismissed',
    CONSENT_COOKIE,
    VISITOR_COOKIE,
    DEVICE_COOKIE,
    'POST /api/v1/events',
  ];
  const pages = [
    ['about', AboutPage, { es: 'Acerca de Evident', uk: 'Про Evident' }],
    ['disclaimer', DisclaimerPage, { es: 'Descargo de responsabilidad', uk: 'Застереження' }],
    ['legal', LegalNoticePage, { es: 'Aviso legal', uk: 'Правова інформація' }],
    ['privacy', PrivacyPage, { es: 'Política de privacidad', uk: 'Політика конфіденційності' }],
  ] as const;

  for (const [section, Page, title] of pages) {
    it(`uk: the ${section} page has no English left`, async () => {
      await setLanguage('uk');
      const { container } = renderPage(Page);
      expect(screen.getByRole('heading', { level: 1, name: title.uk })).toBeTruthy();
      expect(englishLeft(container, CODE_NAMES)).toEqual([]);
    });

    // Spanish is written in Latin letters too: no English text of the page may be shown.
    it(`es: the ${section} page shows none of its English texts`, async () => {
      await setLanguage('es');
      const { container } = renderPage(Page);
      expect(screen.getByRole('heading', { level: 1, name: title.es })).toBeTruthy();
      const shown = container.textContent ?? '';
      const texts = section === 'privacy' ? en.privacy : en.info[section];
      expect(phrases(texts).filter((phrase) => shown.includes(phrase))).toEqual([]);
    });
  }

  it('uk: the privacy policy gives the session and consent durations in Ukrainian', async () => {
    await setLanguage('uk');
    renderPage(PrivacyPage);
    expect(screen.getByText(/через 2 тижні з «Запам’ятати мене»/)).toBeTruthy();
    expect(screen.getAllByText('365 днів.')).toHaveLength(2);
    expect(screen.getByText('90 днів після останнього входу.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'visited:<сторінка>' })).toBeTruthy();
  });
});
