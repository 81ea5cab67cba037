import { FavouriteButton } from './favourite-button';
import { PortfolioButton } from './portfolio-button';
import type { Methodology } from '@evident/contracts/methodology';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { IframeModal } from '@/components/iframe-modal';
import { Modal } from '@/components/modal';
import { ShareAction } from './share-action';
import { usePublicConfig } from '@/hooks/use-public-config';
import { factorWeightLabel, weightsSourceText } from '@/lib/factor-weight';
import styles from './stock-page.module.css';
import '@/i18n/en/stock';

/** The scientific explanation modal: the factors, their weights, metrics and research. */
export function ScienceModal({
  open,
  onOpenChange,
  methodology,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  methodology: Methodology;
}) {
  const { t } = useTranslation('stock');
  const byId = new Map(methodology.metrics.map((m) => [m.id, m]));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('science.title')} size="lg">
      <div className={styles.science}>
        <p>
          <Trans
            t={t}
            i18nKey="science.intro"
            components={{
              backtestLink: <Link to="/evidence" onClick={() => onOpenChange(false)} />,
            }}
          />
        </p>
        <p className={styles.muted}>{weightsSourceText(methodology.weights)}</p>
        {methodology.factors.map((f) => {
          const papers = [
            ...new Map(
              f.metrics.flatMap((m) => byId.get(m.id)?.research ?? []).map((r) => [r.citation, r]),
            ).values(),
          ];
          return (
            <section key={f.id}>
              <h3>
                {f.name} <span className={styles.muted}>{factorWeightLabel(f)}</span>
              </h3>
              <p className={styles.muted}>
                {f.metrics.map((m) => byId.get(m.id)?.name ?? m.id).join(' · ')}
              </p>
              <ul className={styles.papers}>
                {papers.map((r) => (
                  <li key={r.citation}>
                    {r.citation} <span className={styles.muted}>{r.finding}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Modal>
  );
}

/** Add to favourites, copy link, the science behind, report an error (spec §2 stock page actions). */
export function ActionsSection({
  ticker,
  companyName,
  evidentScore,
  methodology,
}: {
  ticker: string;
  companyName: string;
  evidentScore: number | null;
  methodology: Methodology;
}) {
  const { t } = useTranslation('stock');
  const [science, setScience] = useState(false);
  const [reporting, setReporting] = useState(false);
  const config = usePublicConfig();
  return (
    <section id="actions" className={styles.section} aria-label={t('actions.label')}>
      <div className={styles.actions}>
        <FavouriteButton ticker={ticker} companyName={companyName} />
        <PortfolioButton ticker={ticker} companyName={companyName} />
        <ShareAction company={{ ticker, companyName, evidentScore }} />
        <Button variant="secondary" onClick={() => setScience(true)}>
          {t('actions.science')}
        </Button>
        <Button variant="ghost" onClick={() => setReporting(true)}>
          {t('actions.report')}
        </Button>
      </div>
      <ScienceModal open={science} onOpenChange={setScience} methodology={methodology} />
      <IframeModal
        open={reporting}
        onClose={() => setReporting(false)}
        title={t('actions.report')}
        src={config.data?.forms['bug-report']}
        error={config.isError ? t('actions.reportUnavailable') : null}
        fullScreen
      />
    </section>
  );
}
