import type { CompanyDetail, FactorKey } from '@evident/contracts/stocks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '@/components/company-logo';
import { LineChart } from '@/components/line-chart';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { formatDate, formatPercent, formatUsd } from '@/lib/format';
import { pricesQuery } from '../api/stock-queries';
import { ChartBox, SeriesChart } from './series-chart';
import styles from './stock-page.module.css';
import { factorName, statusWord } from '@/lib/score-words';
import '@/i18n/en/stock';

const FACTOR_ORDER: FactorKey[] = [
  'Value',
  'Growth',
  'Profitability',
  'Health',
  'ShareholderRetribution',
  'Momentum',
  'EarningsQuality',
];

/** The last 6 months of closes (spec §9 "Price chart: 6 months"). */
export function PriceChart({ ticker }: { ticker: string }) {
  const { t } = useTranslation('stock');
  return (
    <ChartBox title={t('charts.price')} height={160}>
      {() => <PriceChartData ticker={ticker} />}
    </ChartBox>
  );
}

function PriceChartData({ ticker }: { ticker: string }) {
  const { t } = useTranslation('stock');
  const q = useQuery(pricesQuery(ticker));
  return (
    <>
      {q.isPending ? (
        <Skeleton height={160} />
      ) : q.isError ? (
        <p className={styles.muted}>{t('charts.failed')}</p>
      ) : (
        <LineChart
          title={t('charts.sharePrice')}
          height={160}
          lines={[
            {
              name: t('charts.close'),
              points: q.data.items.map((p) => ({ date: p.date, value: p.close })),
            },
          ]}
          format={formatUsd}
        />
      )}
    </>
  );
}

/** Identity, the Evident Score with its band, the factor breakdown, score and price charts. */
export function ScoreSection({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  const c = company;
  return (
    <section id="score" className={styles.section} aria-labelledby="score-title">
      <div className={styles.identity}>
        <CompanyLogo src={c.image} name={c.companyName} ticker={c.ticker} size={56} />
        <div className={styles.identityText}>
          <h1 id="score-title" className={styles.companyName}>
            {c.companyName}
          </h1>
          <p className={styles.muted}>
            <span className={styles.mono}>{c.ticker}</span>
            {c.sector ? ` · ${c.sector}` : ''}
            {c.industry ? ` · ${c.industry}` : ''}
            {c.sp500 ? ' · S&P 500' : ''}
          </p>
          <p className={styles.muted} data-testid="last-close">
            {/* A listing that is not an operating company files no statements of its own. */}
            {c.listing.kind === 'operating'
              ? t('score.lastClose', {
                  price: formatUsd(c.lastClose),
                  date: formatDate(c.dataDates.priceDate),
                  filing: formatDate(c.dataDates.latestFiling),
                })
              : t('score.lastCloseOnly', {
                  price: formatUsd(c.lastClose),
                  date: formatDate(c.dataDates.priceDate),
                })}
          </p>
        </div>
      </div>
      <div className={styles.scoreRow}>
        <div className={styles.scoreBox}>
          <h2 className={styles.boxTitle}>{t('score.title')}</h2>
          {c.evidentScore === null ? (
            <p className={styles.notAvailable}>
              {t(c.listing.kind === 'operating' ? 'score.notScored' : 'score.notOperating', {
                name: c.companyName,
              })}
            </p>
          ) : (
            <>
              <ScoreBadge score={c.evidentScore} showLabel size="lg" />
              <p className={styles.muted}>
                {t('score.scored', {
                  percent: formatPercent(c.evidentScore / 100, { digits: 0 }),
                  date: formatDate(c.dataDates.scoredAsOf),
                })}
              </p>
            </>
          )}
        </div>
        {/* A listing that is not an operating company has no factors (ADR 046). */}
        <div className={styles.factorBox} hidden={c.listing.kind !== 'operating'}>
          <h2 className={styles.boxTitle}>{t('score.breakdown')}</h2>
          <ul className={styles.factors}>
            {FACTOR_ORDER.map((key) => {
              const f = c.factors[key];
              return (
                <li key={key}>
                  <span className={styles.factorName}>
                    {factorName(key)}
                    {f.inScore ? null : (
                      <span className={styles.beside}> {t('score.besideScore')}</span>
                    )}
                  </span>
                  <span
                    className={styles.bar}
                    role="img"
                    aria-label={
                      f.percentile === null
                        ? t('score.factorNoDataLabel', { name: factorName(key) })
                        : t('score.factorLabel', {
                            name: factorName(key),
                            value: Math.round(f.percentile),
                            status: statusWord(f.status),
                          })
                    }
                  >
                    <span
                      className={styles.barFill}
                      style={{ width: `${f.percentile ?? 0}%` }}
                      data-band={f.status}
                    />
                  </span>
                  <span className={styles.factorStatus}>
                    {f.percentile === null
                      ? t('score.insufficientData')
                      : `${Math.round(f.percentile)} · ${statusWord(f.status)}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className={styles.charts}>
        {c.listing.kind === 'operating' ? (
          <SeriesChart
            ticker={c.ticker}
            chart="evidentscoretimeline"
            title={t('chartTitles.evidentscoretimeline')}
          />
        ) : null}
        <PriceChart ticker={c.ticker} />
      </div>
    </section>
  );
}
