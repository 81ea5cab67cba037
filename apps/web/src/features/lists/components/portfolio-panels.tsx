import type { ImportResult, List } from '@evident/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { t as translate } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import {
  formatDate,
  formatInteger,
  formatNumber,
  formatPercent,
  formatUsd,
  notAvailable,
} from '@/lib/format';
import { refreshLists } from '@/lib/lists-api';
import { exportHoldings, importHoldings, portfolioAnalysisQuery } from '../api/portfolio-api';
import tableStyles from '@/components/table.module.css';
import styles from './lists-page.module.css';
import '@/i18n/en/lists';

const failure = (error: unknown) => errorText(error, translate('lists:failure'));

/** An import's counts, in the interface's figures. */
const counts = (r: Pick<ImportResult, 'added' | 'updated' | 'refused'>) => ({
  added: formatInteger(r.added),
  updated: formatInteger(r.updated),
  refused: formatInteger(r.refused),
});

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
  const { t } = useTranslation('lists');
  const analysis = useQuery(portfolioAnalysisQuery(list.id));
  if (analysis.isPending) return <p className={styles.muted}>{t('analysis.loading')}</p>;
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
        {t('analysis.title')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('analysis.score')}</dt>
          <dd>{formatInteger(a.score.value)}</dd>
        </div>
        <div>
          <dt>{t('analysis.value')}</dt>
          <dd>{formatUsd(a.value)}</dd>
        </div>
        <div>
          <dt>
            {perf.from && perf.to
              ? t('analysis.returnPeriod', {
                  from: formatDate(perf.from),
                  to: formatDate(perf.to),
                })
              : t('analysis.return')}
          </dt>
          <dd>
            {formatPercent(perf.portfolio, { sign: true })}{' '}
            <span className={styles.muted}>
              {t('analysis.benchmark', { value: formatPercent(perf.benchmark, { sign: true }) })}
            </span>
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {a.weighting === 'value' ? t('analysis.byValue') : t('analysis.equal')}{' '}
        {t('analysis.coverage', {
          count: a.holdings,
          covered: formatInteger(a.score.covered),
          holdings: formatInteger(a.holdings),
        })}{' '}
        {perf.method}
      </p>
      <h3 className={styles.subTitle}>{t('analysis.rules')}</h3>
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
          label={t('analysis.bySector')}
          items={a.sectors.map((s) => ({ name: s.sector, weight: s.weight }))}
        />
        <Bars
          label={t('analysis.byHolding')}
          items={a.score.contributions.map((c) => ({ name: c.ticker, weight: c.weight }))}
        />
      </div>
      <h3 className={styles.subTitle}>{t('analysis.factorProfile')}</h3>
      <Bars
        label={t('analysis.factorPercentiles')}
        items={a.factors.map((f) => ({
          name: f.name,
          weight: f.value === null ? null : f.value / 100,
        }))}
        format={(x) => formatNumber(x * 100)}
      />
    </section>
  );
}

/** Import a CSV (ticker, shares, cost) with a preview of every row, and export the portfolio. */
export function PortfolioFiles({ list }: { list: List }) {
  const { t } = useTranslation('lists');
  const client = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => importHoldings(list.id, text, false),
    onSuccess: setPreview,
    onError: (error) => toast.error(t('toast.notRead'), { description: failure(error) }),
  });
  const commit = useMutation({
    mutationFn: (text: string) => importHoldings(list.id, text, true),
    onSuccess: (r) => {
      toast.success(t('toast.saved'), { description: t('toast.imported', counts(r)) });
      setPreview(null);
      setCsv(null);
    },
    onError: (error) => toast.error(t('toast.notSaved'), { description: failure(error) }),
    onSettled: () => refreshLists(client, 'portfolio'),
  });
  const download = useMutation({
    mutationFn: () => exportHoldings(list.id),
    onError: (error) => toast.error(t('toast.notDownloaded'), { description: failure(error) }),
  });
  return (
    <section className={styles.files} aria-label={t('files.label')}>
      <label className={styles.fileLabel}>
        {t('files.import')}
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
        {t('files.export')}
      </Button>
      {preview && csv !== null ? (
        <div className={styles.preview} data-testid="import-preview">
          <p>{t('files.preview', counts(preview))}</p>
          <div className={tableStyles.wrapper}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{t('files.previewCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('files.line')}</th>
                  <th scope="col">{t('files.ticker')}</th>
                  <th scope="col">{t('files.shares')}</th>
                  <th scope="col">{t('files.cost')}</th>
                  <th scope="col">{t('files.result')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} data-status={r.status}>
                    <td>{r.line}</td>
                    <td>{r.ticker}</td>
                    <td>{r.shares ?? '—'}</td>
                    <td>{r.averageCost ?? '—'}</td>
                    <td>
                      {r.status === 'refused'
                        ? t('files.refusedBecause', { reason: r.reason })
                        : t(`files.status.${r.status}`)}
                    </td>
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
            {t('files.importRows', {
              count: preview.added + preview.updated,
              rows: formatInteger(preview.added + preview.updated),
            })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPreview(null)}>
            {t('files.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
