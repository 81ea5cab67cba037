// Types only: the contracts (and zod) load with the first API call, not with the page (ADR 028).
import type { LiveRecord } from '@evident/contracts/evidence';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/card';
import { formatDate, formatPercent } from '@/lib/format';
import { liveRecordQuery } from '../api/evidence-query';
import styles from './evidence-page.module.css';

/** Fewer months of later prices than this tell nothing (ADR 032 section 5). */
const FEW_MONTHS = 12;
/** The newest lists shown. */
const SHOWN = 12;

const pct = (x: number | null | undefined) => formatPercent(x ?? null);

function versus(r: { listReturn: number | null; spyReturn: number | null } | undefined | null) {
  if (!r) return '—';
  return `${pct(r.listReturn)} vs ${pct(r.spyReturn)}`;
}

function Table({ record }: { record: LiveRecord }) {
  const lists = [...record.lists].reverse().slice(0, SHOWN);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Live lists">
      <table className={styles.table}>
        <caption>
          Each score run’s S&P 500 members scored 90 or more, equal weight, price return against
          SPY’s (— : not yet that long ago)
        </caption>
        <thead>
          <tr>
            <th scope="col">Scored on</th>
            <th scope="col">Companies</th>
            {record.horizons.map((h) => (
              <th key={h} scope="col">
                {h === 1 ? '1 month' : `${h} months`}
              </th>
            ))}
            <th scope="col">Since then</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((l) => (
            <tr key={`${l.asOf}-${l.kind}`}>
              <th scope="row">{formatDate(l.asOf)}</th>
              <td>{l.companies}</td>
              {record.horizons.map((h) => (
                <td key={h}>{versus(l.horizons.find((x) => x.months === h))}</td>
              ))}
              <td>{l.sinceThen ? versus(l.sinceThen) : 'no later price yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The live record, apart from the backtest: what the score's picks did after they were made. */
export function LiveRecordCard() {
  const q = useQuery(liveRecordQuery);
  const title = 'The live record, apart from the backtest';
  if (q.isPending) return <Card title={title}>Loading…</Card>;
  if (q.isError) {
    return (
      <Card title={title}>
        <p className={styles.muted}>The live record could not be loaded.</p>
      </Card>
    );
  }
  const record = q.data;
  if (record.since === null) {
    return (
      <Card title={title}>
        <p>It starts with the first score run: each run’s 90+ list is kept from then on.</p>
      </Card>
    );
  }
  const months = record.monthsSince ?? 0;
  return (
    <Card
      title={title}
      subtitle="The backtest looks back; this follows the lists the product actually published"
    >
      <p>
        Live since {formatDate(record.since)}: {months} {months === 1 ? 'month' : 'months'} of later
        prices (to {formatDate(record.latestPrice)}).{' '}
        {months < FEW_MONTHS
          ? 'That is too few months to tell anything about the score: returns over a few months are mostly noise. The figures are shown as they come.'
          : 'Returns are before costs and dividends (on both sides).'}
      </p>
      <Table record={record} />
    </Card>
  );
}
