import {
  coverageResponse,
  dailySelectionsResponse,
  rankingResponse,
} from '@evident/contracts/stocks';
import { apiRequest } from '@/lib/api-client';

export const leadersQuery = {
  queryKey: ['rankings', 'top-sp', 10] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/rankings/top-sp', {
      schema: rankingResponse,
      query: { limit: 10 },
      signal,
    }),
};

export const mostPopularQuery = {
  queryKey: ['rankings', 'most-active', 8] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/rankings/most-active', {
      schema: rankingResponse,
      query: { limit: 8 },
      signal,
    }),
};

export const coverageQuery = {
  queryKey: ['companies', 'coverage'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/companies/coverage', { schema: coverageResponse, signal }),
};

export const fetchDailySelections = (signal?: AbortSignal) =>
  apiRequest('/daily-selections/current', { schema: dailySelectionsResponse, signal });
