import type { ChangeReason, ScoreChange } from '@evident/engine/changes/score-changes';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import type { MetricId } from '@evident/engine/metrics/metric-id';
import type {
  MultipleShortfall,
  ValuationMethodName,
  ValuationReason,
} from '@evident/engine/valuation/valuation-reason';
import { figuresIn } from './figures';
import type { Language } from './language';
import { t, type MessageId } from './translate';

/**
 * The engine's reasons as sentences (ADR 055): a fair value's or a method's reason code, and the
 * cause of a metric's move in "what changed", written in the reader's language from the message
 * catalogues and the reason's own figures.
 */

const MULTIPLE_NAMES = { pe: 'P/E', ps: 'P/S', pfcf: 'P/FCF', pb: 'P/B' } as const;

const METHOD_IDS: Record<ValuationMethodName, MessageId> = {
  ownHistory: 'valuation.method.ownHistory',
  cashFlow: 'valuation.method.cashFlow',
  excessReturn: 'valuation.method.excessReturn',
};

/** A valuation method's name ("discounted cash flow"). */
export const methodName = (method: ValuationMethodName, language: Language) =>
  t(language, METHOD_IDS[method]);

function shortfallText(s: MultipleShortfall, language: Language): string {
  const multiple = MULTIPLE_NAMES[s.multiple];
  return s.code === 'notPositive'
    ? t(language, 'valuation.multipleNotPositive', { multiple })
    : t(language, 'valuation.multipleShortHistory', { multiple, count: s.years });
}

/** Why a fair value, or one of its methods, has no figure. */
export function valuationReasonText(reason: ValuationReason, language: Language): string {
  const f = figuresIn(language);
  switch (reason.code) {
    case 'fewCashFlowYears':
      return t(language, 'valuation.fewCashFlowYears', { count: reason.years });
    case 'roeBelowGrowth':
      return t(language, 'valuation.roeBelowGrowth', {
        roe: f.percent(reason.roe),
        growth: f.percent(reason.growth),
      });
    case 'shareBasis':
      return t(language, 'valuation.shareBasis', {
        filed: f.shares(reason.filed),
        today: f.shares(reason.today),
      });
    case 'fewMultiples':
      return t(language, 'valuation.fewMultiples', {
        shortfalls:
          reason.shortfalls.map((s) => shortfallText(s, language)).join('; ') ||
          t(language, 'valuation.noneLeftOut'),
      });
    case 'methodsDisagree':
      return t(language, 'valuation.methodsDisagree', {
        factor: reason.factor,
        figures: reason.methods
          .map((m) =>
            t(language, 'valuation.methodFigure', {
              method: methodName(m.method, language),
              value: f.price(m.value),
            }),
          )
          .join(', '),
      });
    case 'noMethod':
      return reason.methods
        .map((m) =>
          t(language, 'valuation.methodReason', {
            method: methodName(m.method, language),
            reason: valuationReasonText(m.reason, language),
          }),
        )
        .join('; ');
    default:
      return t(language, `valuation.${reason.code}`);
  }
}

/**
 * A stored reason in the language: a code, or (runs before codes, ADR 055) the engine's English
 * sentence as it was stored, shown as it is.
 */
export const storedReasonText = (reason: ValuationReason | string, language: Language) =>
  typeof reason === 'string' ? reason : valuationReasonText(reason, language);

/** What a "what changed" reason needs: its metric, figures and cause (stored or served). */
export type ChangeReasonFigures = Pick<
  ChangeReason,
  'before' | 'after' | 'percentileBefore' | 'percentileAfter' | 'cause'
> & { metric: string };
/** What the change as a whole adds to it: the newest filing and the price move. */
export type ChangeContext = Pick<ScoreChange, 'filing' | 'price'>;

const CAUSE_IDS = {
  'now-available': 'change.nowAvailable',
  'no-longer-available': 'change.noLongerAvailable',
  price: 'change.price',
  filing: 'change.filing',
  'filing-and-price': 'change.filingAndPrice',
  other: 'change.other',
} as const satisfies Record<Exclude<ChangeReason['cause'], 'peers'>, MessageId>;

/** A reason of "what changed": what moved, from what to what, and why. */
export function changeReasonText(
  r: ChangeReasonFigures,
  change: ChangeContext,
  language: Language,
): string {
  const id = r.metric as MetricId;
  const f = figuresIn(language);
  const notAvailable = t(language, 'figures.notAvailable');
  // Written as the page writes figures; with more digits when that would read "from 93% to 93%".
  const rounded = (x: number | null) => (x === null ? notAvailable : f.metric(id, x));
  const precise =
    r.before !== null &&
    r.after !== null &&
    Math.abs(r.before - r.after) > 1e-9 * Math.max(1, Math.abs(r.before)) &&
    rounded(r.before) === rounded(r.after);
  const v = (x: number | null) =>
    x === null ? notAvailable : precise ? f.precise(id, x) : rounded(x);
  const name = localizedMetric(id, language).name;
  if (r.cause === 'peers') {
    return r.percentileBefore !== null && r.percentileAfter !== null
      ? t(language, 'change.peersRanked', {
          name,
          after: v(r.after),
          from: f.rank(r.percentileBefore),
          to: f.rank(r.percentileAfter),
        })
      : t(language, 'change.peers', { name, after: v(r.after) });
  }
  const price = change.price;
  const move =
    price && price.before !== null
      ? t(language, 'change.priceMovedFromTo', {
          from: f.price(price.before),
          to: f.price(price.after),
        })
      : t(language, 'change.priceMoved');
  const filed = change.filing
    ? t(language, 'change.filingOf', { date: f.date(change.filing.after) })
    : t(language, 'change.newFiling');
  return t(language, CAUSE_IDS[r.cause], {
    name,
    before: v(r.before),
    after: v(r.after),
    move,
    filed,
  });
}
