import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { LineChart } from '@/components/line-chart';
import { PageHeader } from '@/components/page-header';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { Skeleton } from '@/components/skeleton';
import { formatDate, formatNumber, formatPercent, formatPoints, formatUsd } from '@/lib/format';
import { factorWeightLabel, weightsSourceText } from '@/lib/factor-weight';
import { evidenceQuery } from '../api/evidence-query';
import { portfolioRules } from '../claims';
import { SizeBandsCard } from './size-bands';
import styles from './evidence-page.module.css';
import { LiveRecordCard } from './live-record';
import { InformationCoefficientsCard } from './information-coefficients-card';
import { SurvivorshipCard, WithInterval } from './research';
import { WalkForwardCard } from './walk-forward-card';
import '@/i18n/en/evidence';

const pct = (x: number | null | undefined) => formatPercent(x ?? null);

function GroupTable({
  caption,
  groups,
  benchmark,
}: {
  caption: string;
  groups: GroupResult[];
  benchmark?: Evidence['benchmark'];
}) {
  const { t } = useTranslation('evidence');
  return (
    // Scrolls sideways on small screens: focusable so keyboard users can scroll it too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('groups.portfolio')}</th>
            <th scope="col">{t('groups.yearlyReturn')}</th>
            <th scope="col">{t('groups.inSample')}</th>
            <th scope="col">{t('groups.heldOut')}</th>
            <th scope="col">{t('groups.volatility')}</th>
            <th scope="col">{t('groups.maxDrawdown')}</th>
            <th scope="col">{t('groups.sharpe')}</th>
            <th scope="col">{t('groups.turnover')}</th>
            <th scope="col">{t('groups.beatMarket')}</th>
            <th scope="col">{t('groups.averageReturn')}</th>
            <th scope="col">{t('groups.holdings')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <th scope="row">{g.label}</th>
              <td>
                <WithInterval value={g.all.cagr} interval={g.cagrInterval} />
              </td>
              <td>{pct(g.inSample.cagr)}</td>
              <td>{pct(g.heldOut.cagr)}</td>
              <td>{pct(g.all.volatility)}</td>
              <td>{pct(g.all.maxDrawdown)}</td>
              <td>{formatNumber(g.all.sharpe, 2)}</td>
              <td>{pct(g.turnover)}</td>
              <td>
                <WithInterval value={g.hitRate} interval={g.hitRateInterval} />
              </td>
              <td>{pct(g.averageForwardReturn)}</td>
              <td>{formatNumber(g.averageHoldings)}</td>
            </tr>
          ))}
          {benchmark ? (
            <tr>
              <th scope="row">{t('benchmark')}</th>
              <td>{pct(benchmark.all.cagr)}</td>
              <td>{pct(benchmark.inSample.cagr)}</td>
              <td>{pct(benchmark.heldOut.cagr)}</td>
              <td>{pct(benchmark.all.volatility)}</td>
              <td>{pct(benchmark.all.maxDrawdown)}</td>
              <td>{formatNumber(benchmark.all.sharpe, 2)}</td>
              <td colSpan={4} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** Issue 24: the fair value's undervalued fifth against its overvalued fifth, 12 and 36 months on. */
function FairValueTestCard({ test }: { test: Evidence['fairValue'] }) {
  const { t } = useTranslation(['evidence', 'common']);
  if (test === null) {
    return (
      <Card title={t('fairValue.title')}>
        <p>{t('fairValue.notAvailable')}</p>
      </Card>
    );
  }
  const zero = formatPercent(0, { digits: 0 });
  return (
    <Card title={t('fairValue.title')} subtitle={t('fairValue.subtitle')}>
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-label={t('fairValue.label')}
      >
        <table className={styles.table}>
          <caption>{t('fairValue.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fairValue.heldFor')}</th>
              <th scope="col">{t('fairValue.undervalued')}</th>
              <th scope="col">{t('fairValue.overvalued')}</th>
              <th scope="col">{t('fairValue.difference')}</th>
              <th scope="col">{t('fairValue.interval')}</th>
              <th scope="col">{t('fairValue.hitRate')}</th>
              <th scope="col">{t('fairValue.observations')}</th>
            </tr>
          </thead>
          <tbody>
            {test.horizons.map((h) => (
              <tr key={h.months}>
                <th scope="row">{t('months', { count: h.months })}</th>
                <td>{pct(h.undervaluedReturn)}</td>
                <td>{pct(h.overvaluedReturn)}</td>
                <td>{pct(h.difference)}</td>
                <td>
                  {h.differenceLow === null || h.differenceHigh === null
                    ? t('common:notAvailable')
                    : t('range', { low: pct(h.differenceLow), high: pct(h.differenceHigh) })}
                </td>
                <td>{pct(h.hitRate)}</td>
                <td>{formatNumber(h.observations)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.list}>
        <li>
          {test.averageRanked === null
            ? t('fairValue.measuredNone', { dates: formatNumber(test.rankedDates) })
            : t('fairValue.measured', {
                companies: formatNumber(test.averageRanked),
                dates: formatNumber(test.rankedDates),
              })}{' '}
          {t('fairValue.compared')}
        </li>
        {test.latest ? (
          <li>
            {t(test.latest.medianGap >= 0 ? 'fairValue.latestAbove' : 'fairValue.latestBelow', {
              date: formatDate(test.latest.date),
              companies: formatNumber(test.latest.companies),
              gap: formatPoints(Math.abs(test.latest.medianGap)),
              zero,
            })}
          </li>
        ) : null}
        <li>{t('fairValue.overlap', { zero })}</li>
      </ul>
    </Card>
  );
}

function Result({ e, methodology }: { e: Evidence; methodology: Methodology | undefined }) {
  const { t } = useTranslation(['evidence', 'common']);
  // Kept across re-renders: new lines or a new formatter rebuild the chart, and a rebuilt chart
  // is empty for a frame (a 280-pixel layout shift measured on the evidence page).
  const lines = useMemo(
    () => [
      ...e.buckets.map((b) => ({ name: b.label, points: b.equity })),
      { name: t('benchmark'), points: e.benchmark.equity },
    ],
    [e, t],
  );
  return (
    <>
      <Card
        title={t('result.growthTitle')}
        subtitle={t('result.growthSubtitle', {
          start: formatDate(e.params.start),
          end: formatDate(e.params.end),
        })}
      >
        <RegionErrorBoundary label={t('chartRegion')}>
          <LineChart
            title={t('result.growthChart')}
            height={280}
            log
            lines={lines}
            format={formatUsd}
          />
        </RegionErrorBoundary>
      </Card>
      <Card title={t('result.buckets')}>
        <GroupTable
          caption={t('result.bucketsCaption')}
          groups={e.buckets}
          benchmark={e.benchmark}
        />
      </Card>
      <Card title={t('result.deciles')}>
        <GroupTable caption={t('result.decilesCaption')} groups={e.deciles} />
      </Card>
      <p className={styles.muted}>{t('result.intervals')}</p>
      <LiveRecordCard />
      <WalkForwardCard wf={e.walkForward} methodology={methodology} />
      <InformationCoefficientsCard ics={e.informationCoefficients} methodology={methodology} />
      <SizeBandsCard ics={e.informationCoefficients} liquidityFloorFrom={e.liquidityFloorFrom} />
      <SurvivorshipCard e={e} />
      <FairValueTestCard test={e.fairValue} />
      <Card title={t('method.title')}>
        <ul className={styles.list}>
          <li>
            {t('method.dates', {
              start: formatDate(e.params.start),
              end: formatDate(e.params.end),
            })}
          </li>
          <li>
            {t('method.universe', {
              universe: e.params.universe,
              benchmark: e.params.benchmark,
            })}
          </li>
          <li>
            {t('method.costs', {
              count: e.params.costPerTurnover * 1e4,
              points: formatNumber(e.params.costPerTurnover * 1e4),
            })}
          </li>
          <li>{t('method.beatMarket', { count: e.params.horizonMonths })}</li>
          <li>
            {t('method.run', {
              inSampleEnd: formatDate(e.params.inSampleEnd),
              version: e.dataVersion ?? t('common:notAvailable'),
              date: formatDate(e.createdAt),
              seconds: formatNumber(e.seconds),
            })}
          </li>
        </ul>
      </Card>
      <Card title={t('method.caveats')}>
        <ul className={styles.list}>
          {e.caveats.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}

function Factors({ methodology }: { methodology: Methodology }) {
  const { t } = useTranslation('evidence');
  const byId = new Map(methodology.metrics.map((m) => [m.id, m]));
  return (
    <Card title={t('page.factors')}>
      <p className={styles.muted}>{weightsSourceText(methodology.weights)}</p>
      <div className={styles.factors}>
        {methodology.factors.map((f) => (
          <section key={f.id}>
            <h3>
              {f.name} <span className={styles.muted}>{factorWeightLabel(f)}</span>
            </h3>
            <ul className={styles.list}>
              {f.metrics.map((m) => {
                const def = byId.get(m.id);
                return (
                  <li key={m.id}>
                    <strong>{def?.name ?? m.id}</strong> — {def?.description}
                    {def?.research.length ? (
                      <span className={styles.muted}>
                        {' '}
                        {def.research.map((r) => r.citation).join(' · ')}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

/** `/evidence`: the backtest anyone can rerun (`npm run backtest`), its method and caveats. */
export function EvidencePage({ methodology }: { methodology: Methodology | undefined }) {
  const { t } = useTranslation(['evidence', 'common']);
  const q = useQuery(evidenceQuery);
  const header = <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />;
  if (q.isPending) {
    // Taller than the screen, with nothing under it: the result replaces it without moving
    // anything into or out of view (no layout shift).
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <Skeleton height="110vh" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {header}
      {q.isError ? (
        <p className={styles.muted}>{t('page.failed')}</p>
      ) : q.data === null ? (
        <p>
          <Trans
            t={t}
            i18nKey="page.notRun"
            values={{ command: 'npm run backtest' }}
            components={{ code: <code /> }}
          />
        </p>
      ) : (
        <Result e={q.data} methodology={methodology} />
      )}
      <Card title={t('page.rules')}>
        <ul className={styles.list}>
          {portfolioRules().map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Card>
      {methodology ? <Factors methodology={methodology} /> : null}
      <p className={styles.muted}>{t('common:disclaimer')}</p>
    </div>
  );
}
