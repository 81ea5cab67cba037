import type { CompanyDetail, CompanySummary } from '@evident/contracts/stocks';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import type { MetricContext, MetricId } from '@evident/engine/metrics/metric-id';
import type { StoredAttribute, StoredFairValueDetail } from '../../db/schema';
import { bandWord } from '../../i18n/band-words';
import { figuresIn } from '../../i18n/figures';
import { numberFormat } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { storedReasonText } from '../../i18n/reason-texts';
import { t, type MessageId } from '../../i18n/translate';

/**
 * The company page's sentences (issue 23, ADR 055): the attributes, the buyback note, the FAQ and
 * the fair value's reasons, written from the figures and the engine's codes with the catalogues'
 * texts, in any language. English keeps its older formatting (figures.ts), so its answers read as
 * before. An attribute of a run that kept only its English sentence is shown as stored.
 */

const notAvailable = (language: Language) => t(language, 'figures.notAvailable');
const percentOrNot = (x: number | null, language: Language) =>
  x === null ? notAvailable(language) : figuresIn(language).percent(x);

// ---- Attributes -------------------------------------------------------------------------------

/** A rule of thumb as a sentence's clause: "above 10% is good, below 5% is poor". */
const ruleOf = (id: MetricId, language: Language) =>
  localizedMetric(id, language)
    .rulesOfThumb?.text.replace(/\.$/, '')
    .replace(/^./, (c) => c.toLowerCase()) ?? '';

/** How the metric stands against its sector, or against all companies when it has no verdict. */
function comparison(a: StoredAttribute, language: Language): string | null {
  const sector = a.sectorPercentile ?? null;
  if (sector !== null) {
    const r = Math.round(sector);
    return sector >= 50
      ? t(language, 'attribute.betterThanSector', { percent: r })
      : t(language, 'attribute.worseThanSector', { percent: 100 - r });
  }
  if (a.verdict) return null;
  const u = a.universePercentile ?? 50;
  const r = Math.round(u);
  return u >= 50
    ? t(language, 'attribute.betterThanCompanies', { percent: r })
    : t(language, 'attribute.worseThanCompanies', { percent: 100 - r });
}

/**
 * An attribute's sentence: "Return on invested capital of 32% meets the rule of thumb (…) and is
 * better than 91% of its sector." From its figures; a row of an older run without them keeps its
 * stored English sentence.
 */
export function attributeText(a: StoredAttribute, language: Language): string {
  if (a.value === undefined || a.verdict === undefined) return a.text ?? '';
  const rule = ruleOf(a.metric, language);
  const verdict =
    a.verdict === 'good'
      ? t(language, 'attribute.meetsRule', { rule })
      : a.verdict === 'poor'
        ? t(language, 'attribute.failsRule', { rule })
        : null;
  const compare = comparison(a, language);
  const said =
    verdict !== null && compare !== null
      ? t(language, 'attribute.both', { verdict, compare })
      : (verdict ?? compare ?? '');
  return t(language, 'attribute.sentence', {
    name: localizedMetric(a.metric, language).name,
    value: figuresIn(language).metric(a.metric, a.value),
    said,
  });
}

/** The company answer's attributes, each with its sentence in the language, by kind. */
export function attributesIn(
  stored: readonly StoredAttribute[],
  language: Language,
): CompanyDetail['attributes'] {
  const of = (kind: StoredAttribute['kind']) =>
    stored
      .filter((a) => a.kind === kind)
      .map((a) => ({
        kind: a.kind,
        metric: a.metric,
        factor: a.factor,
        text: attributeText(a, language),
        importance: a.importance,
      }));
  return { positive: of('positive'), neutral: of('neutral'), negative: of('negative') };
}

// ---- Fair value -------------------------------------------------------------------------------

/** A fair value's detail as served: its reasons written in the language. */
export function fairValueDetailIn(
  stored: StoredFairValueDetail,
  language: Language,
): NonNullable<CompanyDetail['fairValueDetail']> {
  return {
    ...stored,
    reason: stored.reason === null ? null : storedReasonText(stored.reason, language),
    methods: stored.methods.map((m) =>
      m.value === null ? { ...m, reason: storedReasonText(m.reason, language) } : m,
    ),
  };
}

