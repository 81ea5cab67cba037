import { within } from '@testing-library/react';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { usePricingOpen } from '@/lib/subscription';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { AuthModalsProvider } from './auth-modals-provider';
import { freeSubscription } from '@/test-utils/subscription-fixture';

/* The entry modals rendered on a page of their own, for their tests (auth-modals*.test.tsx). */

export const USER = { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null };
export const SUBSCRIPTION = freeSubscription({ used: { analysis: 2 }, limits: { watchlist: -1 } });

export function PricingState() {
  return usePricingOpen() ? <p>pricing is open</p> : null;
}

export function Opener() {
  const modals = useAuthModals();
  return (
    <>
      <button onClick={() => modals.open('login')}>open login</button>
      <button onClick={() => modals.open('signup')}>open signup</button>
      <button onClick={() => modals.open('choose')}>open choose</button>
    </>
  );
}

export function setup(path = '/', handlers: Parameters<typeof mockConfigFetch>[0] = {}) {
  const fetchMock = mockConfigFetch({
    '/api/v1/auth/user-subscription': () => SUBSCRIPTION,
    ...handlers,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AuthModalsProvider>
            <Opener />
          </AuthModalsProvider>
        ),
      },
    ],
    path,
  );
  const body = (call: number) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
  const callsTo = (suffix: string) =>
    fetchMock.mock.calls.filter(([u]) => String(u).endsWith(suffix));
  return { fetchMock, body, callsTo };
}

export const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
