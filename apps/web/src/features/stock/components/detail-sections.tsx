import type { CompanyDetail, CompanySummary } from '@evident/contracts/stocks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInView } from '@/hooks/use-in-view';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { formatPercent, formatTimes, formatUsd, notAvailable } from '@/lib/format';
import type { Messages } from '@/i18n/messages/en';
import { stockPath } from '@/lib/stock-path';
import { peersQuery } from '../api/stock-queries';
import detail from './detail-sections.module.css';
import styles from './stock-page.module.css';
import '@/i18n/en/stock';

const ATTRIBUTE_GROUPS = ['positive', 'neutral', 'negative'] as const;

export function AttributesSection({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  return (
    <section id="attributes" className={styles.section} aria-labelledby="attributes-title">
      <h2 id="attributes-title" className={styles.sectionTitle}>
        {t('attributes.title')}
      </h2>
      <div className={detail.attributeGroups}>
        {ATTRIBUTE_GROUPS.map((kind) => {
          const items = company.attributes[kind];
          return (
            <div key={kind} className={detail.attributeGroup} data-kind={kind}>
              <h3 className={detail.groupTitle}>{t(`attributes.${kind}`)}</h3>
              {items.length === 0 ? (
                <p className={styles.muted}>{t('attributes.none')}</p>
              ) : (
                <ul>
                  {items.map((a) => (
                    <li key={`${a.metric}-${a.text}`}>{a.text}</li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function FaqSection({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        {t('faq.title')}
      </h2>
      <div className={detail.faq}>
        {company.faq.map((f) => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function PeerRow({ peer }: { peer: CompanySummary }) {
  return (
    <li>
      <Link to={stockPath(peer.ticker)} className={detail.peer}>
        <CompanyLogo src={peer.image} name={peer.companyName} ticker={peer.ticker} size={32} />
        <span className={detail.peerNames}>
          <span className={detail.peerName}>{peer.companyName}</span>
          <span className={styles.mono}>{peer.ticker}</span>
        </span>
        {peer.evidentScore === null ? (
          <span className={styles.muted}>{notAvailable()}</span>
        ) : (
          <ScoreBadge score={peer.evidentScore} />
        )}
      </Link>
    </li>
  );
}

export function PeersSection({ ticker }: { ticker: string }) {
  // Read when the section nears the screen: it is far below the fold (ADR 028).
  const { t } = useTranslation('stock');
  const { ref, inView } = useInView<HTMLElement>();
  const q = useQuery({ ...peersQuery(ticker), enabled: inView });
  return (
    <section
      ref={ref}
      id="alternatives"
      className={styles.section}
      aria-labelledby="alternatives-title"
    >
      <h2 id="alternatives-title" className={styles.sectionTitle}>
        {t('peers.title')}
      </h2>
      <p className={styles.muted}>{t('peers.intro')}</p>
      {q.isPending ? (
        <Skeleton height={120} />
      ) : q.isError ? (
        <p className={styles.muted}>{t('peers.failed')}</p>
      ) : q.data.length === 0 ? (
        <p className={styles.muted}>{t('peers.none')}</p>
      ) : (
        <ul className={detail.peers}>
          {q.data.map((p) => (
            <PeerRow key={p.ticker} peer={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The key figures in order, each labelled by `stock:kpis.labels.<key>`. */
const KPI_ROWS: {
  key: keyof Messages['stock']['kpis']['labels'];
  format: (x: number | null) => string;
}[] = [
  { key: 'marketCap', format: formatUsd },
  { key: 'enterpriseValue', format: formatUsd },
  { key: 'revenueTtm', format: formatUsd },
  { key: 'netIncomeTtm', format: formatUsd },
  { key: 'freeCashFlowTtm', format: formatUsd },
  { key: 'pe', format: (x) => formatTimes(x) },
  { key: 'ps', format: (x) => formatTimes(x) },
  { key: 'pb', format: (x) => formatTimes(x) },
  { key: 'evEbit', format: (x) => formatTimes(x) },
  { key: 'dividendYield', format: (x) => formatPercent(x) },
  { key: 'roe', format: (x) => formatPercent(x) },
  { key: 'roic', format: (x) => formatPercent(x) },
  { key: 'netMargin', format: (x) => formatPercent(x) },
  { key: 'revenueGrowth1y', format: (x) => formatPercent(x) },
  { key: 'netDebtToEquity', format: (x) => formatTimes(x, 2) },
  { key: 'momentum3m', format: (x) => formatPercent(x) },
];

export function KpisSection({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  return (
    <section id="kpis" className={styles.section} aria-labelledby="kpis-title">
      <h2 id="kpis-title" className={styles.sectionTitle}>
        {t('kpis.title')}
      </h2>
      <dl className={detail.kpis}>
        {KPI_ROWS.map((k) => (
          <div key={k.key}>
            <dt>{t(`kpis.labels.${k.key}`)}</dt>
            <dd>{k.format(company.kpis[k.key] ?? null)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
