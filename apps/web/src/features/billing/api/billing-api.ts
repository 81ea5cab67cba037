import {
  customerPortalResponse,
  paymentActionResponse,
  paymentHistoryResponse,
  planChangeResponse,
} from '@evident/contracts/payments';
import { pricingResponse } from '@evident/contracts/pricing';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 Payments and "pricing?locale=en". */
export const pricingQuery = queryOptions({
  queryKey: ['pricing', 'en'],
  queryFn: ({ signal }) =>
    apiRequest('/pricing', { schema: pricingResponse, query: { locale: 'en' }, signal }),
  staleTime: 5 * 60_000,
});

export const requestPlan = (planPeriod: string) =>
  apiRequest(`/payments/${encodeURIComponent(planPeriod)}`, {
    schema: planChangeResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const cancelSubscription = () =>
  apiRequest('/payments/cancel-subscription', {
    schema: paymentActionResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const resumeSubscription = () =>
  apiRequest('/payments/reanude-subscription', {
    schema: paymentActionResponse,
    method: 'POST',
    requiresAuth: true,
  });

export const customerPortal = () =>
  apiRequest('/payments/customer-portal', { schema: customerPortalResponse, requiresAuth: true });

export const historyQuery = (email: string) =>
  queryOptions({
    queryKey: ['auth', 'payments-history', email],
    queryFn: ({ signal }) =>
      apiRequest('/payments/history', {
        schema: paymentHistoryResponse,
        query: { email },
        signal,
        requiresAuth: true,
      }),
  });
