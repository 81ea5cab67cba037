import type { SentAlert } from '@evident/contracts/alerts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishLeft, resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { freeSubscription } from '@/test-utils/subscription-fixture';
import { ProfilePage } from './profile-page';
import { RecentAlerts } from './recent-alerts';

const SENT: SentAlert[] = [
  {
    id: 12,
    kind: 'scoreBandChanges',
    subject: 'Apple Inc. moved to Good',
    asOf: '2026-11-07',
    createdAt: '2026-11-07T06:00:00.000Z',
    sentAt: '2026-11-07T06:00:05.000Z',
    items: [
      {
        ticker: 'NASDAQ:AAPL',
        companyName: 'Apple Inc.',
        text: 'Score 68 (Fair) → 71 (Good): earnings yield went from 3.1% to 3.4%.',
      },
      {
        ticker: 'NYSE:BRK.B',
        companyName: 'Berkshire Hathaway',
        text: 'Score 52 (Fair) → 48 (Weak): a new filing.',
      },
    ],
  },
  {
    id: 11,
    kind: 'dailySelections',
    subject: 'Today’s selections',
    asOf: '2026-11-06',
    createdAt: '2026-11-06T06:00:00.000Z',
    sentAt: null,
    items: [{ ticker: 'NASDAQ:MSFT', companyName: 'Microsoft', text: 'Selected: score 93.' }],
  },
];

const renderAlone = () => renderRoutes([{ path: '/', element: <RecentAlerts /> }]);

describe('recent alerts in the profile (issue 22)', () => {
  it('lists each alert with its subject, date, sending state and companies linked to their pages', async () => {
    mockConfigFetch({ '/api/v1/alerts': () => SENT });
    renderAlone();
    const section = await screen.findByRole('region', { name: 'Recent alerts' });
    // The first list is the alerts'; each alert has its own list of companies.
    const list = (await within(section).findAllByRole('list'))[0]!;
    const alerts = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(alerts).toHaveLength(2);

    const [band, daily] = alerts as [HTMLElement, HTMLElement];
    expect(within(band).getByRole('heading', { name: 'Apple Inc. moved to Good' })).toBeTruthy();
    expect(within(band).getByText(/Nov 7, 2026/).textContent).toBe(
      'Score band changes in your lists · Nov 7, 2026',
    );
    const apple = within(band).getByRole('link', { name: 'Apple Inc.' });
    expect(apple.getAttribute('href')).toBe('/stocks/NASDAQ/AAPL');
    expect(apple.parentElement!.textContent).toBe(
      'Apple Inc. Score 68 (Fair) → 71 (Good): earnings yield went from 3.1% to 3.4%.',
    );
    expect(
      within(band).getByRole('link', { name: 'Berkshire Hathaway' }).getAttribute('href'),
    ).toBe('/stocks/NYSE/BRK.B');

    expect(within(daily).getByText(/Nov 6, 2026/).textContent).toBe(
      'The daily selections · Nov 6, 2026 · waiting to be sent',
    );
    expect(within(daily).getByRole('link', { name: 'Microsoft' }).getAttribute('href')).toBe(
      '/stocks/NASDAQ/MSFT',
    );
  });

  it('says so when no alert has been sent yet', async () => {
    mockConfigFetch({ '/api/v1/alerts': () => [] });
    renderAlone();
    expect(await screen.findByText('No alerts sent yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent alerts' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when the alerts cannot be loaded', async () => {
    mockConfigFetch({ '/api/v1/alerts': () => json({ success: false, message: 'boom' }, 500) });
    renderAlone();
    expect(await screen.findByText('Your recent alerts could not be loaded.')).toBeTruthy();
  });

  it('keeps the alert checkboxes, named as the alert mails name them, above the list', async () => {
    mockConfigFetch({
      '/api/v1/auth/notification-preferences': () => ({ scoreBandChanges: true }),
      '/api/v1/auth/user-subscription': () => freeSubscription(),
      '/api/v1/alerts': () => [],
    });
    renderRoutes([{ path: '/', element: <ProfilePage subscription={null} /> }]);
    const card = await screen.findByRole('region', { name: 'Alerts' });
    const boxes = await within(card).findByRole('group', { name: 'E-mail me' });
    const checks = within(boxes).getAllByRole('checkbox') as HTMLInputElement[];
    expect(checks.map((c) => c.parentElement!.textContent)).toEqual([
      'Score band changes in your lists',
      'The daily selections',
      'News about Evident',
    ]);
    expect(checks.map((c) => c.checked)).toEqual([true, false, false]);
    expect(await within(card).findByText('No alerts sent yet.')).toBeTruthy();
  });
});

describe('the profile in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  /** The alerts' data: what the server wrote in each mail. */
  const DATA = SENT.flatMap((a) => [a.subject, ...a.items.flatMap((i) => [i.companyName, i.text])]);

  function renderProfile() {
    localStorage.setItem(
      'usr',
      JSON.stringify({
        firstName: 'Ada',
        lastName: null,
        email: 'ada@example.com',
        photoURL: null,
      }),
    );
    mockConfigFetch({
      '/api/v1/auth/notification-preferences': () => ({ scoreBandChanges: true }),
      '/api/v1/auth/user-subscription': () => freeSubscription({ used: { analysis: 2 } }),
      '/api/v1/alerts': () => SENT,
    });
    return renderRoutes([{ path: '/', element: <ProfilePage subscription={null} /> }]);
  }

  afterEach(() => localStorage.clear());

  it('leaves no English of its own in Ukrainian', async () => {
    await useLanguage('uk');
    const { container } = renderProfile();
    const alerts = await screen.findByRole('region', { name: 'Сповіщення' });
    await within(alerts).findByRole('group', { name: 'Надсилати мені листи' });
    await within(alerts).findByRole('heading', { name: 'Apple Inc. moved to Good' });
    expect(await screen.findByText('2 / 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Профіль' })).toBeTruthy();
    expect(screen.getByText(/^Щоденна добірка · .* · очікує надсилання$/)).toBeTruthy();
    expect(englishLeft(container, [...DATA, 'Ada', 'ada@example.com'])).toEqual([]);
  });

  it('speaks Spanish, dates in Spanish format', async () => {
    await useLanguage('es');
    const { container } = renderProfile();
    const alerts = await screen.findByRole('region', { name: 'Alertas' });
    const boxes = await within(alerts).findByRole('group', { name: 'Envíame por correo' });
    expect(
      within(boxes)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent),
    ).toEqual([
      'Cambios de nivel del Score en tus listas',
      'La selección diaria',
      'Novedades de Evident',
    ]);
    expect(
      await within(alerts).findByText('La selección diaria · 6 nov 2026 · pendiente de envío'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/Profile|My account|Usage|Change password|alerts/);
  });
});
