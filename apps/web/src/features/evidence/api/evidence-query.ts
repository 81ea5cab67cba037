import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const evidenceContracts = () => import('@evident/contracts/evidence');

/** `GET /evidence`: the latest backtest (null before the first run). */
export const evidenceQuery = queryOptions({
  queryKey: ['evidence'],
  queryFn: ({ signal }) =>
    apiRequest('/evidence', {
      schema: async () => (await evidenceContracts()).evidenceResponse,
      signal,
    }),
  staleTime: 10 * 60_000,
});

/** `GET /evidence/information-coefficients`: every signal's ICs, metrics included (on demand). */
export const informationCoefficientsQuery = queryOptions({
  queryKey: ['evidence', 'information-coefficients'],
  queryFn: ({ signal }) =>
    apiRequest('/evidence/information-coefficients', {
      schema: async () => (await evidenceContracts()).informationCoefficientsResponse,
      signal,
    }),
  staleTime: 10 * 60_000,
});

/** `GET /evidence/live`: each score run's 90+ list followed as later prices arrive. */
export const liveRecordQuery = queryOptions({
  queryKey: ['evidence', 'live'],
  queryFn: ({ signal }) =>
    apiRequest('/evidence/live', {
      schema: async () => (await evidenceContracts()).liveRecordResponse,
      signal,
    }),
  staleTime: 10 * 60_000,
});
