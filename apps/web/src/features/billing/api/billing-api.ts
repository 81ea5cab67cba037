import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const paymentsContracts = () => import('@evident/contracts/payments');
/** The contracts of these calls, loaded with the first one (ADR 028). */
const pricingContracts = () => import('@evident/contracts/pricing');

/** Spec §7 Payments and "pricing?locale=en". */
export const pricingQuery = queryOptions({
  queryKey: ['pricing', 'en'],
  queryFn: ({ signal }) =>
    apiRequest('/pricing', {
      schema: async () => (await pricingContracts()).pricingResponse,
      query: { locale: 'en' },
      signal,
    }),
  staleTime: 5 * 60_000,
});

export const requestPlan = (planPeriod: string) =>
  apiRequest(`/payments/${encodeURIComponent(planPeriod)}`, {
    schema: async () => (await paymentsContracts()).planChangeResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const cancelSubscription = () =>
  apiRequest('/payments/cancel-subscription', {
    schema: async () => (await paymentsContracts()).paymentActionResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const resumeSubscription = () =>
  apiRequest('/payments/reanude-subscription', {
    schema: async () => (await paymentsContracts()).paymentActionResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const customerPortal = () =>
  apiRequest('/payments/customer-portal', {
    schema: async () => (await paymentsContracts()).customerPortalResponse,
    requiresAuth: true,
  });

export const historyQuery = (email: string) =>
  queryOptions({
    queryKey: ['auth', 'payments-history', email],
    queryFn: ({ signal }) =>
      apiRequest('/payments/history', {
        schema: async () => (await paymentsContracts()).paymentHistoryResponse,
        query: { email },
        signal,
        requiresAuth: true,
      }),
  });
