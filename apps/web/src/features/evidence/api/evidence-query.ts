import { evidenceResponse } from '@evident/contracts/evidence';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /evidence`: the latest backtest (null before the first run). */
export const evidenceQuery = queryOptions({
  queryKey: ['evidence'],
  queryFn: ({ signal }) => apiRequest('/evidence', { schema: evidenceResponse, signal }),
  staleTime: 10 * 60_000,
});
