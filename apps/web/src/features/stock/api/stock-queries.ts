import { allRatiosResponse, chartResponse, type ChartName } from '@evident/contracts/charts';
import { methodologyResponse } from '@evident/contracts/methodology';
import { companyDetailResponse, peersResponse, pricesResponse } from '@evident/contracts/stocks';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const path = (ticker: string) => encodeURIComponent(ticker);

export const companyQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', ticker],
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/${path(ticker)}`, { schema: companyDetailResponse, signal }),
  });

export const peersQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', 'peers', ticker],
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/peers/${path(ticker)}`, { schema: peersResponse, signal }),
  });

/** Spec §9: the price chart covers the last 6 months. */
export const pricesQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['stocks', ticker, 'prices', '6m'],
    queryFn: ({ signal }) =>
      apiRequest(`/stocks/${path(ticker)}/prices`, {
        schema: pricesResponse,
        query: { range: '6m' },
        signal,
      }),
  });

export const chartQuery = (ticker: string, chart: Exclude<ChartName, 'all-ratios'>) =>
  queryOptions({
    queryKey: ['charts', ticker, chart],
    queryFn: ({ signal }) =>
      apiRequest(`/charts/${path(ticker)}/${chart}`, { schema: chartResponse, signal }),
  });

export const allRatiosQuery = (ticker: string) =>
  queryOptions({
    queryKey: ['charts', ticker, 'all-ratios'],
    queryFn: ({ signal }) =>
      apiRequest(`/charts/${path(ticker)}/all-ratios`, { schema: allRatiosResponse, signal }),
  });

/** The engine's factors and metric catalogue: code, not data, so fetched once. */
export const methodologyQuery = queryOptions({
  queryKey: ['methodology'],
  queryFn: ({ signal }) => apiRequest('/methodology', { schema: methodologyResponse, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});
