import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail } from '@evident/contracts/stocks';
import type { ReactNode } from 'react';
import { InfoButton, type InfoContent } from '@/components/info-modal';
import { formatMetric } from '@/lib/format';
import type { FACTOR_SECTIONS } from '../sections';
import { percentileWords } from '../sections';
import { SeriesChart } from './series-chart';
import styles from './stock-page.module.css';

type Section = (typeof FACTOR_SECTIONS)[number];
type MetricDef = Methodology['metrics'][number];

export function metricInfo(def: MetricDef, note?: string): InfoContent {
  return {
    title: def.name,
    paragraphs: [
      def.description,
      `How it is computed: ${def.formula}`,
      ...(note ? [`For this company: ${note}`] : []),
      ...(def.rulesOfThumb ? [`Rule of thumb: ${def.rulesOfThumb.text}`] : []),
      ...def.research.slice(0, 2).map((r) => `${r.citation} — ${r.finding}`),
    ],
  };
}

function MetricRow({
  def,
  metric,
}: {
  def: MetricDef;
  metric: CompanyDetail['metrics'][string] | undefined;
}) {
  const neutral = def.direction === 'neutral';
  const words = (p: number | null | undefined, group: string) =>
    neutral && p !== null && p !== undefined
      ? `higher than ${Math.round(p)}% of ${group}`
      : percentileWords(p ?? null, group);
  // A measure for financial companies only is ranked among them, not against the market.
  const wide = def.financialOnly ? 'financial companies' : 'its market';
  return (
    <tr>
      <th scope="row">
        <span className={styles.metricName}>
          {def.name}
          <InfoButton label={def.name} content={metricInfo(def, metric?.note)} />
        </span>
      </th>
      <td className={styles.value}>{formatMetric(metric?.value ?? null, def.unit)}</td>
      <td>
        {metric?.value === null || metric === undefined ? (
          '—'
        ) : (
          <span className={styles.words}>
            <span>{words(metric.sectorPercentile, 'its sector')}</span>
            <span>{words(metric.universePercentile, wide)}</span>
          </span>
        )}
      </td>
    </tr>
  );
}

/** A factor section: status, the factor's metrics with sector and market standing, charts. */
export function FactorSection({
  section,
  company,
  methodology,
  extra,
}: {
  section: Section;
  company: CompanyDetail;
  methodology: Methodology;
  extra?: ReactNode;
}) {
  const factor = company.factors[section.factor];
  const def = methodology.factors.find((f) => f.id === section.factorId);
  const byId = new Map(methodology.metrics.map((m) => [m.id, m]));
  // Only the metrics that describe this company: a bank has no gross margin, an industrial
  // company no bank Z-score (ADR 029).
  const applies = (m: MetricDef) =>
    company.isFinancial ? m.appliesToFinancials : !m.financialOnly;
  const metrics = (def?.metrics ?? [])
    .map((m) => byId.get(m.id))
    .filter((m) => m !== undefined)
    .filter(applies);
  const leftOut = (def?.metrics.length ?? 0) - metrics.length;
  const charts = section.charts.filter((c) => {
    const m = c.metric === undefined ? undefined : byId.get(c.metric);
    return m === undefined || applies(m);
  });
  return (
    <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <span className={styles.status} data-status={factor.status}>
          {factor.status}
          {factor.percentile === null ? '' : ` · ${Math.round(factor.percentile)}/100`}
        </span>
        {def ? (
          <InfoButton
            label={section.title}
            content={{
              title: section.title,
              paragraphs: [
                section.intro,
                def.inScore
                  ? `${def.name} weighs ${Math.round(def.weight * 100)}% in the Evident Score. The factor is the weighted mean of its metrics’ percentiles among all scored companies.`
                  : `${def.name} is shown beside the Evident Score, not inside it: its documented effect lasts months, not the three years the score looks at.`,
                `Data for ${factor.coverage.present} of ${factor.coverage.applicable} metrics.`,
              ],
            }}
          />
        ) : null}
      </div>
      <p className={styles.muted}>{section.intro}</p>
      {company.isFinancial && leftOut > 0 ? (
        <p className={styles.muted}>
          Measured as a financial company: {leftOut} {leftOut === 1 ? 'metric' : 'metrics'} built
          for industrial balance sheets {leftOut === 1 ? 'is' : 'are'} left out.
        </p>
      ) : null}
      {extra}
      <table className={styles.metrics}>
        <thead>
          <tr>
            <th scope="col">Metric</th>
            <th scope="col">Value</th>
            <th scope="col">Standing</th>
          </tr>
        </thead>
        <tbody>
          {metrics.map((m) => (
            <MetricRow key={m.id} def={m} metric={company.metrics[m.id]} />
          ))}
        </tbody>
      </table>
      {charts.length > 0 ? (
        <div className={styles.charts}>
          {charts.map((c) => (
            <SeriesChart key={c.chart} ticker={company.ticker} chart={c.chart} title={c.title} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
