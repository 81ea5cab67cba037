import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as unknown as { google?: unknown }).google;
});

describe('Google sign-in on the web (spec §4 social flow, one-tap)', () => {
  it('renders Google’s button, prompts one-tap, and signs up a new account after consent', async () => {
    let callback: ((r: { credential?: string }) => void) | null = null;
    const prompt = vi.fn();
    const renderButton = vi.fn();
    (window as unknown as { google: unknown }).google = {
      accounts: {
        id: {
          initialize: (o: { callback: (r: { credential?: string }) => void }) =>
            (callback = o.callback),
          renderButton,
          prompt,
        },
      },
    };
    const fetchMock = mockConfigFetch({
      '/api/v1/config': () => ({
        ...TEST_CONFIG,
        googleClientId: 'cid.apps.googleusercontent.com',
      }),
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
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByText('open'));
    await screen.findByRole('dialog', { name: 'Start beating the market in one click' });
    await vi.waitFor(() => expect(renderButton).toHaveBeenCalled());

    callback!({ credential: 'google-id-token' });
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
  });
});
