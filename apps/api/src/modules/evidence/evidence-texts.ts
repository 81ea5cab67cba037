import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import { dateIn, LOCALE, type OtherLanguage } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { CATALOGUES, t, type MessageId, type MessageVariables } from '../../i18n/translate';

/*
 * The evidence answer's texts in Spanish and Ukrainian (issue 23), at presentation time: the
 * portfolios' labels, the universe and benchmark, and the caveats. The stored backtest keeps its
 * English (the job writes it); a text written here is recognised by its English wording, the en
 * catalogue's `evidence.*` entry (ADR 055), and written from the reader's language's entry with
 * its figures as the language writes them. A text not recognised (an older backtest's) stays in
 * English. English is the stored answer as it is.
 */

const count = (text: string, language: OtherLanguage) =>
  new Intl.NumberFormat(LOCALE[language]).format(Number(text));

/** An English percentage of the job ("12.3%", "-4.0%") or "not available", in the language. */
function percent(text: string | undefined, language: OtherLanguage): string {
  if (text === undefined || text === t('en', 'figures.notAvailable')) {
    return t(language, 'figures.notAvailable');
  }
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(text.slice(0, -1)) / 100);
}

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

const INTEGER = '\\d+';
const PCT = `-?\\d+(?:\\.\\d+)?%|${t('en', 'figures.notAvailable')}`;

/**
 * A caveat the job writes (backtest-job.ts), each wording of it an entry: the pattern of each of
 * its figures in the stored English, and its variables in the reader's language from them.
 */
interface Caveat {
  id: MessageId;
  figures?: Readonly<Record<string, string>>;
  variables?: (
    figures: Readonly<Record<string, string>>,
    language: OtherLanguage,
  ) => MessageVariables;
}

const CAVEATS: readonly Caveat[] = [
  { id: 'evidence.caveat.survivorship' },
  {
    id: 'evidence.caveat.survivorshipMissing',
    figures: { year: INTEGER, missing: INTEGER, members: INTEGER },
    variables: (f, language) => ({
      year: f.year!,
      missing: count(f.missing!, language),
      members: count(f.members!, language),
    }),
  },
  {
    id: 'evidence.caveat.delistings',
    figures: { missing: INTEGER, total: INTEGER },
    variables: (f, language) => ({
      missing: count(f.missing!, language),
      total: count(f.total!, language),
    }),
  },
  {
    id: 'evidence.caveat.delistingsSensitivity',
    figures: { missing: INTEGER, total: INTEGER, lost50: PCT, lost100: PCT, measured: PCT },
    variables: (f, language) => ({
      missing: count(f.missing!, language),
      total: count(f.total!, language),
      lost50: percent(f.lost50, language),
      lost100: percent(f.lost100, language),
      measured: percent(f.measured, language),
    }),
  },
  { id: 'evidence.caveat.earlyFundamentals' },
  { id: 'evidence.caveat.investable' },
  {
    id: 'evidence.caveat.investableFrom',
    figures: { date: '[A-Z][a-z]{2} \\d{1,2}, \\d{4}' },
    variables: (f, language) => ({ date: dateIn(isoOf(f.date!), language) }),
  },
  {
    id: 'evidence.caveat.costs',
    figures: { points: '\\d+(?:\\.\\d+)?' },
    variables: (f, language) => {
      const n = Number(f.points);
      const points = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(
        n,
      );
      return { points, count: n };
    },
  },
  { id: 'evidence.caveat.weights' },
  { id: 'evidence.caveat.pastPerformance' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as `dateText` writes it ("Oct 31, 2021") back to ISO. */
function isoOf(text: string): string {
  const [, month, day, year] = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text)!;
  const m = MONTHS.indexOf(month!) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** The stored English of a caveat as a pattern: its words as they are, each figure a group. */
function patternOf({ id, figures = {} }: Caveat): RegExp {
  const english = CATALOGUES.en[id] ?? CATALOGUES.en[`${id}_other`];
  if (english === undefined) throw new Error(`No English text for "${id}"`);
  const parts = english.split(/\{\{\s*(\w+)\s*\}\}/);
  const source = parts.map((part, i) => {
    if (i % 2 === 0) return part.replace(REGEXP_SPECIAL, '\\$&');
    if (!Object.hasOwn(figures, part)) throw new Error(`No pattern for {{${part}}} of "${id}"`);
    return `(?<${part}>${figures[part]})`;
  });
  return new RegExp(`^${source.join('')}$`);
}

const CAVEAT_PATTERNS = CAVEATS.map((caveat) => ({ caveat, pattern: patternOf(caveat) }));

/** A caveat in the language; as it is when its wording is not one the job writes today. */
export function caveatIn(caveat: string, language: OtherLanguage): string {
  for (const { caveat: c, pattern } of CAVEAT_PATTERNS) {
    const m = pattern.exec(caveat);
    if (m) return t(language, c.id, c.variables?.({ ...m.groups }, language));
  }
  return caveat;
}

// ---- The answer -------------------------------------------------------------------------------

/** The evidence answer with its texts in `language` (English: as stored). */
export function evidenceIn(evidence: Evidence, language: Language): Evidence {
  if (language === 'en') return evidence;
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
    caveats: evidence.caveats.map((c) => caveatIn(c, language)),
  };
}
