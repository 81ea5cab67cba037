import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { LoadedAfterHydration } from '@/components/loaded-after-hydration';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '@/hooks/use-session';
import { closePricing, subscriptionQuery, usePricingOpen } from '@/lib/subscription';

// Their code loads when they open: most visits never see either.
const PricingModal = lazy(() =>
  import('./pricing-modal').then((m) => ({ default: m.PricingModal })),
);
const ResultModal = lazy(() =>
  import('./subscription-result-modal').then((m) => ({ default: m.SubscriptionResultFromParam })),
);

/**
 * Mounts the billing modals: the pricing modal (asked for with `openPricing()`) and the
 * subscription-result modal (spec §2, opened by the `subscription` query parameter). While a user
 * is signed in, their subscription is polled every 60 s on every page (spec §4) and kept in local
 * storage as `user-subscription`.
 */
export function BillingModals() {
  useQuery({ ...subscriptionQuery, enabled: useSignedIn() });
  const open = usePricingOpen();
  const [params, setParams] = useSearchParams();
  const param = params.get('subscription');
  const drop = () =>
    setParams(
      (p) => {
        p.delete('subscription');
        return p;
      },
      { replace: true },
    );
  // The modals (the result one opened by the URL) follow the hydration: the server renders none.
  return (
    <LoadedAfterHydration fallback={null}>
      {open ? <PricingModal onClose={closePricing} /> : null}
      {param ? <ResultModal param={param} onClose={drop} /> : null}
    </LoadedAfterHydration>
  );
}
