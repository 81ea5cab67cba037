import type { CompanyDetail, FactorKey } from '@evident/contracts/stocks';
import { useQuery } from '@tanstack/react-query';
import { CompanyLogo } from '@/components/company-logo';
import { LineChart } from '@/components/line-chart';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { formatDate, formatUsd } from '@/lib/format';
import { pricesQuery } from '../api/stock-queries';
import { ChartBox, SeriesChart } from './series-chart';
import styles from './stock-page.module.css';

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
  return (
    <ChartBox title="Price, last 6 months" height={160}>
      {() => <PriceChartData ticker={ticker} />}
    </ChartBox>
  );
}

function PriceChartData({ ticker }: { ticker: string }) {
  const q = useQuery(pricesQuery(ticker));
  return (
    <>
      {q.isPending ? (
        <Skeleton height={160} />
      ) : q.isError ? (
        <p className={styles.muted}>This chart could not be loaded.</p>
      ) : (
        <LineChart
          title="Share price, last 6 months"
          height={160}
          lines={[
            { name: 'Close', points: q.data.items.map((p) => ({ date: p.date, value: p.close })) },
          ]}
          format={formatUsd}
        />
      )}
    </>
  );
}

/** Identity, the Evident Score with its band, the factor breakdown, score and price charts. */
export function ScoreSection({ company }: { company: CompanyDetail }) {
  const c = company;
  return (
    <section id="score" className={styles.section} aria-labelledby="score-title">
      <div className={styles.identity}>
        <CompanyLogo src={c.image} name={c.companyName} size={56} />
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
          <p className={styles.muted}>
            Last close {formatUsd(c.lastClose)} ({formatDate(c.dataDates.priceDate)}) · latest
            filing used {formatDate(c.dataDates.latestFiling)}
          </p>
        </div>
      </div>
      <div className={styles.scoreRow}>
        <div className={styles.scoreBox}>
          <h2 className={styles.boxTitle}>Evident Score</h2>
          {c.evidentScore === null ? (
            <p className={styles.notAvailable}>
              Not available: there is not enough data to score {c.companyName} reliably.
            </p>
          ) : (
            <>
              <ScoreBadge score={c.evidentScore} showLabel size="lg" />
              <p className={styles.muted}>
                Better than {c.evidentScore}% of the companies we score, as of{' '}
                {formatDate(c.dataDates.scoredAsOf)}. The score ranks how likely a company is to
                beat the market over the next three years.
              </p>
            </>
          )}
        </div>
        <div className={styles.factorBox}>
          <h2 className={styles.boxTitle}>Factor breakdown</h2>
          <ul className={styles.factors}>
            {FACTOR_ORDER.map((key) => {
              const f = c.factors[key];
              return (
                <li key={key}>
                  <span className={styles.factorName}>
                    {f.name}
                    {f.inScore ? null : (
                      <span className={styles.beside}> (shown beside the score)</span>
                    )}
                  </span>
                  <span
                    className={styles.bar}
                    role="img"
                    aria-label={
                      f.percentile === null
                        ? `${f.name}: insufficient data`
                        : `${f.name}: ${Math.round(f.percentile)} of 100, ${f.status}`
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
                      ? 'Insufficient data'
                      : `${Math.round(f.percentile)} · ${f.status}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className={styles.charts}>
        <SeriesChart
          ticker={c.ticker}
          chart="evidentscoretimeline"
          title="Evident Score over time"
        />
        <PriceChart ticker={c.ticker} />
      </div>
    </section>
  );
}
