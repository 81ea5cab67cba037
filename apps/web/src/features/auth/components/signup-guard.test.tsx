import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave-for';
import { closePricing } from '@/lib/subscription';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { AuthModalsProvider } from './auth-modals-provider';
import { Opener, PricingState, SUBSCRIPTION, USER } from './auth-modals-harness';

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('/signup guard (spec §4)', () => {
  function setupAt(path: string) {
    mockConfigFetch({ '/api/v1/auth/user-subscription': () => SUBSCRIPTION });
    return renderRoutes(
      [
        {
          path: '/signup',
          element: (
            <AuthModalsProvider>
              <Opener />
            </AuthModalsProvider>
          ),
        },
        { path: '/profile', element: <h1>Profile page</h1> },
      ],
      path,
    );
  }
  it('free plan, signed out: the user modal in free sign-up mode', async () => {
    setupAt('/signup?plan=FREE');
    expect(await screen.findByRole('dialog', { name: 'Signup free in one click...' })).toBeTruthy();
  });
  it('paid plan, signed out: the user modal titled with the plan', async () => {
    setupAt('/signup?plan=ADVANCED_YEARLY&isMonthly=false');
    expect(await screen.findByRole('dialog', { name: 'Start Your Advanced Plan!' })).toBeTruthy();
  });
  it('paid plan, signed in: the pricing modal', async () => {
    localStorage.setItem('accessToken', 't');
    mockConfigFetch({ '/api/v1/auth/user-subscription': () => SUBSCRIPTION });
    renderRoutes(
      [
        {
          path: '/signup',
          element: (
            <AuthModalsProvider>
              <PricingState />
            </AuthModalsProvider>
          ),
        },
      ],
      '/signup?plan=PRO_MONTHLY',
    );
    expect(await screen.findByText('pricing is open')).toBeTruthy();
    act(() => closePricing());
  });
  it('a bare tier with isMonthly selects that plan; login goes on to its checkout', async () => {
    const bodies: unknown[] = [];
    const checkout = 'https://evident.test/sandbox/checkout/cs_sb_1';
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/user-subscription': () => SUBSCRIPTION,
      '/api/v1/auth/login': () => ({
        token: 'tok',
        refreshToken: 'ref',
        user: USER,
        subscription: SUBSCRIPTION,
        redirect_options: { redirect: checkout, modal: null },
      }),
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (String(input).includes('/auth/login')) bodies.push(JSON.parse(String(init!.body)));
      return original(input, init);
    });
    renderRoutes(
      [
        {
          path: '/signup',
          element: (
            <AuthModalsProvider>
              <Opener />
            </AuthModalsProvider>
          ),
        },
      ],
      '/signup?plan=pro&isMonthly=false',
    );
    const choose = await screen.findByRole('dialog', { name: 'Start Your Pro Plan!' });
    fireEvent.click(
      within(choose).getByRole('button', { name: '...or use your email & password' }),
    );
    fireEvent.click(await within(choose).findByRole('button', { name: 'Nope. Let me in!' }));
    const login = await screen.findByRole('dialog', { name: 'Login in one click...' });
    fireEvent.change(within(login).getByLabelText('E-mail'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(within(login).getByLabelText('Password'), {
      target: { value: 'a password' },
    });
    fireEvent.click(within(login).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(vi.mocked(leaveFor)).toHaveBeenCalledWith(checkout));
    expect(bodies[0]).toMatchObject({ plan: 'PRO_YEARLY' });
  });
  it('free plan, signed in: redirect to /profile', async () => {
    localStorage.setItem('accessToken', 't');
    const { router } = setupAt('/signup?plan=FREE');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
