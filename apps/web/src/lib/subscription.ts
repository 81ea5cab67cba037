import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { saveSubscription } from './session';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const authContracts = () => import('@evident/contracts/auth');

/**
 * The signed-in user's plan and usage (spec §3 Subscription), polled every 60 s (spec §4) and
 * cached in local storage as `user-subscription`.
 */
export const subscriptionQuery = queryOptions({
  queryKey: ['auth', 'user-subscription'],
  queryFn: async ({ signal }) => {
    const data = await apiRequest('/auth/user-subscription', {
      schema: async () => (await authContracts()).subscriptionResponse,
      signal,
      requiresAuth: true,
    });
    saveSubscription(data);
    return data;
  },
  refetchInterval: 60_000,
});

// The pricing modal can be asked for from anywhere (welcome modal, limit toasts, paywall,
// /signup): one small store, the billing feature mounts the modal.
let pricingOpen = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Opens the pricing modal ("Manage your subscription", spec §2). */
export function openPricing(): void {
  pricingOpen = true;
  emit();
}
export function closePricing(): void {
  pricingOpen = false;
  emit();
}
export function usePricingOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pricingOpen,
    () => false,
  );
}
