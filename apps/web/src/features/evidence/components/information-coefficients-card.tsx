import type { InformationCoefficients, SignalIcs } from '@evident/contracts/evidence';
import type { Methodology } from '@evident/contracts/methodology';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { LineChart } from '@/components/line-chart';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { formatDate, formatNumber } from '@/lib/format';
import { informationCoefficientsQuery } from '../api/evidence-query';
import { ic, namer, pct, tStat } from './research';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/* Issue 25 (ADR 032) on the evidence page: does each factor rank later returns? */

function IcTable({
  caption,
  signals,
  name,
}: {
  caption: string;
  signals: readonly SignalIcs[];
  name: (id: string) => string;
}) {
  const { t } = useTranslation('evidence');
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ic.signal')}</th>
            <th scope="col">{t('months', { count: 1 })}</th>
            <th scope="col">{t('months', { count: 12 })}</th>
            <th scope="col">{t('ic.tStat12')}</th>
            <th scope="col">{t('ic.positive12')}</th>
            <th scope="col">{t('months', { count: 36 })}</th>
            <th scope="col">{t('ic.tStat36')}</th>
            <th scope="col">{t('ic.split12')}</th>
            <th scope="col">{t('ic.months')}</th>
          </tr>
        </thead>
        <tbody>
          {signals.map((s) => {
            const [one, twelve, thirtySix] = s.horizons;
            return (
              <tr key={s.id}>
                <th scope="row">{name(s.id)}</th>
                <td>{ic(one?.meanIc)}</td>
                <td>{ic(twelve?.meanIc)}</td>
                <td>{tStat(twelve?.tStat)}</td>
                <td>{pct(twelve?.positiveShare)}</td>
                <td>{ic(thirtySix?.meanIc)}</td>
                <td>{tStat(thirtySix?.tStat)}</td>
                <td>
                  {ic(twelve?.inSample.meanIc)} / {ic(twelve?.later.meanIc)}
                </td>
                <td>{formatNumber(twelve?.months ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The factors' 12-month IC over time: the mean of the trailing 12 months, so a line is legible. */
function IcChart({
  series,
  ids,
  name,
}: {
  series: InformationCoefficients['series12'];
  ids: readonly string[];
  name: (id: string) => string;
}) {
  const { t } = useTranslation('evidence');
  const lines = useMemo(
    () =>
      ids.map((id) => {
        const points: { date: string; value: number }[] = [];
        for (let k = 11; k < series.length; k++) {
          const window = series
            .slice(k - 11, k + 1)
            .map((m) => m.ics[id])
            .filter((x): x is number => typeof x === 'number');
          if (window.length >= 6) {
            points.push({
              date: series[k]!.date,
              value: window.reduce((a, b) => a + b, 0) / window.length,
            });
          }
        }
        return { name: name(id), points };
      }),
    [series, ids, name],
  );
  if (lines.every((l) => l.points.length === 0)) {
    return <p className={styles.muted}>{t('ic.tooFewMonths')}</p>;
  }
  return (
    <LineChart
      title={t('ic.chart')}
      height={260}
      lines={lines}
      format={(v) => formatNumber(v, 2)}
    />
  );
}

/** Every catalogue metric's ICs, read when the reader opens them (they are long). */
function MetricIcs({ name }: { name: (id: string) => string }) {
  const { t } = useTranslation('evidence');
  const [open, setOpen] = useState(false);
  const q = useQuery({ ...informationCoefficientsQuery, enabled: open });
  const sp = q.data?.ics.universes.find((u) => u.universe === 'sp500');
  return (
    <details className={styles.details} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('ic.metrics')}</summary>
      {!open ? null : q.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : q.isError || !sp ? (
        <p className={styles.muted}>{t('ic.metricsFailed')}</p>
      ) : (
        <IcTable
          caption={t('ic.metricsCaption')}
          signals={sp.signals.filter((s) => s.kind === 'metric')}
          name={name}
        />
      )}
    </details>
  );
}

export function InformationCoefficientsCard({
  ics,
  methodology,
}: {
  ics: InformationCoefficients | null | undefined;
  methodology: Methodology | undefined;
}) {
  const { t } = useTranslation('evidence');
  const name = useMemo(() => namer(methodology), [methodology]);
  const title = t('ic.title');
  if (!ics) {
    return (
      <Card title={title}>
        <p>{t('ic.notAvailable')}</p>
      </Card>
    );
  }
  const sp = ics.universes.find((u) => u.universe === 'sp500')!;
  const all = ics.universes.find((u) => u.universe === 'all')!;
  const factorIds = sp.signals.filter((s) => s.kind === 'factor').map((s) => s.id);
  return (
    <Card title={title} subtitle={t('ic.subtitle')}>
      <ul className={styles.list}>
        <li>{t('ic.definition')}</li>
        <li>{t('ic.tStatistic')}</li>
        <li>
          {t('ic.inSample', {
            date: formatDate(ics.inSampleEnd),
            companies: formatNumber(ics.minCompanies),
          })}
        </li>
      </ul>
      <IcTable
        caption={t('ic.sp500Caption')}
        signals={sp.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <IcTable
        caption={t('ic.allCaption')}
        signals={all.signals.filter((s) => s.kind !== 'metric')}
        name={name}
      />
      <RegionErrorBoundary label={t('chartRegion')}>
        <IcChart series={ics.series12} ids={factorIds} name={name} />
      </RegionErrorBoundary>
      <MetricIcs name={name} />
    </Card>
  );
}
