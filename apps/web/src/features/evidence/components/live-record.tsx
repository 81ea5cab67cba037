// Types only: the contracts (and zod) load with the first API call, not with the page (ADR 028).
import type { LiveRecord } from '@evident/contracts/evidence';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { t } from '@/i18n/i18n';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { liveRecordQuery } from '../api/evidence-query';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/** Fewer months of later prices than this tell nothing (ADR 032 section 5). */
const FEW_MONTHS = 12;
/** The newest lists shown. */
const SHOWN = 12;

const pct = (x: number | null | undefined) => formatPercent(x ?? null);

function versus(r: { listReturn: number | null; spyReturn: number | null } | undefined | null) {
  if (!r) return '—';
  return t('evidence:live.versus', { list: pct(r.listReturn), spy: pct(r.spyReturn) });
}

function Table({ record }: { record: LiveRecord }) {
  const { t } = useTranslation('evidence');
  const lists = [...record.lists].reverse().slice(0, SHOWN);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('live.label')}>
      <table className={styles.table}>
        <caption>{t('live.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.scoredOn')}</th>
            <th scope="col">{t('live.companies')}</th>
            {record.horizons.map((h) => (
              <th key={h} scope="col">
                {t('months', { count: h })}
              </th>
            ))}
            <th scope="col">{t('live.sinceThen')}</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((l) => (
            <tr key={`${l.asOf}-${l.kind}`}>
              <th scope="row">{formatDate(l.asOf)}</th>
              <td>{formatNumber(l.companies)}</td>
              {record.horizons.map((h) => (
                <td key={h}>{versus(l.horizons.find((x) => x.months === h))}</td>
              ))}
              <td>{l.sinceThen ? versus(l.sinceThen) : t('live.noLaterPrice')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The live record, apart from the backtest: what the score's picks did after they were made. */
export function LiveRecordCard() {
  const { t } = useTranslation('evidence');
  const q = useQuery(liveRecordQuery);
  const title = t('live.title');
  if (q.isPending) return <Card title={title}>{t('loading')}</Card>;
  if (q.isError) {
    return (
      <Card title={title}>
        <p className={styles.muted}>{t('live.failed')}</p>
      </Card>
    );
  }
  const record = q.data;
  if (record.since === null) {
    return (
      <Card title={title}>
        <p>{t('live.notStarted')}</p>
      </Card>
    );
  }
  const months = record.monthsSince ?? 0;
  return (
    <Card title={title} subtitle={t('live.subtitle')}>
      <p>
        {t('live.since', {
          count: months,
          since: formatDate(record.since),
          latest: formatDate(record.latestPrice),
        })}{' '}
        {months < FEW_MONTHS ? t('live.fewMonths') : t('live.enoughMonths')}
      </p>
      <Table record={record} />
    </Card>
  );
}
