import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import type { BacktestCaveat } from '../../db/schema';
import type { StoredEvidence } from './evidence.repository';
import { dateText } from '../../http/dates';
import { dateIn, numberFormat, percentIn, type OtherLanguage } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { t, type MessageId } from '../../i18n/translate';

/*
 * The evidence answer's texts (issue 23, issue 54), at presentation time. The caveats are stored as
 * codes with their figures and written here in the reader's language from the `evidence.*`
 * catalogue entries (ADR 055); a backtest stored before the codes keeps its English sentences. The
 * portfolios' labels, the universe and the benchmark are stored in English (the job's labels) and
 * written in Spanish and Ukrainian from their ids.
 */

// ---- Portfolios ---------------------------------------------------------------------------------

/** The score buckets' ranges (backtest.ts SCORE_BUCKETS), as "Score {{bucket}}" reads them. */
const BUCKETS: Record<string, MessageId> = {
  '90+': 'evidence.bucket.90plus',
  '70-89': 'evidence.bucket.70to89',
  '50-69': 'evidence.bucket.50to69',
  '20-49': 'evidence.bucket.20to49',
  '<20': 'evidence.bucket.below20',
};

/**
 * A portfolio's label in the language, from its id: "Score 90 or more", "Decile 10 (best)".
 *
 * The walk-forward buckets keep their English prefix "Walk-forward Score " before the translated
 * range: the web's comparison table (apps/web research.tsx) strips that prefix and writes the
 * range into its own translated "Score {{bucket}}".
 */
function groupLabel(
  group: Pick<GroupResult, 'id' | 'label'>,
  kind: 'fixed' | 'walkForward',
  language: OtherLanguage,
): string {
  const bucketId = Object.hasOwn(BUCKETS, group.id) ? BUCKETS[group.id] : undefined;
  if (bucketId !== undefined) {
    const bucket = t(language, bucketId);
    return kind === 'fixed'
      ? t(language, 'evidence.scoreBucket', { bucket })
      : `Walk-forward Score ${bucket}`;
  }
  const decile = /^D(\d+)$/.exec(group.id)?.[1];
  if (decile !== undefined) {
    const n = Number(decile);
    const label = t(
      language,
      n === 10 ? 'evidence.decileBest' : n === 1 ? 'evidence.decileWorst' : 'evidence.decile',
      { n },
    );
    return kind === 'fixed' ? label : t(language, 'evidence.walkForwardDecile', { decile: label });
  }
  return group.label;
}

function groupsIn<G extends Pick<GroupResult, 'id' | 'label'>>(
  groups: readonly G[],
  kind: 'fixed' | 'walkForward',
  language: OtherLanguage,
): G[] {
  return groups.map((g) => ({ ...g, label: groupLabel(g, kind, language) }));
}

// ---- Parameters -------------------------------------------------------------------------------

/** The parameters the job writes, by their English. */
const PARAMS = new Map<string, MessageId>(
  (['evidence.param.spy', 'evidence.param.sp500Members'] as const).map((id) => [t('en', id), id]),
);

const paramIn = (text: string, language: OtherLanguage) => {
  const id = PARAMS.get(text);
  return id === undefined ? text : t(language, id);
};

// ---- Caveats ----------------------------------------------------------------------------------

/**
 * The figures of a caveat as each language writes them. English keeps the wording the job wrote
 * before its caveats became codes (counts without separators, "12.3%", "Dec 31, 2025"), so the
 * English answer is unchanged.
 */
const FIGURES = {
  count: (n: number, language: Language) =>
    language === 'en' ? String(n) : numberFormat(language).format(n),
  percent: (x: number | null, language: Language) => {
    if (x === null) return t(language, 'figures.notAvailable');
    return language === 'en' ? `${(x * 100).toFixed(1)}%` : percentIn(x, language);
  },
  date: (iso: string, language: Language) =>
    language === 'en' ? dateText(iso) : dateIn(iso, language),
  points: (n: number, language: Language) =>
    language === 'en' ? String(n) : numberFormat(language, { maximumFractionDigits: 2 }).format(n),
};

/** A stored caveat (its code and figures) in the language. */
export function caveatIn(caveat: BacktestCaveat, language: Language): string {
  const { count, percent, date, points } = FIGURES;
  switch (caveat.code) {
    case 'survivorship': {
      const first = caveat.firstYear;
      return first === undefined
        ? t(language, 'evidence.caveat.survivorship')
        : t(language, 'evidence.caveat.survivorshipMissing', {
            year: String(first.year),
            missing: count(first.withoutPrice, language),
            members: count(first.members, language),
          });
    }
    case 'delistings': {
      const figures = {
        missing: count(caveat.missing, language),
        total: count(caveat.total, language),
      };
      const top = caveat.topBucket;
      return top === undefined
        ? t(language, 'evidence.caveat.delistings', figures)
        : t(language, 'evidence.caveat.delistingsSensitivity', {
            ...figures,
            lost50: percent(top.lost50, language),
            lost100: percent(top.lost100, language),
            measured: percent(top.measured, language),
          });
    }
    case 'investable':
      return caveat.liquidityFloorFrom === null
        ? t(language, 'evidence.caveat.investable')
        : t(language, 'evidence.caveat.investableFrom', {
            date: date(caveat.liquidityFloorFrom, language),
          });
    case 'costs':
      return t(language, 'evidence.caveat.costs', {
        points: points(caveat.basisPoints, language),
        count: caveat.basisPoints,
      });
    case 'earlyFundamentals':
      return t(language, 'evidence.caveat.earlyFundamentals');
    case 'weights':
      return t(language, 'evidence.caveat.weights');
    case 'pastPerformance':
      return t(language, 'evidence.caveat.pastPerformance');
  }
}

// ---- The answer -------------------------------------------------------------------------------

/**
 * The evidence answer with its texts in `language`: the caveats written from their codes (a
 * backtest stored before them keeps its English sentences), the labels and parameters as stored
 * in English, in another language from its entries.
 */
export function evidenceIn(stored: StoredEvidence, language: Language): Evidence {
  const { caveatCodes, caveats, ...evidence } = stored;
  const written =
    caveatCodes === undefined
      ? (caveats ?? [])
      : caveatCodes.map((caveat) => caveatIn(caveat, language));
  if (language === 'en') return { ...evidence, caveats: written };
  const wf = evidence.walkForward;
  return {
    ...evidence,
    params: {
      ...evidence.params,
      benchmark: paramIn(evidence.params.benchmark, language),
      universe: paramIn(evidence.params.universe, language),
    },
    buckets: groupsIn(evidence.buckets, 'fixed', language),
    deciles: groupsIn(evidence.deciles, 'fixed', language),
    benchmark: { ...evidence.benchmark, label: t(language, 'evidence.benchmark') },
    ...(wf
      ? {
          walkForward: {
            ...wf,
            buckets: groupsIn(wf.buckets, 'walkForward', language),
            deciles: groupsIn(wf.deciles, 'walkForward', language),
            fixedSameDates: {
              buckets: groupsIn(wf.fixedSameDates.buckets, 'fixed', language),
              deciles: groupsIn(wf.fixedSameDates.deciles, 'fixed', language),
            },
          },
        }
      : {}),
    caveats: written,
  };
}
