import type { ListKind } from '@evident/contracts/lists';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { track } from '@/lib/analytics';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const listsContracts = () => import('@evident/contracts/lists');

/**
 * The list screens' own calls (issue 21): order, rename, holdings, import, analysis, export. Apart
 * from lib/lists-api.ts so that the public company page does not carry them.
 */

/** PUT /{kind}/{id}/order: the stocks in their new order (drag and drop). */
export const reorderList = (kind: ListKind, id: number, symbols: string[]) =>
  apiRequest(`/${kind}/${id}/order`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'PUT',
    body: { companyIds: symbols },
    requiresAuth: true,
  });

export const renameList = (kind: ListKind, id: number, name: string) =>
  apiRequest(`/${kind}/${id}`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'PUT',
    body: { name },
    requiresAuth: true,
  });

/** PUT /portfolio/{id}/holdings: one stock's shares and average cost (null clears). */
export const setHolding = (
  id: number,
  symbol: string,
  shares: number | null,
  averageCost: number | null,
) =>
  apiRequest(`/portfolio/${id}/holdings`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'PUT',
    body: { holdings: [{ companyId: symbol, shares, averageCost }] },
    requiresAuth: true,
  });

export async function importHoldings(id: number, csv: string, commit: boolean) {
  const result = await apiRequest(`/portfolio/${id}/import`, {
    schema: async () => (await listsContracts()).importResponse,
    method: 'POST',
    body: { csv, commit },
    requiresAuth: true,
  });
  // Spec §3 portfolio events: an import written (not its preview), counted by its rows.
  if (commit) track('portfolio_imported', { count: result.added + result.updated });
  return result;
}

export const portfolioAnalysisQuery = (id: number) =>
  queryOptions({
    queryKey: ['lists', 'portfolio', id, 'analysis'],
    queryFn: ({ signal }) =>
      apiRequest(`/portfolio/${id}/analysis`, {
        schema: async () => (await listsContracts()).portfolioAnalysisResponse,
        signal,
        requiresAuth: true,
      }),
  });

/** GET /portfolio/{id}/export: saves the portfolio's CSV under the server's dated name. */
export async function exportHoldings(id: number): Promise<void> {
  const { blob, filename } = await apiDownload(`/portfolio/${id}/export`, { requiresAuth: true });
  saveFile(blob, filename ?? 'evident-portfolio.csv');
}
