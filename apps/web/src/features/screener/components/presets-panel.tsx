import type { ScreenerPreset } from '@evident/contracts/screener';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatInteger, formatNumber, formatPercent, notAvailable } from '@/lib/format';
import styles from './screener.module.css';
import '@/i18n/en/screener';

/**
 * The research presets (issue 20 item 5), each with its paper and the figures of its own
 * point-in-time backtest — computed by the backtest job with the evidence page's method, never
 * typed in; "not available" until that job has run on the current data.
 */
export function PresetsPanel({
  presets,
  onOpen,
  title,
}: {
  presets: readonly ScreenerPreset[];
  onOpen: (preset: ScreenerPreset) => void;
  /** Null when a surrounding element already names the presets; "Start from research" if unset. */
  title?: string | null;
}) {
  const { t } = useTranslation('screener');
  const heading = title === undefined ? t('presets.title') : title;
  return (
    <section aria-label={heading ?? t('presets.label')} className={styles.presets}>
      {heading ? <h2 className={styles.sectionTitle}>{heading}</h2> : null}
      <ul className={styles.presetGrid}>
        {presets.map((p) => (
          <li key={p.id} className={styles.preset} data-testid="preset">
            <h3 className={styles.presetName}>{p.name}</h3>
            <p className={styles.presetBasis}>
              {p.paper ? (
                <abbr title={`${p.paper.citation} — ${p.paper.finding}`}>{p.basis}</abbr>
              ) : (
                p.basis
              )}
            </p>
            <p className={styles.presetSummary}>{p.summary}</p>
            <PresetFigures preset={p} />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpen(p)}
              aria-label={t('presets.open', { name: p.name })}
            >
              {t('presets.openScreen')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PresetFigures({ preset }: { preset: ScreenerPreset }) {
  const { t } = useTranslation('screener');
  const b = preset.backtest;
  if (!b)
    return (
      <p className={styles.presetNote}>{t('presets.pending', { notAvailable: notAvailable() })}</p>
    );
  const years = { from: b.from.slice(0, 4), to: b.to.slice(0, 4) };
  if (b.averageHoldings === 0)
    return <p className={styles.presetNote}>{t('presets.empty', years)}</p>;
  // Costs in basis points: 0.001 per unit of turnover is 10 bp.
  const bp = Number((b.costPerTurnover * 1e4).toPrecision(6));
  return (
    <dl className={styles.presetFigures} aria-label={t('presets.backtest', { name: preset.name })}>
      <div>
        <dt>{t('presets.perYear')}</dt>
        <dd>
          {formatPercent(b.cagr)}{' '}
          <span className={styles.muted}>
            {t('presets.benchmark', { value: formatPercent(b.benchmarkCagr) })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('presets.worstFall')}</dt>
        <dd>
          {formatPercent(b.maxDrawdown === null ? null : -b.maxDrawdown)}{' '}
          <span className={styles.muted}>
            {t('presets.benchmark', {
              value: formatPercent(
                b.benchmarkMaxDrawdown === null ? null : -b.benchmarkMaxDrawdown,
              ),
            })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('presets.beatSpy')}</dt>
        <dd>
          {b.hitRate3y === null
            ? notAvailable()
            : t('presets.ofHoldings', { share: formatPercent(b.hitRate3y, { digits: 0 }) })}
        </dd>
      </div>
      <div>
        <dt>{t('presets.holdings')}</dt>
        <dd>{t('presets.onAverage', { holdings: formatInteger(b.averageHoldings) })}</dd>
      </div>
      <p className={styles.presetNote}>
        {t('presets.method', {
          ...years,
          universe: t(preset.universe === 'sp500' ? 'presets.sp500' : 'presets.all'),
          cost: formatNumber(bp, Number.isInteger(bp) ? 0 : 1),
          zero: formatPercent(0, { digits: 0 }),
        })}
      </p>
    </dl>
  );
}
