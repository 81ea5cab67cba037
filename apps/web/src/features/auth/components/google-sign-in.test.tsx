import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { mockConfigFetch, renderRoutes, TEST_CONFIG } from '@/test-utils/render';
import { AuthModalsProvider } from './auth-modals-provider';
import { freeSubscription } from '@/test-utils/subscription-fixture';

const USER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', photoURL: null };
const SUB = freeSubscription({ email: 'grace@example.com' });

function Opener() {
  const modals = useAuthModals();
  return <button onClick={() => modals.open('choose')}>open</button>;
}

/**
 * Google Identity Services, stubbed once: the app loads and initializes it once per page, so
 * every test meets the same one (the credential callback it was given, its prompt).
 */
const google = {
  callback: null as ((r: { credential?: string; select_by?: string }) => void) | null,
  prompt: vi.fn(),
  renderButton: vi.fn(),
};
const identity = {
  initialize: (o: { callback: typeof google.callback }) => (google.callback = o.callback),
  renderButton: (...args: unknown[]) => google.renderButton(...args),
  prompt: () => google.prompt(),
};

beforeEach(() => {
  google.prompt = vi.fn();
  google.renderButton = vi.fn();
  (window as unknown as { google: unknown }).google = { accounts: { id: identity } };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as unknown as { google?: unknown }).google;
});

/** The auth modals on a page, Google sign-in configured, the API answered by `handlers`. */
function renderWithGoogle(handlers: Parameters<typeof mockConfigFetch>[0]) {
  const fetchMock = mockConfigFetch({
    '/api/v1/config': () => ({ ...TEST_CONFIG, googleClientId: 'cid.apps.googleusercontent.com' }),
    ...handlers,
  });
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

describe('Google sign-in on the web (spec §4 social flow, one-tap)', () => {
  it('renders Google’s button, prompts one-tap, and signs up a new account after consent', async () => {
    const { prompt } = google;
    const fetchMock = renderWithGoogle({
      '/api/v1/auth/checkUserExist': () => ({ exists: false, flag: null }),
      '/api/v1/auth/signUp': () => ({ email: 'grace@example.com', verified: true }),
      '/api/v1/auth/login': () => ({
        token: 't',
        refreshToken: 'r',
        user: USER,
        subscription: SUB,
        redirect_options: { redirect: null, modal: null },
      }),
      '/api/v1/auth/user-subscription': () => SUB,
    });
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByText('open'));
    await screen.findByRole('dialog', { name: 'Start beating the market in one click' });
    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());

    const warning = vi.spyOn(toast, 'warning');
    google.callback!({ credential: 'google-id-token', select_by: 'btn' });
    const terms = await screen.findByRole('dialog', { name: 'Terms and privacy' });
    fireEvent.click(
      within(terms).getByLabelText('I accept the terms and conditions and the privacy policy.'),
    );
    fireEvent.click(within(terms).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('dialog', { name: 'Hello Grace!' })).toBeTruthy();
    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([u, init]) => [String(u), JSON.parse(String(init!.body)) as unknown]);
    expect(posted).toEqual([
      ['/api/v1/auth/checkUserExist', { credential: 'google-id-token' }],
      [
        '/api/v1/auth/signUp',
        { flag: 'GOOGLE', credential: 'google-id-token', sendPeriodicUpdates: false },
      ],
      ['/api/v1/auth/login', { flag: 'GOOGLE', credential: 'google-id-token' }],
    ]);
    // From the button, a new account goes to consent without a warning (spec §4).
    expect(warning).not.toHaveBeenCalled();
  });

  it('the consent step asks the promotional opt-in; its choice is sent as sendPeriodicUpdates (issue 56)', async () => {
    const fetchMock = renderWithGoogle({
      '/api/v1/auth/checkUserExist': () => ({ exists: false, flag: null }),
      '/api/v1/auth/signUp': () => ({ email: 'grace@example.com', verified: true }),
      '/api/v1/auth/login': () => ({
        token: 't',
        refreshToken: 'r',
        user: USER,
        subscription: SUB,
        redirect_options: { redirect: null, modal: null },
      }),
      '/api/v1/auth/user-subscription': () => SUB,
    });
    await waitFor(() => expect(google.prompt).toHaveBeenCalled());
    google.callback!({ credential: 'google-id-token', select_by: 'btn' });
    const terms = await screen.findByRole('dialog', { name: 'Terms and privacy' });
    const optIn = within(terms).getByLabelText<HTMLInputElement>(
      'Yes, I want to receive periodic updates.',
    );
    // Optional and off until chosen (spec §2), like e-mail sign-up's.
    expect(optIn.checked).toBe(false);
    fireEvent.click(optIn);
    fireEvent.click(
      within(terms).getByLabelText('I accept the terms and conditions and the privacy policy.'),
    );
    fireEvent.click(within(terms).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('dialog', { name: 'Hello Grace!' })).toBeTruthy();
    const signUp = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/auth/signUp'))!;
    expect(JSON.parse(String(signUp[1]!.body))).toEqual({
      flag: 'GOOGLE',
      credential: 'google-id-token',
      sendPeriodicUpdates: true,
    });
  });

  it('one-tap with no account: the spec’s warning, then consent to sign up', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderWithGoogle({ '/api/v1/auth/checkUserExist': () => ({ exists: false, flag: null }) });
    await waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(1));
    google.callback!({ credential: 'google-id-token', select_by: 'user_1tap' });
    expect(await screen.findByRole('dialog', { name: 'Terms and privacy' })).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('Account does not exist please signup.');
  });

  it('a failure: one-tap’s warning, the button’s error; an e-mail account: asked to sign in with e-mail', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const error = vi.spyOn(toast, 'error');
    let answer: () => unknown = () => new Response('{"success":false}', { status: 500 });
    renderWithGoogle({ '/api/v1/auth/checkUserExist': () => answer() });
    await waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(1));
    google.callback!({ credential: 'google-id-token', select_by: 'auto' });
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Google login faild. Please try in login page'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // From the button the same failure is an error, not one-tap's warning.
    google.callback!({ credential: 'google-id-token', select_by: 'btn' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Google login faild. Please try in login page'),
    );
    expect(warning).toHaveBeenCalledTimes(1);

    answer = () => ({ exists: true, flag: 'USING_EMAIL' });
    google.callback!({ credential: 'google-id-token', select_by: 'user' });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'You already have an existing account - please signin using Email & Password',
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Login in one click...' })).toBeTruthy();
  });
});
