import type { CompanyDetail, FairValueDetail } from '@evident/contracts/stocks';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoButton } from '@/components/info-modal';
import { formatNumber, formatPercent, formatPoints, formatTimes, formatUsd } from '@/lib/format';
import styles from './fair-value.module.css';
import '@/i18n/en/stock';

type Method = FairValueDetail['methods'][number];
type Available = Exclude<Method, { value: null }>;
type Row = readonly [label: string, value: ReactNode];
type T = TFunction<'stock'>;

const MULTIPLE_NAMES = { pe: 'P/E', ps: 'P/S', pfcf: 'P/FCF', pb: 'P/B' } as const;

// ADR 031's fixed parameters the answer does not carry: first-stage years (then as many fading to
// the long-run growth), the first-stage growth bounds, the range's discount rates (central ± 1).
const STAGE_YEARS = 5;
const GROWTH_FLOOR = -0.05;
const GROWTH_CAP = 0.15;
const RATE_STEP = 0.01;

const pct = (x: number | null) => formatPercent(x);
const range = (low: number, high: number) => `${formatUsd(low)} – ${formatUsd(high)}`;
const rateRow = (t: T, rate: number): Row => [
  t('fairValue.method.discountRate'),
  t('fairValue.method.discountRateValue', {
    rate: pct(rate),
    higher: pct(rate + RATE_STEP),
    lower: pct(rate - RATE_STEP),
  }),
];

function gapText(t: T, diff: number, lastClose: number | null): string {
  const gap = formatPoints(Math.abs(diff));
  const side = diff === 0 ? 'equal' : diff > 0 ? 'above' : 'below';
  return lastClose === null
    ? t(`fairValue.gap.${side}NoClose`, { gap })
    : t(`fairValue.gap.${side}`, { gap, close: formatUsd(lastClose) });
}

/** A number of years with at most one decimal: 10 → "10", 7.25 → "7.3". */
function yearsText(t: T, years: number): string {
  const rounded = Math.round(years * 10) / 10;
  return t('fairValue.ownHistory.years', {
    count: rounded,
    years: formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1),
  });
}

function ownHistoryRows(t: T, m: Extract<Available, { method: 'ownHistory' }>): Row[] {
  const growth =
    m.growthNow === null || m.growthThen === null
      ? t('fairValue.ownHistory.growthNotCompared')
      : t('fairValue.ownHistory.growth', { now: pct(m.growthNow), then: pct(m.growthThen) });
  return [
    ...m.estimates.map((e): Row => [
      MULTIPLE_NAMES[e.multiple],
      t('fairValue.ownHistory.estimate', {
        current: formatTimes(e.current),
        median: formatTimes(e.median),
        period: yearsText(t, e.years),
        quarters: t('fairValue.ownHistory.quarterEnds', { count: e.points }),
        estimate: formatUsd(e.estimate),
      }),
    ]),
    [
      t('fairValue.ownHistory.adjustment'),
      `${m.adjustment === 1 ? t('fairValue.ownHistory.noAdjustment') : `×${formatNumber(m.adjustment, 2)}`}, ${growth}`,
    ],
  ];
}

function cashFlowRows(t: T, m: Extract<Available, { method: 'cashFlow' }>): Row[] {
  const sources = [
    m.historyGrowth === null
      ? null
      : t('fairValue.cashFlow.revenueGrowth', { growth: pct(m.historyGrowth) }),
    m.analystGrowth === null
      ? null
      : t('fairValue.cashFlow.analystGrowth', { growth: pct(m.analystGrowth) }),
  ].filter((s) => s !== null);
  const raw = ((m.historyGrowth ?? 0) + (m.analystGrowth ?? 0)) / Math.max(1, sources.length);
  const basis =
    sources.length === 2
      ? t('fairValue.cashFlow.mean', { first: sources[0], second: sources[1] })
      : (sources[0] ?? '');
  const margin = (x: number | null, i: number) =>
    i === 0
      ? t('fairValue.cashFlow.marginLastYear', { margin: pct(x) })
      : i === 1
        ? t('fairValue.cashFlow.marginYearBefore', { margin: pct(x) })
        : t('fairValue.cashFlow.marginYearsBefore', { margin: pct(x), count: i });
  return [
    [t('fairValue.cashFlow.revenuePerShare'), formatUsd(m.revenuePerShare)],
    [
      t('fairValue.cashFlow.margin'),
      t('fairValue.cashFlow.marginValue', {
        margin: pct(m.normalMargin),
        margins: m.margins.map(margin).join(', '),
      }),
    ],
    [
      t('fairValue.cashFlow.start'),
      t('fairValue.cashFlow.startValue', { start: formatUsd(m.start) }),
    ],
    [
      t('fairValue.cashFlow.growth', { last: STAGE_YEARS }),
      t('fairValue.cashFlow.growthValue', {
        growth: pct(m.growth),
        basis:
          Math.abs(raw - m.growth) > 1e-9
            ? t('fairValue.cashFlow.held', {
                basis,
                floor: pct(GROWTH_FLOOR),
                cap: pct(GROWTH_CAP),
              })
            : basis,
      }),
    ],
    [
      t('fairValue.method.longRunGrowth'),
      t('fairValue.cashFlow.longRunGrowthValue', {
        growth: pct(m.terminalGrowth),
        from: STAGE_YEARS + 1,
        to: 2 * STAGE_YEARS,
      }),
    ],
    rateRow(t, m.discountRate),
    [
      t('fairValue.cashFlow.netDebt'),
      m.netDebtPerShare === null
        ? formatUsd(null)
        : t('fairValue.cashFlow.netDebtValue', { netDebt: formatUsd(m.netDebtPerShare) }),
    ],
  ];
}

