import { sentAlertsResponse } from '@evident/contracts/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /alerts` (issue 22): the last alert mails sent to the signed-in user, newest first.
 * Under the `auth` key, so signing out drops them with the rest of the user's data.
 */
export const fetchSentAlerts = (signal?: AbortSignal) =>
  apiRequest('/alerts', { schema: sentAlertsResponse, signal, requiresAuth: true });

export const sentAlertsQuery = queryOptions({
  queryKey: ['auth', 'alerts'],
  queryFn: ({ signal }) => fetchSentAlerts(signal),
});

export const useSentAlerts = () => useQuery(sentAlertsQuery);
