import type { ChartName } from '@evident/contracts/charts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isRefusal } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const chartsContracts = () => import('@evident/contracts/charts');
/** The contracts of these calls, loaded with the first one (ADR 028). */
const methodologyContracts = () => import('@evident/contracts/methodology');
/** The contracts of these calls, loaded with the first one (ADR 028). */
const stocksContracts = () => import('@evident/contracts/stocks');

const path = (ticker: string) => encodeURIComponent(ticker);

/** The server's refusal (the paywall, 403) stands for the page: not asked again as it mounts. */
const unlessRefused = (query: { state: { error: unknown } }) => !isRefusal(query.state.error);

export const companyQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', ticker],
    retryOnMount: unlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/${path(ticker)}`, {
        schema: async () => (await stocksContracts()).companyDetailResponse,
        signal,
      }),
  });

export const peersQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', 'peers', ticker],
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/peers/${path(ticker)}`, {
        schema: async () => (await stocksContracts()).peersResponse,
        signal,
      }),
  });

/** Spec §9: the price chart covers the last 6 months. */
export const pricesQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', ticker, 'prices', '6m'],
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/${path(ticker)}/prices`, {
        schema: async () => (await stocksContracts()).pricesResponse,
        query: { range: '6m' },
        signal,
      }),
  });

export const chartQuery = (ticker: string, chart: Exclude<ChartName, 'all-ratios'>) =>
  queryOptions({
    queryKey: ['charts', ticker, chart],
    queryFn: ({ signal }) =>
      apiRequest(`/charts/${path(ticker)}/${chart}`, {
        schema: async () => (await chartsContracts()).chartResponse,
        signal,
      }),
  });

export const allRatiosQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['charts', ticker, 'all-ratios'],
    queryFn: ({ signal }) =>
      apiRequest(`/charts/${path(ticker)}/all-ratios`, {
        schema: async () => (await chartsContracts()).allRatiosResponse,
        signal,
      }),
  });

/** The engine's factors and metric catalogue: code, not data, so fetched once. */
export const methodologyQuery = queryOptions({
  queryKey: ['methodology'],
  queryFn: ({ signal }) =>
    apiRequest('/methodology', {
      schema: async () => (await methodologyContracts()).methodologyResponse,
      signal,
    }),
  staleTime: Infinity,
  gcTime: Infinity,
});