function excessReturnRows(t: T, m: Extract<Available, { method: 'excessReturn' }>): Row[] {
  return [
    [t('fairValue.excessReturn.bookValue'), formatUsd(m.bookValuePerShare)],
    [
      t('fairValue.excessReturn.roe'),
      t('fairValue.excessReturn.roeValue', {
        now: pct(m.roe.now),
        yearAgo: pct(m.roe.yearAgo),
        twoYearsAgo: pct(m.roe.twoYearsAgo),
      }),
    ],
    [
      t('fairValue.excessReturn.roeUsed'),
      t('fairValue.excessReturn.roeUsedValue', { roe: pct(m.roeUsed) }),
    ],
    [
      t('fairValue.method.longRunGrowth'),
      t('fairValue.excessReturn.growthValue', { growth: pct(m.growth) }),
    ],
    rateRow(t, m.discountRate),
  ];
}

/** What each method computes, in one sentence. */
const sentence = (t: T, method: Method['method']) =>
  method === 'cashFlow'
    ? t('fairValue.cashFlow.sentence', { count: STAGE_YEARS })
    : t(`fairValue.${method}.sentence`);

function MethodCard({ method: m }: { method: Method }) {
  const { t } = useTranslation('stock');
  const rows =
    m.value === null
      ? []
      : m.method === 'ownHistory'
        ? ownHistoryRows(t, m)
        : m.method === 'cashFlow'
          ? cashFlowRows(t, m)
          : excessReturnRows(t, m);
  return (
    <li className={styles.method} data-method={m.method}>
      <h4 className={styles.methodName}>{t(`fairValue.${m.method}.name`)}</h4>
      {m.value === null ? (
        <p className={styles.muted}>{t('fairValue.method.notAvailable', { reason: m.reason })}</p>
      ) : (
        <>
          <p className={styles.methodFigure}>
            <span className={styles.methodValue}>{formatUsd(m.value)}</span>{' '}
            <span className={styles.muted}>
              {t('fairValue.method.range', { range: range(m.low, m.high) })}
            </span>
          </p>
          <p className={styles.muted}>{sentence(t, m.method)}</p>
          <dl className={styles.inputs}>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </li>
  );
}

/**
 * The fair value (ADR 031) in the valuation section: the figure, its gap to the last close and its
 * range — or why none is shown — then each method's figure and inputs, and the analyst target.
 */
export function FairValue({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  const detail = company.fairValueDetail;
  // No detail: a score run of an older method is being recomputed; its figure is not shown.
  const value = detail === null ? null : company.fairValue;
  const reason = detail === null ? t('fairValue.recomputing') : detail.reason;
  const diff = company.percentageDifference;
  return (
    <section className={styles.fairValue} aria-labelledby="fair-value-title">
      <div className={styles.head}>
        <h3 id="fair-value-title" className={styles.title}>
          {t('fairValue.title')}
        </h3>
        <InfoButton
          label={t('fairValue.infoLabel')}
          content={{ title: t('fairValue.title'), paragraphs: [t('fairValue.statement')] }}
        />
      </div>
      <dl className={styles.headline}>
        <div>
          <dt>{t('fairValue.perShare')}</dt>
          <dd className={styles.figure}>
            {value === null ? t('fairValue.notAvailable') : formatUsd(value)}
          </dd>
          {value !== null && diff !== null ? (
            <dd className={styles.gap}>{gapText(t, diff, company.lastClose)}</dd>
          ) : null}
        </div>
        {value !== null && detail?.low != null && detail.high != null ? (
          <div>
            <dt>{t('fairValue.range')}</dt>
            <dd>{range(detail.low, detail.high)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('fairValue.analystTarget')}</dt>
          <dd>{formatUsd(company.analystTargetPrice)}</dd>
        </div>
      </dl>
      {value === null && reason ? (
        <p className={styles.reason}>{t('fairValue.why', { reason })}</p>
      ) : null}
      {detail !== null && detail.methods.length > 0 ? (
        <ul className={styles.methods} aria-label={t('fairValue.methods')}>
          {detail.methods.map((m) => (
            <MethodCard key={m.method} method={m} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
