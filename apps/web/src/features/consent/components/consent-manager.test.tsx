import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, openConsentPreferences, readConsent } from '@/lib/consent';
import { renderRoutes } from '@/test-utils/render';
import { ConsentManager } from './consent-manager';

const page = () => renderRoutes([{ path: '*', element: <ConsentManager /> }]);

// A first visit: no choice made yet (the test setup makes one for every other test).
beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('cookie consent banner (spec §2/§4)', () => {
  it('shows on a first visit signed out: Accept all keeps both optional categories', async () => {
    page();
    const banner = await screen.findByRole('dialog', { name: 'Your privacy' });
    expect(banner.textContent).toContain(
      'Analytics, on Evident’s own server, and marketing wait for your choice.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your privacy' })).toBeNull());
    // Afterwards the footer's settings icon reopens the preferences.
    act(() => openConsentPreferences());
    const preferences = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect((screen.getByRole('switch', { name: /Analytics/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(preferences).toBeTruthy();
  });

  it('Reject all denies both', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
  });

  it('Customize: the chosen categories are kept', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    fireEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
  });

  it('closing the preferences without a prior choice applies the defaults (denied)', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    fireEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() =>
      expect(readConsent()).toMatchObject({ analytics: false, marketing: false }),
    );
  });

  it("publishes the banner's height while it shows (the data notice sits above it on a phone, issue 53)", async () => {
    const root = document.documentElement;
    page();
    await screen.findByRole('dialog', { name: 'Your privacy' });
    expect(root.style.getPropertyValue('--consent-sheet-height')).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your privacy' })).toBeNull());
    expect(root.style.getPropertyValue('--consent-sheet-height')).toBe('');
  });

  it('does not show the banner to a signed-in visitor', async () => {
    localStorage.setItem('accessToken', 'token');
    page();
    // The dialogs are there (the preferences open on request), the banner is not.
    await waitFor(() => {
      act(() => openConsentPreferences());
      expect(screen.getByRole('dialog', { name: 'Cookie preferences' })).toBeTruthy();
    });
    expect(screen.queryByRole('dialog', { name: 'Your privacy' })).toBeNull();
    expect(readConsent()).toBeNull();
  });
});