// ---- Buyback note -----------------------------------------------------------------------------

const BUYBACK_IDS = {
  'repurchases-net-of-issuance': 'buyback.netOfIssuance',
  repurchases: 'buyback.gross',
  'share-count': 'buyback.shareCount',
} as const satisfies Record<NonNullable<MetricContext['buyback']>['basis'], MessageId>;

/**
 * Where the buyback yield came from (MetricContext.buyback, ADR 029): shown in the tooltips of
 * the buyback and net payout yields. Undefined for snapshots scored before the basis was kept.
 */
export function buybackNote(
  buyback: MetricContext['buyback'] | undefined,
  language: Language,
): string | undefined {
  if (!buyback) return undefined;
  const window = buyback.periodEnd
    ? t(language, 'buyback.window', { date: figuresIn(language).date(buyback.periodEnd) })
    : '';
  return t(language, BUYBACK_IDS[buyback.basis], { window });
}

// ---- FAQ --------------------------------------------------------------------------------------

/** "Is it undervalued?": the figure, its range and methods, or why there is none. */
function fairValueAnswer(
  stored: StoredFairValueDetail | null | undefined,
  figures: { fairValue: number | null; percentageDifference: number | null },
  lastClose: number | null,
  language: Language,
): string {
  if (!stored) return t(language, 'faq.valueRecomputing');
  const { fairValue } = figures;
  if (fairValue === null || lastClose === null || stored.low === null || stored.high === null) {
    const reason = storedReasonText(stored.reason ?? { code: 'noRecentPrice' }, language);
    return t(language, 'faq.valueNone', { reason });
  }
  const diff = figures.percentageDifference ?? 0;
  const gap =
    language === 'en'
      ? Math.abs(diff).toFixed(1)
      : numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          Math.abs(diff),
        );
  const used = stored.methods.flatMap((m) =>
    m.value === null ? [] : [t(language, `faq.method.${m.method}`)],
  );
  const methods =
    used.length === 0
      ? ''
      : used.reduce((first, second) => t(language, 'faq.both', { first, second }));
  const price = figuresIn(language).price;
  return t(language, 'faq.value', {
    fairValue: price(fairValue),
    low: price(stored.low),
    high: price(stored.high),
    gap,
    direction: t(language, diff >= 0 ? 'faq.above' : 'faq.below'),
    lastClose: price(lastClose),
    methods,
  });
}

/** The FAQ of the company page: plain sentences built from the figures, in the language. */
export function companyFaq(
  name: string,
  summary: Pick<CompanySummary, 'evidentScore' | 'category'>,
  fairValue: {
    detail: StoredFairValueDetail | null | undefined;
    fairValue: number | null;
    percentageDifference: number | null;
    lastClose: number | null;
  },
  figures: {
    roe: number | null;
    netMargin: number | null;
    roic: number | null;
    dividendYield: number | null;
  },
  asOf: string | null,
  language: Language,
): CompanyDetail['faq'] {
  const score = summary.evidentScore;
  // English writes the run's date as stored (its answers are unchanged).
  const date =
    language === 'en'
      ? String(asOf)
      : asOf
        ? figuresIn(language).date(asOf)
        : notAvailable(language);
  return [
    {
      question: t(language, 'faq.scoreQuestion', { name }),
      answer:
        score === null
          ? t(language, 'faq.scoreNone', { name })
          : t(language, 'faq.score', {
              score,
              band: String(bandWord(summary.category, language)),
              date,
            }),
    },
    {
      question: t(language, 'faq.valueQuestion', { name }),
      answer: fairValueAnswer(fairValue.detail, fairValue, fairValue.lastClose, language),
    },
    {
      question: t(language, 'faq.profitQuestion', { name }),
      answer: t(language, 'faq.profit', {
        roe: percentOrNot(figures.roe, language),
        netMargin: percentOrNot(figures.netMargin, language),
        roic: percentOrNot(figures.roic, language),
      }),
    },
    {
      question: t(language, 'faq.dividendQuestion', { name }),
      answer:
        figures.dividendYield === null
          ? t(language, 'faq.dividendNone')
          : t(language, 'faq.dividend', {
              yield: figuresIn(language).percent(figures.dividendYield),
            }),
    },
  ];
}
