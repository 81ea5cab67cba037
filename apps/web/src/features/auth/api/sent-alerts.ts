import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const alertsContracts = () => import('@evident/contracts/alerts');

/**
 * `GET /alerts` (issue 22): the last alert mails sent to the signed-in user, newest first.
 * Under the `auth` key, so signing out drops them with the rest of the user's data.
 */
export const fetchSentAlerts = (signal?: AbortSignal) =>
  apiRequest('/alerts', {
    schema: async () => (await alertsContracts()).sentAlertsResponse,
    signal,
    requiresAuth: true,
  });

export const sentAlertsQuery = queryOptions({
  queryKey: ['auth', 'alerts'],
  queryFn: ({ signal }) => fetchSentAlerts(signal),
});

export const useSentAlerts = () => useQuery(sentAlertsQuery);
