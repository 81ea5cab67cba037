import type { CompanyDetail, ListingKind } from '@evident/contracts/stocks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import { pricesQuery } from '../api/stock-queries';
import styles from './stock-page.module.css';
import '@/i18n/en/stock';

/**
 * What a listing is when it is not an operating company (ADR 046): a preferred security, a
 * closed-end fund, a SPAC, a royalty trust…, why it has no Evident Score, its issuer when it is
 * listed, and its last close (from the price chart's query; the score section charts the rest).
 * For an operating company whose name the data has wrong, the name the data carries.
 */
export function SecurityKindPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  const panel = <KindPanel company={company} />;
  // A listing that left its exchange (issue 55): kept with its history, no longer scored.
  if (!company.delistedOn) return panel;
  return (
    <>
      <p className={styles.muted} role="note" data-testid="delisted">
        {t('securityKind.delisted', {
          date: formatDate(company.delistedOn),
          name: company.companyName,
        })}
      </p>
      {panel}
    </>
  );
}

function KindPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('stock');
  const { listing } = company;
  if (listing.kind === 'operating') {
    if (listing.nameInData === null) return null;
    return (
      <p className={styles.muted} data-testid="name-corrected">
        {t('securityKind.nameCorrected', { name: listing.nameInData })}
      </p>
    );
  }
  return <NotOperating company={company} kind={listing.kind} />;
}

function NotOperating({
  company,
  kind,
}: {
  company: CompanyDetail;
  kind: Exclude<ListingKind, 'operating'>;
}) {
  const { t } = useTranslation('stock');
  const { listing } = company;
  const prices = useQuery(pricesQuery(company.ticker));
  const last = prices.data?.items.at(-1);
  return (
    <section id="security-kind" className={styles.section} aria-labelledby="security-kind-title">
      <h2 id="security-kind-title" className={styles.sectionTitle}>
        {t(`securityKind.title.${kind}`)}
      </h2>
      <p>{t(`securityKind.what.${kind}`, { name: company.companyName })}</p>
      {listing.issuer ? (
        <p>
          <Trans
            t={t}
            i18nKey="securityKind.issuer"
            values={{ issuer: listing.issuer.companyName, ticker: listing.issuer.ticker }}
            components={{ issuerLink: <Link to={stockPath(listing.issuer.ticker)} /> }}
          />
        </p>
      ) : null}
      {last ? (
        <p>
          {t('securityKind.lastClose', {
            price: formatUsd(last.close),
            date: formatDate(last.date),
          })}
        </p>
      ) : null}
      <p className={styles.notAvailable}>{t('securityKind.whyNoScore')}</p>
    </section>
  );
}
