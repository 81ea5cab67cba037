import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail } from '@evident/contracts/stocks';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoButton, type InfoContent } from '@/components/info-modal';
import { formatMetric, formatPercent } from '@/lib/format';
import type { FACTOR_SECTIONS } from '../sections';
import { percentileWords } from '../sections';
import { SeriesChart } from './series-chart';
import styles from './stock-page.module.css';
import { statusWord } from '@/lib/score-words';
import '@/i18n/en/stock';

type Section = (typeof FACTOR_SECTIONS)[number];
type MetricDef = Methodology['metrics'][number];

export function metricInfo(t: TFunction<'stock'>, def: MetricDef, note?: string): InfoContent {
  return {
    title: def.name,
    paragraphs: [
      def.description,
      t('factor.howComputed', { formula: def.formula }),
      ...(note ? [t('factor.forThisCompany', { note })] : []),
      ...(def.rulesOfThumb ? [t('factor.ruleOfThumb', { rule: def.rulesOfThumb.text })] : []),
      ...def.research.slice(0, 2).map((r) => `${r.citation} — ${r.finding}`),
    ],
    // Issue 23: each tooltip's "Learn more" goes to the metric's entry in the glossary.
    learnMore: { href: `/glossary#${def.id}` },
  };
}

function MetricRow({
  def,
  metric,
}: {
  def: MetricDef;
  metric: CompanyDetail['metrics'][string] | undefined;
}) {
  const { t } = useTranslation('stock');
  const neutral = def.direction === 'neutral';
  // A measure for financial companies only is ranked among them, not against the market.
  const wide = def.financialOnly ? 'financials' : 'market';
  return (
    <tr>
      <th scope="row">
        <span className={styles.metricName}>
          {def.name}
          <InfoButton label={def.name} content={metricInfo(t, def, metric?.note)} />
        </span>
      </th>
      <td className={styles.value}>{formatMetric(metric?.value ?? null, def.unit)}</td>
      <td>
        {metric?.value === null || metric === undefined ? (
          '—'
        ) : (
          <span className={styles.words}>
            <span>{percentileWords(metric.sectorPercentile, 'sector', neutral)}</span>
            <span>{percentileWords(metric.universePercentile, wide, neutral)}</span>
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
  const { t } = useTranslation('stock');
  const title = t(`sections.${section.factorId}.title`);
  const intro = t(`sections.${section.factorId}.intro`);
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
          {title}
        </h2>
        <span className={styles.status} data-status={factor.status}>
          {statusWord(factor.status)}
          {factor.percentile === null ? '' : ` · ${Math.round(factor.percentile)}/100`}
        </span>
        {def ? (
          <InfoButton
            label={title}
            content={{
              title,
              paragraphs: [
                intro,
                def.inScore
                  ? t('factor.inScore', {
                      name: def.name,
                      weight: formatPercent(def.weight, { digits: 0 }),
                    })
                  : t('factor.besideScore', { name: def.name }),
                t('factor.coverage', {
                  present: factor.coverage.present,
                  count: factor.coverage.applicable,
                }),
              ],
            }}
          />
        ) : null}
      </div>
      <p className={styles.muted}>{intro}</p>
      {company.isFinancial && leftOut > 0 ? (
        <p className={styles.muted}>{t('factor.financialLeftOut', { count: leftOut })}</p>
      ) : null}
      {extra}
      <table className={styles.metrics}>
        <thead>
          <tr>
            <th scope="col">{t('factor.metric')}</th>
            <th scope="col">{t('factor.value')}</th>
            <th scope="col">{t('factor.standing')}</th>
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
            <SeriesChart
              key={c.chart}
              ticker={company.ticker}
              chart={c.chart}
              title={t(`chartTitles.${c.chart}`)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
