import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { reloadPage } from '@/lib/leave-for';
import { resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { freeSubscription } from '@/test-utils/subscription-fixture';
import { AuthModalsProvider } from './auth-modals-provider';
import { ProfilePage } from './profile-page';

// Issue 56 item 5: the spec's account texts and steps that the app did not have.

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn(), reloadPage: vi.fn() }));

function Opener() {
  const modals = useAuthModals();
  return (
    <>
      <button onClick={() => modals.open('login')}>open login</button>
      <button onClick={() => modals.open('signup')}>open signup</button>
    </>
  );
}

function renderModals(handlers: Parameters<typeof mockConfigFetch>[0] = {}) {
  const fetchMock = mockConfigFetch(handlers);
  renderRoutes([
    {
      path: '/',
      element: (
        <AuthModalsProvider>
          <Opener />
        </AuthModalsProvider>
      ),
    },
  ]);
  return fetchMock;
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Login → forgot password → code sent → the reset modal. */
async function openReset() {
  fireEvent.click(screen.getByText('open login'));
  const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
  fireEvent.click(within(login).getByRole('button', { name: 'Forgot your password?' }));
  const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
  fireEvent.change(within(forgot).getByLabelText('E-mail'), {
    target: { value: 'ada@example.com' },
  });
  fireEvent.click(within(forgot).getByRole('button', { name: 'Send me a code' }));
  return screen.findByRole('dialog', { name: 'Reset your password' });
}

describe('the reset modal reloads the page on close (spec §4 "Password reset")', () => {
  it('closing the reset modal reloads the page', async () => {
    renderModals({ '/api/v1/auth/forgot-password': () => null });
    const reset = await openReset();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(within(reset).getByRole('button', { name: 'Cancel' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).toBeNull();
  });

  it('after a reset the login opens with the e-mail, and closing it reloads the page', async () => {
    const fetchMock = renderModals({
      '/api/v1/auth/forgot-password': () => null,
      '/api/v1/auth/reset-password': () => null,
    });
    const reset = await openReset();
    fireEvent.change(within(reset).getByLabelText('Code'), {
      target: { value: ' 123456 ' },
    });
    fireEvent.change(within(reset).getByLabelText('New password'), {
      target: { value: 'a-new-password' },
    });
    fireEvent.click(within(reset).getByRole('button', { name: 'Reset password' }));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    expect((within(login).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('reset-password'))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'ada@example.com',
      code: '123456',
      newPassword: 'a-new-password',
    });
    // Opening the login is no close: no reload yet.
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.keyDown(login, { key: 'Escape' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a login opened any other way closes without a reload', async () => {
    renderModals();
    fireEvent.click(screen.getByText('open login'));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.keyDown(login, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Login in one click...' })).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('an unverified login offers the verification mail again (issue 56)', () => {
  async function loginUnverified() {
    fireEvent.click(screen.getByText('open login'));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    expect(
      within(login).queryByRole('button', { name: 'Send the verification mail again' }),
    ).toBeNull();
    fireEvent.change(within(login).getByLabelText('E-mail'), {
      target: { value: ' ada@example.com ' },
    });
    fireEvent.change(within(login).getByLabelText('Password'), {
      target: { value: 'correct horse' },
    });
    fireEvent.submit(within(login).getByLabelText('E-mail').closest('form')!);
    expect(
      await within(login).findByText('Please verify your email address before logging in.'),
    ).toBeTruthy();
    return login;
  }
  const unverified = () =>
    json({ success: false, message: 'Please verify your email address before logging in.' }, 403);

  it('"Send the verification mail again": pending toast, then the success toast; the address posted', async () => {
    const toasts = { loading: vi.spyOn(toast, 'loading'), success: vi.spyOn(toast, 'success') };
    let answer: (value: unknown) => void = () => {};
    const fetchMock = renderModals({
      '/api/v1/auth/login': unverified,
      '/api/v1/auth/resend-verification': () => new Promise((resolve) => (answer = resolve)),
    });
    const login = await loginUnverified();
    fireEvent.click(
      within(login).getByRole('button', { name: 'Send the verification mail again' }),
    );
    await waitFor(() =>
      expect(toasts.loading).toHaveBeenCalledWith('Pending', { description: 'Sending email...' }),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    answer(null);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Resend email successfully', {
        description: 'Looks great. Email has been sent to ada@example.com.',
      }),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('resend-verification'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'ada@example.com' });
  });

  it('a refused resend: the error toast with the server message', async () => {
    const error = vi.spyOn(toast, 'error');
    renderModals({
      '/api/v1/auth/login': unverified,
      '/api/v1/auth/resend-verification': () =>
        json({ success: false, message: 'Too many requests. Try again later.' }, 429),
    });
    const login = await loginUnverified();
    fireEvent.click(
      within(login).getByRole('button', { name: 'Send the verification mail again' }),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(':) Upss!!!', {
        description: 'Too many requests. Try again later.',
      }),
    );
  });
});

describe('"Check the email address provided." (spec §5 e-mail messages)', () => {
  async function emailErrorAt(mode: 'login' | 'signup', email: string) {
    fireEvent.click(screen.getByText(`open ${mode}`));
    const name = mode === 'login' ? 'Login in one click...' : 'Signup free in one click...';
    const dialog = await screen.findByRole('dialog', { name });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.submit(within(dialog).getByLabelText('E-mail').closest('form')!);
    const text = within(dialog)
      .queryAllByText(/email|e-mail/i)
      .map((el) => el.textContent)
      .filter((t) => t?.endsWith('.'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    return text;
  }

  it.each(['login', 'signup'] as const)(
    'the %s form: an address-shaped entry outside the §5 pattern gets it; no address at all, "Invalid email address."',
    async (mode) => {
      const fetchMock = renderModals();
      // A `+` in the name and a five-letter ending: shaped like addresses, refused by §5's pattern.
      expect(await emailErrorAt(mode, 'ada+news@example.com')).toContain(
        'Check the email address provided.',
      );
      expect(await emailErrorAt(mode, 'ada@example.museum')).toContain(
        'Check the email address provided.',
      );
      expect(await emailErrorAt(mode, 'not-an-address')).toContain('Invalid email address.');
      expect(await emailErrorAt(mode, 'ada@example')).toContain('Invalid email address.');
      expect(await emailErrorAt(mode, '')).toContain('Email is required.');
      // Nothing was sent: the form stopped each one.
      expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/auth/'))).toEqual([]);
    },
  );

  describe('in Spanish', () => {
    resetLanguageAfterEach();
    it('is shown in the reader’s language', async () => {
      await useLanguage('es');
      renderModals();
      fireEvent.click(screen.getByText('open signup'));
      const dialog = await screen.findByRole('dialog');
      const input = within(dialog).getByLabelText('Correo electrónico');
      fireEvent.change(input, { target: { value: 'ada+news@example.com' } });
      fireEvent.submit(input.closest('form')!);
      expect(
        within(dialog).getByText('Revisa la dirección de correo electrónico indicada.'),
      ).toBeTruthy();
    });
  });
});

describe('"Saving changes" (spec §8 generic toasts) on the profile', () => {
  function renderProfile(handlers: Parameters<typeof mockConfigFetch>[0]) {
    localStorage.setItem('accessToken', 'token');
    const toasts = {
      loading: vi.spyOn(toast, 'loading'),
      success: vi.spyOn(toast, 'success'),
      error: vi.spyOn(toast, 'error'),
      dismiss: vi.spyOn(toast, 'dismiss'),
    };
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/user-subscription': () => freeSubscription(),
      '/api/v1/alerts': () => [],
      ...handlers,
    });
    renderRoutes([{ path: '/', element: <ProfilePage subscription={null} /> }]);
    return { toasts, fetchMock };
  }

  it('while the alert choices save, then "Saved" ("Your changes have been applied")', async () => {
    // The first call reads the choices; the save waits until the test answers it.
    let calls = 0;
    let answer: (value: unknown) => void = () => {};
    const { toasts } = renderProfile({
      '/api/v1/auth/notification-preferences': () =>
        ++calls === 1 ? { scoreBandChanges: true } : new Promise((resolve) => (answer = resolve)),
    });
    const boxes = await screen.findByRole('group', { name: 'E-mail me' });
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'The daily selections' }));
    await vi.waitFor(() => expect(toasts.loading).toHaveBeenCalledWith('Saving changes'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.dismiss).not.toHaveBeenCalled();
    answer({ scoreBandChanges: true, dailySelections: true });
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Saved', {
        description: 'Your changes have been applied',
      }),
    );
    expect(toasts.dismiss).toHaveBeenCalledWith(toasts.loading.mock.results[0]!.value);
  });

  it('while a new password saves; a refusal dismisses it and shows the error', async () => {
    const { toasts } = renderProfile({
      '/api/v1/auth/notification-preferences': () => ({}),
      '/api/v1/auth/change-password': () =>
        json({ success: false, message: 'The current password is not right' }, 400),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'old-password' },
    });
    fireEvent.change(within(form).getByLabelText('New password'), {
      target: { value: 'a-new-password' },
    });
    fireEvent.submit(form);
    expect(await within(form).findByText('The current password is not right')).toBeTruthy();
    expect(toasts.loading).toHaveBeenCalledWith('Saving changes');
    expect(toasts.dismiss).toHaveBeenCalledWith(toasts.loading.mock.results[0]!.value);
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
