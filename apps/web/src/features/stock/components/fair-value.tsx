import type { CompanyDetail, FairValueDetail } from '@evident/contracts/stocks';
import { Fragment, type ReactNode } from 'react';
import { InfoButton } from '@/components/info-modal';
import { formatPercent, formatPoints, formatTimes, formatUsd } from '@/lib/format';
import styles from './fair-value.module.css';

type Method = FairValueDetail['methods'][number];
type Available = Exclude<Method, { value: null }>;
type Row = readonly [label: string, value: ReactNode];

const FAIR_VALUE_STATEMENT =
  "Fair value combines two methods of the company's own: the multiples it has traded at over the last 5–10 years, adjusted for growth, and a two-stage discounted cash flow at a 9% discount rate (banks and insurers: excess return on equity). When they differ by more than 2×, none is shown.";

const METHOD_NAMES: Record<Method['method'], string> = {
  ownHistory: 'Own-history multiples',
  cashFlow: 'Discounted cash flow',
  excessReturn: 'Excess return on equity',
};
const MULTIPLE_NAMES = { pe: 'P/E', ps: 'P/S', pfcf: 'P/FCF', pb: 'P/B' } as const;

// ADR 031's fixed parameters the answer does not carry: first-stage years (then as many fading to
// the long-run growth), the first-stage growth bounds, the range's discount rates (central ± 1).
const STAGE_YEARS = 5;
const GROWTH_FLOOR = -0.05;
const GROWTH_CAP = 0.15;
const RATE_STEP = 0.01;

const pct = (x: number | null) => formatPercent(x);
const range = (low: number, high: number) => `${formatUsd(low)} – ${formatUsd(high)}`;
const rateRow = (rate: number): Row => [
  'Discount rate',
  `${pct(rate)} (the range uses ${pct(rate + RATE_STEP)} and ${pct(rate - RATE_STEP)})`,
];

function gapText(diff: number, lastClose: number | null): string {
  const close = lastClose === null ? 'the last close' : `the last close of ${formatUsd(lastClose)}`;
  if (diff === 0) return `Equal to ${close}`;
  return `${formatPoints(Math.abs(diff))} ${diff > 0 ? 'above' : 'below'} ${close}`;
}

function ownHistoryRows(m: Extract<Available, { method: 'ownHistory' }>): Row[] {
  const growth =
    m.growthNow === null || m.growthThen === null
      ? 'growth could not be compared'
      : `growth now ${pct(m.growthNow)} a year vs ${pct(m.growthThen)} over the window`;
  return [
    ...m.estimates.map((e): Row => [
      MULTIPLE_NAMES[e.multiple],
      `${formatTimes(e.current)} today; its median ${formatTimes(e.median)} over ${Number(e.years.toFixed(1))} years (${e.points} quarter ends) implies ${formatUsd(e.estimate)}`,
    ]),
    [
      'Growth adjustment',
      `${m.adjustment === 1 ? 'None' : `×${m.adjustment.toFixed(2)}`}, ${growth}`,
    ],
  ];
}

function cashFlowRows(m: Extract<Available, { method: 'cashFlow' }>): Row[] {
  const sources = [
    m.historyGrowth === null ? null : `revenue growth of ${pct(m.historyGrowth)} a year`,
    m.analystGrowth === null
      ? null
      : `analysts' expected earnings growth of ${pct(m.analystGrowth)}`,
  ].filter((s) => s !== null);
  const raw = ((m.historyGrowth ?? 0) + (m.analystGrowth ?? 0)) / Math.max(1, sources.length);
  const held =
    Math.abs(raw - m.growth) > 1e-9
      ? `, held within ${pct(GROWTH_FLOOR)} and ${pct(GROWTH_CAP)}`
      : '';
  const years = (i: number) =>
    i === 0 ? 'last 12 months' : i === 1 ? 'a year before' : `${i} years before`;
  return [
    ['Revenue per share (last 12 months)', formatUsd(m.revenuePerShare)],
    [
      'Free cash flow margin',
      `${pct(m.normalMargin)}, the median of: ${m.margins.map((x, i) => `${pct(x)} ${years(i)}`).join(', ')}`,
    ],
    ['Starting free cash flow per share', `${formatUsd(m.start)} (revenue per share × margin)`],
    [
      `Growth, years 1–${STAGE_YEARS}`,
      `${pct(m.growth)} a year (${sources.length === 2 ? 'the mean of ' : ''}${sources.join(' and ')}${held})`,
    ],
    [
      'Long-run growth',
      `${pct(m.terminalGrowth)} a year, reached over years ${STAGE_YEARS + 1}–${2 * STAGE_YEARS}`,
    ],
    rateRow(m.discountRate),
    [
      'Net debt per share',
      m.netDebtPerShare === null
        ? formatUsd(null)
        : `${formatUsd(m.netDebtPerShare)}, not subtracted: free cash flow is after interest`,
    ],
  ];
}

