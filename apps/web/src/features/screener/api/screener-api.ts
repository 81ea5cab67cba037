import type {
  ApplyFiltersBody,
  NewScreenBody,
  UpdateScreenBody,
} from '@evident/contracts/screener';
import { queryOptions } from '@tanstack/react-query';
import { track } from '@/lib/analytics';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const screenerContracts = () => import('@evident/contracts/screener');

/** Spec §7 Screener calls, and the screen's own: fields, presets, "Why isn't X here?". */

export const fieldsQuery = () =>
  queryOptions({
    queryKey: ['screener', 'fields'],
    queryFn: ({ signal }) =>
      apiRequest('/screener/fields', {
        schema: async () => (await screenerContracts()).screenerFieldsResponse,
        signal,
        requiresAuth: true,
      }),
    staleTime: 10 * 60_000,
  });

export const presetsQuery = () =>
  queryOptions({
    queryKey: ['screener', 'presets'],
    queryFn: ({ signal }) =>
      apiRequest('/screener/presets', {
        schema: async () => (await screenerContracts()).screenerPresetsResponse,
        signal,
        requiresAuth: true,
      }),
    staleTime: 10 * 60_000,
  });

export const screensQuery = () =>
  queryOptions({
    queryKey: ['screener', 'screens'],
    queryFn: ({ signal }) =>
      apiRequest('/screener', {
        schema: async () => (await screenerContracts()).screensResponse,
        signal,
        requiresAuth: true,
      }),
  });

export const screenQuery = (id: number) =>
  queryOptions({
    queryKey: ['screener', 'screens', id],
    queryFn: ({ signal }) =>
      apiRequest(`/screener/${id}`, {
        schema: async () => (await screenerContracts()).screenResponse,
        signal,
        requiresAuth: true,
      }),
    retry: false,
  });

export interface ApplyQuery {
  page: number;
  pageSize: number;
  isOr: boolean;
}

/** POST /screener/applyFilters; the signal lets a newer call abort this one (spec §4). */
export async function applyFilters(
  body: ApplyFiltersBody,
  query: ApplyQuery,
  signal?: AbortSignal,
) {
  const result = await apiRequest('/screener/applyFilters', {
    schema: async () => (await screenerContracts()).screenerResultResponse,
    method: 'POST',
    body,
    query: { page: query.page, pageSize: query.pageSize, isOr: query.isOr },
    requiresAuth: true,
    ...(signal ? { signal } : {}),
  });
  // A screen run, counted by its filters (a further page of the same screen is not a run).
  if (query.page <= 1) track('screener_run', { count: body.filters.length });
  return result;
}

export const explainScreen = (body: ApplyFiltersBody, ticker: string, isOr: boolean) =>
  apiRequest('/screener/explain', {
    schema: async () => (await screenerContracts()).screenerExplanationResponse,
    method: 'POST',
    body,
    query: { ticker, isOr },
    requiresAuth: true,
  });

export async function createScreen(body: NewScreenBody) {
  const screen = await apiRequest('/screener', {
    schema: async () => (await screenerContracts()).screenResponse,
    method: 'POST',
    body,
    requiresAuth: true,
  });
  track('screener_saved', {});
  return screen;
}

export const updateScreen = (id: number, body: UpdateScreenBody) =>
  apiRequest(`/screener/${id}`, {
    schema: async () => (await screenerContracts()).screenResponse,
    method: 'PUT',
    body,
    requiresAuth: true,
  });

export async function deleteScreen(id: number) {
  const answer = await apiRequest(`/screener/${id}`, {
    schema: async () => (await screenerContracts()).deleteScreenResponse,
    method: 'DELETE',
    requiresAuth: true,
  });
  track('screener_deleted', {});
  return answer;
}

/** POST /screener/downloadFilters: saves the CSV under the server's dated name (spec §7). */
export async function downloadScreen(body: ApplyFiltersBody, isOr: boolean, limit?: number) {
  const { blob, filename } = await apiDownload('/screener/downloadFilters', {
    method: 'POST',
    body,
    query: { isOr, ...(limit ? { limit } : {}) },
    requiresAuth: true,
  });
  saveFile(blob, filename ?? `evident-screener-${new Date().toISOString().slice(0, 10)}.csv`);
  // The rows exported: the CSV's lines less its header.
  const lines = (await blob.text()).split(/\r?\n/).filter((line) => line !== '').length;
  track('screener_exported', { count: Math.max(0, lines - 1) });
}
