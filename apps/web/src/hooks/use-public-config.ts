import type { PublicConfig } from '@evident/contracts/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const publicConfigContracts = () => import('@evident/contracts/public-config');

/**
 * `GET /api/v1/config`: the browser-visible configuration, e.g. the URLs of the external forms
 * (feedback links, contact, bug report). It changes only with a deploy, so it is fetched once.
 */
export const publicConfigKey = ['config'] as const;

export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/config', {
    schema: async () => (await publicConfigContracts()).publicConfigResponse,
    signal,
  });
}

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKey,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
