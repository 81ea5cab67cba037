import { FavouriteButton } from './favourite-button';
import { PortfolioButton } from './portfolio-button';
import type { Methodology } from '@evident/contracts/methodology';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { IframeModal } from '@/components/iframe-modal';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { usePublicConfig } from '@/hooks/use-public-config';
import { factorWeightLabel, weightsSourceText } from '@/lib/factor-weight';
import styles from './stock-page.module.css';

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
  const byId = new Map(methodology.metrics.map((m) => [m.id, m]));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="The science behind the Evident Score"
      size="lg"
    >
      <div className={styles.science}>
        <p>
          Each metric is ranked among all scored companies (100 = best). A factor is the weighted
          mean of its metrics’ ranks, and the Evident Score ranks companies on the weighted factors.
          Only figures filed by each date and prices up to it are used.{' '}
          <Link to="/evidence" onClick={() => onOpenChange(false)}>
            See the backtest and its caveats
          </Link>
          .
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
  methodology,
}: {
  ticker: string;
  companyName: string;
  methodology: Methodology;
}) {
  const [science, setScience] = useState(false);
  const [reporting, setReporting] = useState(false);
  const config = usePublicConfig();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied', {
        description: `The link to ${companyName}’s analysis is on your clipboard.`,
      });
    } catch {
      toast.error('The link could not be copied', { description: window.location.href });
    }
  };
  return (
    <section id="actions" className={styles.section} aria-label="Actions">
      <div className={styles.actions}>
        <FavouriteButton ticker={ticker} companyName={companyName} />
        <PortfolioButton ticker={ticker} companyName={companyName} />
        <Button variant="secondary" onClick={() => void copyLink()}>
          Copy link
        </Button>
        <Button variant="secondary" onClick={() => setScience(true)}>
          See the science behind
        </Button>
        <Button variant="ghost" onClick={() => setReporting(true)}>
          Report an error
        </Button>
      </div>
      <ScienceModal open={science} onOpenChange={setScience} methodology={methodology} />
      <IframeModal
        open={reporting}
        onClose={() => setReporting(false)}
        title="Report an error"
        src={config.data?.forms['bug-report']}
        error={
          config.isError
            ? 'The report form cannot be loaded right now. Please try again later.'
            : null
        }
        fullScreen
      />
    </section>
  );
}
