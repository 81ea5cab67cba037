import type { MetricDefinition } from '@evident/contracts/methodology';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import styles from './glossary-page.module.css';
import '@/i18n/en/info';

/** The catalogue's categories in the order the page shows them, with their message keys. */
const CATEGORIES = {
  valuation: 'valuation',
  growth: 'growth',
  profitability: 'profitability',
  health: 'health',
  payout: 'payout',
  'earnings-quality': 'earningsQuality',
  momentum: 'momentum',
  size: 'size',
} as const;
const CATEGORY_ORDER: readonly string[] = Object.keys(CATEGORIES);
const isKnownCategory = (category: string): category is keyof typeof CATEGORIES =>
  Object.hasOwn(CATEGORIES, category);

/** Lower case without accents: "Valoración" is found by "valoracion". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The metrics whose name, id or description holds `query`, grouped by category in page order. */
function groupsOf(metrics: readonly MetricDefinition[], query: string) {
  const wanted = folded(query.trim());
  const groups = new Map<string, MetricDefinition[]>();
  for (const metric of metrics) {
    const text = folded(`${metric.name} ${metric.id} ${metric.description}`);
    if (!text.includes(wanted)) continue;
    const group = groups.get(metric.category) ?? [];
    group.push(metric);
    groups.set(metric.category, group);
  }
  // A category the page does not know (a new one from the server) comes last.
  const rank = (category: string) => {
    const at = CATEGORY_ORDER.indexOf(category);
    return at === -1 ? CATEGORY_ORDER.length : at;
  };
  return [...groups].sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * `/glossary#pe` scrolls to that metric once the catalogue has rendered: it arrives after the
 * page, so the browser's own scroll to the anchor finds nothing.
 */
function useScrollToAnchor(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!ready || id === '') return;
    // After the layout's scroll to the top of a new page: its effect runs after this one.
    const timer = window.setTimeout(() =>
      document.getElementById(id)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.clearTimeout(timer);
  }, [hash, ready]);
}

function MetricEntry({ metric }: { metric: MetricDefinition }) {
  const { t } = useTranslation('info');
  const nameId = `${metric.id}-name`;
  return (
    <article id={metric.id} className={styles.metric} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {metric.name}
      </h3>
      <p>{metric.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('glossary.formula')}</dt>
          <dd>{metric.formula}</dd>
        </div>
        <div>
          <dt>{t('glossary.unit')}</dt>
          <dd>{t(`glossary.units.${metric.unit}`)}</dd>
        </div>
        <div>
          <dt>{t('glossary.direction')}</dt>
          <dd>{t(`glossary.directions.${metric.direction}`)}</dd>
        </div>
        {metric.rulesOfThumb ? (
          <div>
            <dt>{t('glossary.ruleOfThumb')}</dt>
            <dd>{metric.rulesOfThumb.text}</dd>
          </div>
        ) : null}
      </dl>
      {metric.financialOnly ? (
        <p className={styles.muted}>{t('glossary.financialOnly')}</p>
      ) : metric.appliesToFinancials ? null : (
        <p className={styles.muted}>{t('glossary.notForFinancials')}</p>
      )}
      {metric.research.length > 0 ? (
        <>
          <h4 className={styles.researchTitle}>{t('glossary.research')}</h4>
          <ul className={styles.research}>
            {metric.research.map((r) => (
              <li key={r.citation}>
                <cite>{r.citation}</cite> {r.finding}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

/**
 * `/glossary`: every metric of the catalogue (`GET /methodology`) by category — its definition,
 * formula, unit, direction, rule of thumb and research — each at its own anchor (`#<metric id>`),
 * the target of the info tooltips' "Learn More". The catalogue's texts are the server's.
 */
export function GlossaryPage({
  metrics,
  failed,
}: {
  metrics: readonly MetricDefinition[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('info');
  const [query, setQuery] = useState('');
  useScrollToAnchor(metrics !== undefined);
  const header = <PageHeader title={t('glossary.title')} subtitle={t('glossary.subtitle')} />;
  if (metrics === undefined) {
    return failed ? (
      <div className={styles.page}>
        {header}
        <p className={styles.muted}>{t('glossary.loadError')}</p>
      </div>
    ) : (
      // Taller than the screen: the catalogue replaces it without moving anything into view.
      <div className={styles.page} aria-busy="true">
        {header}
        <Skeleton height="110vh" />
      </div>
    );
  }
  const groups = groupsOf(metrics, query);
  const count = groups.reduce((n, [, group]) => n + group.length, 0);
  const categoryName = (category: string) =>
    isKnownCategory(category) ? t(`glossary.categories.${CATEGORIES[category]}`) : category;
  return (
    <div className={styles.page}>
      {header}
      <div className={styles.search}>
        <input
          type="search"
          className={styles.input}
          aria-label={t('glossary.searchLabel')}
          placeholder={t('glossary.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p role="status" className={styles.muted}>
          {count === 0 && query.trim() !== ''
            ? t('glossary.noMatch', { query: query.trim() })
            : t('glossary.matches', { count })}
        </p>
      </div>
      {groups.length > 1 ? (
        <nav aria-label={t('glossary.contents')}>
          <ul className={styles.contents}>
            {groups.map(([category]) => (
              <li key={category}>
                <a href={`#category-${category}`}>{categoryName(category)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(([category, group]) => (
        <section
          key={category}
          id={`category-${category}`}
          className={styles.category}
          aria-labelledby={`category-${category}-title`}
        >
          <h2 id={`category-${category}-title`} className={styles.categoryTitle}>
            {categoryName(category)}
          </h2>
          {group.map((metric) => (
            <MetricEntry key={metric.id} metric={metric} />
          ))}
        </section>
      ))}
    </div>
  );
}
