import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch } from '@/test-utils/render';
import { completeGoogleSignUp, startGoogleSignIn } from './google-flow';
import { freeSubscription } from '@/test-utils/subscription-fixture';

const USER = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', photoURL: null };
const SUB = freeSubscription({ email: 'grace@example.com' });
const LOGIN = {
  token: 'g-token',
  refreshToken: 'g-refresh',
  user: USER,
  subscription: SUB,
  redirect_options: { redirect: null, modal: null },
};

function server(exists: boolean, flag: 'USING_EMAIL' | 'GOOGLE' | null) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = mockConfigFetch({
    '/api/v1/auth/checkUserExist': () => ({ exists, flag }),
    '/api/v1/auth/login': () => LOGIN,
    '/api/v1/auth/signUp': () => ({ email: 'grace@example.com', verified: true }),
  });
  const original = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => {
    if (init?.body)
      bodies.push({ url: String(input), ...(JSON.parse(String(init.body)) as object) });
    return original(input, init);
  });
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Google social flow (spec §4)', () => {
  it('a plan chosen before a Google login comes back as where to go next (checkout)', async () => {
    const checkout = 'https://evident.test/sandbox/checkout/cs_sb_1';
    const bodies: unknown[] = [];
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/checkUserExist': () => ({ exists: true, flag: 'GOOGLE' }),
      '/api/v1/auth/login': () => ({
        ...LOGIN,
        redirect_options: { redirect: checkout, modal: null },
      }),
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      return original(input, init);
    });
    expect(await startGoogleSignIn('cred-9', 'PRO_YEARLY')).toEqual({
      signedIn: { redirect: checkout, modal: null },
    });
    expect(bodies.at(-1)).toEqual({ flag: 'GOOGLE', credential: 'cred-9', plan: 'PRO_YEARLY' });
  });

  it('an existing Google account logs in with the credential only', async () => {
    const bodies = server(true, 'GOOGLE');
    expect(await startGoogleSignIn('cred-123')).toEqual({
      signedIn: { redirect: null, modal: null },
    });
    expect(bodies).toEqual([
      { url: '/api/v1/auth/checkUserExist', credential: 'cred-123' },
      { url: '/api/v1/auth/login', flag: 'GOOGLE', credential: 'cred-123' },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('g-token');
  });

  it('an e-mail account is sent to e-mail sign-in; none asks for consent first', async () => {
    server(true, 'USING_EMAIL');
    expect(await startGoogleSignIn('cred')).toBe('use-email');
    vi.unstubAllGlobals();
    const bodies = server(false, null);
    expect(await startGoogleSignIn('cred')).toBe('needs-consent');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await completeGoogleSignUp('cred', true)).toEqual({ redirect: null, modal: null });
    expect(bodies.slice(1)).toEqual([
      { url: '/api/v1/auth/signUp', flag: 'GOOGLE', credential: 'cred', sendPeriodicUpdates: true },
      { url: '/api/v1/auth/login', flag: 'GOOGLE', credential: 'cred' },
    ]);
    expect(localStorage.getItem('accessToken')).toBe('g-token');
  });
});
