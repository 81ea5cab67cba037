import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const stocksContracts = () => import('@evident/contracts/stocks');

export const leadersQuery = {
  queryKey: ['rankings', 'top-sp', 10] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/rankings/top-sp', {
      schema: async () => (await stocksContracts()).rankingResponse,
      query: { limit: 10 },
      signal,
    }),
};

export const mostPopularQuery = {
  queryKey: ['rankings', 'most-active', 8] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/rankings/most-active', {
      schema: async () => (await stocksContracts()).rankingResponse,
      query: { limit: 8 },
      signal,
    }),
};

export const coverageQuery = {
  queryKey: ['companies', 'coverage'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/coverage', {
      schema: async () => (await stocksContracts()).coverageResponse,
      signal,
    }),
};

export const fetchDailySelections = (signal?: AbortSignal) =>
  apiRequest('/daily-selections/current', {
    schema: async () => (await stocksContracts()).dailySelectionsResponse,
    signal,
  });
