import type { CompanyDetail, CompanySummary } from '@evident/contracts/stocks';
import { useQuery } from '@tanstack/react-query';
import { useInView } from '@/hooks/use-in-view';
import { Link } from 'react-router';
import { CompanyLogo } from '@/components/company-logo';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { formatPercent, formatTimes, formatUsd } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import { peersQuery } from '../api/stock-queries';
import styles from './stock-page.module.css';

const ATTRIBUTE_GROUPS = [
  { kind: 'positive', title: 'Positive' },
  { kind: 'neutral', title: 'Neutral' },
  { kind: 'negative', title: 'Negative' },
] as const;

export function AttributesSection({ company }: { company: CompanyDetail }) {
  return (
    <section id="attributes" className={styles.section} aria-labelledby="attributes-title">
      <h2 id="attributes-title" className={styles.sectionTitle}>
        Strengths and weaknesses
      </h2>
      <div className={styles.attributeGroups}>
        {ATTRIBUTE_GROUPS.map((g) => {
          const items = company.attributes[g.kind];
          return (
            <div key={g.kind} className={styles.attributeGroup} data-kind={g.kind}>
              <h3 className={styles.groupTitle}>{g.title}</h3>
              {items.length === 0 ? (
                <p className={styles.muted}>None stands out.</p>
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
  return (
    <section id="faq" className={styles.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      <div className={styles.faq}>
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
      <Link to={stockPath(peer.ticker)} className={styles.peer}>
        <CompanyLogo src={peer.image} name={peer.companyName} size={32} />
        <span className={styles.peerNames}>
          <span className={styles.peerName}>{peer.companyName}</span>
          <span className={styles.mono}>{peer.ticker}</span>
        </span>
        {peer.evidentScore === null ? (
          <span className={styles.muted}>not available</span>
        ) : (
          <ScoreBadge score={peer.evidentScore} />
        )}
      </Link>
    </li>
  );
}

export function PeersSection({ ticker }: { ticker: string }) {
  // Read when the section nears the screen: it is far below the fold (ADR 028).
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
        Alternatives
      </h2>
      <p className={styles.muted}>Companies of the same industry, best scores first.</p>
      {q.isPending ? (
        <Skeleton height={120} />
      ) : q.isError ? (
        <p className={styles.muted}>The alternatives could not be loaded.</p>
      ) : q.data.length === 0 ? (
        <p className={styles.muted}>No scored company of the same industry.</p>
      ) : (
        <ul className={styles.peers}>
          {q.data.map((p) => (
            <PeerRow key={p.ticker} peer={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

const KPI_ROWS: { key: string; label: string; format: (x: number | null) => string }[] = [
  { key: 'marketCap', label: 'Market value', format: formatUsd },
  { key: 'enterpriseValue', label: 'Enterprise value', format: formatUsd },
  { key: 'revenueTtm', label: 'Revenue (last 12 months)', format: formatUsd },
  { key: 'netIncomeTtm', label: 'Net income (last 12 months)', format: formatUsd },
  { key: 'freeCashFlowTtm', label: 'Free cash flow (last 12 months)', format: formatUsd },
  { key: 'pe', label: 'Price / earnings', format: (x) => formatTimes(x) },
  { key: 'ps', label: 'Price / sales', format: (x) => formatTimes(x) },
  { key: 'pb', label: 'Price / book', format: (x) => formatTimes(x) },
  { key: 'evEbit', label: 'EV / EBIT', format: (x) => formatTimes(x) },
  { key: 'dividendYield', label: 'Dividend yield', format: (x) => formatPercent(x) },
  { key: 'roe', label: 'Return on equity', format: (x) => formatPercent(x) },
  { key: 'roic', label: 'Return on invested capital', format: (x) => formatPercent(x) },
  { key: 'netMargin', label: 'Net margin', format: (x) => formatPercent(x) },
  { key: 'revenueGrowth1y', label: 'Revenue growth (1 year)', format: (x) => formatPercent(x) },
  { key: 'netDebtToEquity', label: 'Net debt / equity', format: (x) => formatTimes(x, 2) },
  { key: 'momentum3m', label: 'Price change (3 months)', format: (x) => formatPercent(x) },
];

export function KpisSection({ company }: { company: CompanyDetail }) {
  return (
    <section id="kpis" className={styles.section} aria-labelledby="kpis-title">
      <h2 id="kpis-title" className={styles.sectionTitle}>
        Key performance indicators
      </h2>
      <dl className={styles.kpis}>
        {KPI_ROWS.map((k) => (
          <div key={k.key}>
            <dt>{k.label}</dt>
            <dd>{k.format(company.kpis[k.key] ?? null)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