function excessReturnRows(m: Extract<Available, { method: 'excessReturn' }>): Row[] {
  return [
    ['Book value per share', formatUsd(m.bookValuePerShare)],
    [
      'Return on equity',
      `${pct(m.roe.now)} now, ${pct(m.roe.yearAgo)} a year ago, ${pct(m.roe.twoYearsAgo)} two years ago`,
    ],
    ['Return on equity used', `${pct(m.roeUsed)}, their mean`],
    ['Long-run growth', `${pct(m.growth)} a year`],
    rateRow(m.discountRate),
  ];
}

const SENTENCES: Record<Method['method'], string> = {
  ownHistory:
    'The prices at which the company would trade at the medians of its own multiples, adjusted for growth; the figure is their median.',
  cashFlow: `Free cash flow per share, grown for ${STAGE_YEARS} years, fading over ${STAGE_YEARS} more to the long-run growth, and discounted to today.`,
  excessReturn: 'Book value per share × (return on equity − growth) ÷ (discount rate − growth).',
};

function MethodCard({ method: m }: { method: Method }) {
  const rows =
    m.value === null
      ? []
      : m.method === 'ownHistory'
        ? ownHistoryRows(m)
        : m.method === 'cashFlow'
          ? cashFlowRows(m)
          : excessReturnRows(m);
  return (
    <li className={styles.method} data-method={m.method}>
      <h4 className={styles.methodName}>{METHOD_NAMES[m.method]}</h4>
      {m.value === null ? (
        <p className={styles.muted}>Not available: {m.reason}.</p>
      ) : (
        <>
          <p className={styles.methodFigure}>
            <span className={styles.methodValue}>{formatUsd(m.value)}</span>{' '}
            <span className={styles.muted}>range {range(m.low, m.high)}</span>
          </p>
          <p className={styles.muted}>{SENTENCES[m.method]}</p>
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
  const detail = company.fairValueDetail;
  // No detail: a score run of an older method is being recomputed; its figure is not shown.
  const value = detail === null ? null : company.fairValue;
  const reason = detail === null ? 'it is being recomputed' : detail.reason;
  const diff = company.percentageDifference;
  return (
    <section className={styles.fairValue} aria-labelledby="fair-value-title">
      <div className={styles.head}>
        <h3 id="fair-value-title" className={styles.title}>
          Fair value
        </h3>
        <InfoButton
          label="the fair value"
          content={{ title: 'Fair value', paragraphs: [FAIR_VALUE_STATEMENT] }}
        />
      </div>
      <dl className={styles.headline}>
        <div>
          <dt>Fair value per share</dt>
          <dd className={styles.figure}>{value === null ? 'Not available' : formatUsd(value)}</dd>
          {value !== null && diff !== null ? (
            <dd className={styles.gap}>{gapText(diff, company.lastClose)}</dd>
          ) : null}
        </div>
        {value !== null && detail?.low != null && detail.high != null ? (
          <div>
            <dt>Range</dt>
            <dd>{range(detail.low, detail.high)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Analyst target price</dt>
          <dd>{formatUsd(company.analystTargetPrice)}</dd>
        </div>
      </dl>
      {value === null && reason ? <p className={styles.reason}>Why: {reason}.</p> : null}
      {detail !== null && detail.methods.length > 0 ? (
        <ul className={styles.methods} aria-label="Methods">
          {detail.methods.map((m) => (
            <MethodCard key={m.method} method={m} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
