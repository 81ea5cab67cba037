import type { ImportResult, List } from '@evident/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { formatPercent, formatUsd, notAvailable } from '@/lib/format';
import { refreshLists } from '@/lib/lists-api';
import { exportHoldings, importHoldings, portfolioAnalysisQuery } from '../api/portfolio-api';
import tableStyles from '@/components/table.module.css';
import styles from './lists-page.module.css';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again';

/** Bars of shares of the whole (sectors, holdings) or of 0–100 scores; "not available" when null. */
function Bars({
  label,
  items,
  format = (x) => formatPercent(x),
}: {
  label: string;
  items: { name: string; weight: number | null }[];
  format?: (x: number) => string;
}) {
  return (
    <figure className={styles.bars} aria-label={label}>
      <figcaption>{label}</figcaption>
      <ul>
        {items.map((i) => (
          <li key={i.name}>
            <span className={styles.barName}>{i.name}</span>
            <span className={styles.barTrack} aria-hidden="true">
              {i.weight === null ? null : (
                <span
                  className={styles.barFill}
                  style={{ width: `${Math.min(100, Math.max(0, i.weight * 100))}%` }}
                />
              )}
            </span>
            <span className={styles.barValue}>
              {i.weight === null ? notAvailable() : format(i.weight)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The portfolio's analysis (issue 21): computed on the server, "not available" where data lacks. */
export function PortfolioAnalysisPanel({ list }: { list: List }) {
  const analysis = useQuery(portfolioAnalysisQuery(list.id));
  if (analysis.isPending) return <p className={styles.muted}>Analysing the portfolio…</p>;
  if (analysis.isError)
    return (
      <p role="alert" className={styles.error}>
        {failure(analysis.error)}
      </p>
    );
  const a = analysis.data;
  if (a.holdings === 0) return null;
  const perf = a.performance;
  return (
    <section className={styles.analysis} aria-labelledby="analysis-title" data-testid="analysis">
      <h2 id="analysis-title" className={styles.removedTitle}>
        Portfolio analysis
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Evident Score of the portfolio</dt>
          <dd>{a.score.value === null ? notAvailable() : Math.round(a.score.value)}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatUsd(a.value)}</dd>
        </div>
        <div>
          <dt>1-year return{perf.from && perf.to ? ` (${perf.from} → ${perf.to})` : ''}</dt>
          <dd>
            {formatPercent(perf.portfolio, { sign: true })}{' '}
            <span className={styles.muted}>
              SPY {formatPercent(perf.benchmark, { sign: true })}
            </span>
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {a.weighting === 'value'
          ? 'Weighted by value (shares × last close).'
          : 'Equal weights: give every holding its shares to weigh them by value.'}{' '}
        Score from {a.score.covered} of {a.holdings} holdings. {perf.method}
      </p>
      <h3 className={styles.subTitle}>The evidence page’s rules</h3>
      <ul className={styles.rules}>
        {a.rules.map((r) => (
          <li key={r.id} data-passes={String(r.passes)}>
            <strong>
              <span aria-hidden="true">
                {r.passes === true ? '✓' : r.passes === false ? '!' : '?'}
              </span>{' '}
              {r.rule}
            </strong>{' '}
            {r.detail} {r.fix ? <em>{r.fix}</em> : null}
          </li>
        ))}
      </ul>
      <div className={styles.charts}>
        <Bars
          label="Allocation by sector"
          items={a.sectors.map((s) => ({ name: s.sector, weight: s.weight }))}
        />
        <Bars
          label="Allocation by holding"
          items={a.score.contributions.map((c) => ({ name: c.ticker, weight: c.weight }))}
        />
      </div>
      <h3 className={styles.subTitle}>Factor profile</h3>
      <Bars
        label="Factor percentiles, weighted (100 = best)"
        items={a.factors.map((f) => ({
          name: f.name,
          weight: f.value === null ? null : f.value / 100,
        }))}
        format={(x) => String(Math.round(x * 100))}
      />
    </section>
  );
}

/** Import a CSV (ticker, shares, cost) with a preview of every row, and export the portfolio. */
export function PortfolioFiles({ list }: { list: List }) {
  const client = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => importHoldings(list.id, text, false),
    onSuccess: setPreview,
    onError: (error) => toast.error('Not read', { description: failure(error) }),
  });
  const commit = useMutation({
    mutationFn: (text: string) => importHoldings(list.id, text, true),
    onSuccess: (r) => {
      toast.success('Saved', {
        description: `${r.added} added, ${r.updated} updated, ${r.refused} refused`,
      });
      setPreview(null);
      setCsv(null);
    },
    onError: (error) => toast.error('Not saved', { description: failure(error) }),
    onSettled: () => refreshLists(client, 'portfolio'),
  });
  const download = useMutation({
    mutationFn: () => exportHoldings(list.id),
    onError: (error) => toast.error('Not downloaded', { description: failure(error) }),
  });
  return (
    <section className={styles.files} aria-label="Import and export">
      <label className={styles.fileLabel}>
        Import a CSV (ticker, shares, cost)
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const text = await file.text();
            setCsv(text);
            check.mutate(text);
            e.target.value = '';
          }}
        />
      </label>
      <Button size="sm" variant="secondary" onClick={() => download.mutate()}>
        Export CSV
      </Button>
      {preview && csv !== null ? (
        <div className={styles.preview} data-testid="import-preview">
          <p>
            {preview.added} to add, {preview.updated} to update, {preview.refused} refused. Nothing
            is saved until you confirm.
          </p>
          <div className={tableStyles.wrapper}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">Import preview</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Ticker</th>
                  <th scope="col">Shares</th>
                  <th scope="col">Cost</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} data-status={r.status}>
                    <td>{r.line}</td>
                    <td>{r.ticker}</td>
                    <td>{r.shares ?? '—'}</td>
                    <td>{r.averageCost ?? '—'}</td>
                    <td>{r.status === 'refused' ? `refused: ${r.reason}` : r.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            size="sm"
            disabled={commit.isPending || preview.added + preview.updated === 0}
            onClick={() => commit.mutate(csv)}
          >
            Import {preview.added + preview.updated}{' '}
            {preview.added + preview.updated === 1 ? 'row' : 'rows'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPreview(null)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  );
}
