import type { HealthData } from '@evident/contracts/health';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { t } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { formatDate, formatInteger, formatPercent } from '@/lib/format';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const healthContracts = () => import('@evident/contracts/health');

/**
 * `GET /api/v1/health` read as "where is the data": loaded or not, the job running now with its
 * progress, the date of the prices, whether they are current. Polled every 2 s while a job runs
 * (the first start imports and scores for a few minutes), rarely once the data is in place.
 */
export const dataStatusKey = ['health'] as const;

const WORKING_POLL_MS = 2_000;
const WAITING_POLL_MS = 15_000;
const SETTLED_POLL_MS = 5 * 60_000;

export function pollInterval(health: HealthData | undefined): number {
  if (!health) return WAITING_POLL_MS;
  if (health.data.activity) return WORKING_POLL_MS;
  if (!health.data.loaded || health.data.scoredAsOf === null) return WAITING_POLL_MS;
  return SETTLED_POLL_MS;
}

export const dataStatusQuery = queryOptions({
  queryKey: dataStatusKey,
  queryFn: ({ signal }) =>
    apiRequest('/health', { schema: async () => (await healthContracts()).healthResponse, signal }),
  // Fresh for 5 s: a page that arrived with it (ADR 028) does not ask again as it starts;
  // polling (2 s while a job runs) is not affected.
  staleTime: 5_000,
  retry: false,
  refetchInterval: (query) => pollInterval(query.state.data),
});

export function useDataStatus() {
  return useQuery(dataStatusQuery);
}

/**
 * Once per app (the layout): when what the server serves changes — an import or a score run has
 * landed — every page's data is fetched again, so pages fill in without a reload.
 */
export function useRefetchWhenDataLands(): void {
  const queryClient = useQueryClient();
  const health = useDataStatus().data;
  // The served version, and whether a job runs: the server bumps the version before it reports
  // a job done, and a job's end is a second chance to catch it.
  const signature = health
    ? `${health.data.servedVersion ?? ''}|${health.data.activity ? 'busy' : 'idle'}`
    : undefined;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    if (previous.current !== undefined && previous.current !== signature) {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== dataStatusKey[0] });
    }
    previous.current = signature;
  }, [signature, queryClient]);
}

type Activity = NonNullable<HealthData['data']['activity']>;

/**
 * What the job is, in the interface's language, from its kind (issue 53): "Scoring 5,757
 * companies" counts the companies the run scores (the engine's universe), once it knows them.
 */
export function activityName(activity: Activity): string {
  const companies = activity.companies ?? null;
  const count = { count: companies ?? 0, companies: formatInteger(companies) };
  const name = (() => {
    switch (activity.kind) {
      case 'import':
        return t('shell:dataStatus.activity.import');
      case 'score':
        return companies === null
          ? t('shell:dataStatus.activity.score')
          : t('shell:dataStatus.activity.scoreCount', count);
      case 'rescore':
        return companies === null
          ? t('shell:dataStatus.activity.rescore')
          : t('shell:dataStatus.activity.rescoreCount', count);
      case 'baseline':
        return t('shell:dataStatus.activity.baseline');
      case 'backtest':
        return t('shell:dataStatus.activity.backtest');
    }
  })();
  return activity.queued ? t('shell:dataStatus.activity.queued', { activity: name }) : name;
}

/** The running job as a person reads it: "Scoring 5,757 companies… 62% · about 1 min left". */
export function describeActivity(activity: Activity): string {
  const percent =
    activity.percent === null || activity.queued
      ? ''
      : ` ${formatPercent(activity.percent / 100, { digits: 0 })}`;
  const eta =
    activity.etaSeconds === null
      ? ''
      : ` · ${
          activity.etaSeconds < 60
            ? t('shell:dataStatus.secondsLeft', { seconds: Math.max(activity.etaSeconds, 1) })
            : t('shell:dataStatus.minutesLeft', { minutes: Math.round(activity.etaSeconds / 60) })
        }`;
  const scoring = (activity.kind === 'score' || activity.kind === 'rescore') && !activity.queued;
  return `${activityName(activity)}${scoring ? '…' : ''}${percent}${eta}`;
}

export const IMPORT_COMMAND = 'npm run data:import -- --dir data/market-snapshot';
export const SCORE_COMMAND = 'npm run score';

export type DataState =
  /** An import or score run is going on: its progress. */
  | { kind: 'working'; text: string; percent: number | null }
  /** No market data and nothing loading it. */
  | { kind: 'empty' }
  /** Data loaded, never scored, nothing scoring it. */
  | { kind: 'unscored' }
  /** Scored data whose prices are more than 5 trading days old. */
  | { kind: 'stale'; asOf: string; live: boolean }
  | { kind: 'ready'; asOf: string | null };

/** What the pages should say about the data; null while the status is unknown. */
export function dataState(health: HealthData | undefined): DataState | null {
  if (!health) return null;
  const { data } = health;
  // The first import and the first scores hold the pages back. A rescore, a backtest or a
  // baseline run goes on behind scores already served: not a "working" state.
  if (data.activity && (data.activity.kind === 'import' || data.activity.kind === 'score')) {
    return {
      kind: 'working',
      text: describeActivity(data.activity),
      percent: data.activity.percent,
    };
  }
  if (!data.loaded) return { kind: 'empty' };
  if (data.scoredAsOf === null) return { kind: 'unscored' };
  if (data.stale) {
    return {
      kind: 'stale',
      asOf: data.scoredAsOf,
      live: data.liveSources.filings || data.liveSources.prices,
    };
  }
  return { kind: 'ready', asOf: data.scoredAsOf };
}

/** One sentence for an empty list or search while the data is not there yet; null when it is. */
export function waitingText(state: DataState | null): string | null {
  if (!state) return null;
  switch (state.kind) {
    case 'working':
      return t('shell:dataStatus.waitingWorking', { activity: state.text });
    case 'empty':
      return t('shell:dataStatus.empty');
    case 'unscored':
      return t('shell:dataStatus.unscored');
    default:
      return null;
  }
}

/** "Prices as of Jul 2, 2026" for page headings, or null before the first score run. */
export function asOfText(state: DataState | null): string | null {
  if (!state || (state.kind !== 'ready' && state.kind !== 'stale') || !state.asOf) return null;
  return t('shell:dataStatus.asOf', { date: formatDate(state.asOf) });
}
