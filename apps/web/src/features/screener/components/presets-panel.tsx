import type { ScreenerPreset } from '@evident/contracts/screener';
import { Button } from '@/components/button';
import { formatPercent, notAvailable } from '@/lib/format';
import styles from './screener.module.css';

/**
 * The research presets (issue 20 item 5), each with its paper and the figures of its own
 * point-in-time backtest — computed by the backtest job with the evidence page's method, never
 * typed in; "not available" until that job has run on the current data.
 */
export function PresetsPanel({
  presets,
  onOpen,
  title = 'Start from research',
}: {
  presets: readonly ScreenerPreset[];
  onOpen: (preset: ScreenerPreset) => void;
  /** Null when a surrounding element already names the presets. */
  title?: string | null;
}) {
  return (
    <section aria-label={title ?? 'Research presets'} className={styles.presets}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
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
              aria-label={`Open ${p.name}`}
            >
              Open this screen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PresetFigures({ preset }: { preset: ScreenerPreset }) {
  const b = preset.backtest;
  if (!b)
    return (
      <p className={styles.presetNote}>
        Backtest: {notAvailable()} yet (computed after the data’s backtest run).
      </p>
    );
  if (b.averageHoldings === 0)
    return (
      <p className={styles.presetNote}>
        Backtest {b.from.slice(0, 4)}–{b.to.slice(0, 4)}: no company passed this screen at any month
        end, so there is no return to show.
      </p>
    );
  const universe =
    preset.universe === 'sp500' ? 'S&P 500 members at each date' : 'all scored companies';
  return (
    <dl className={styles.presetFigures} aria-label={`${preset.name} backtest`}>
      <div>
        <dt>Per year</dt>
        <dd>
          {formatPercent(b.cagr)}{' '}
          <span className={styles.muted}>SPY {formatPercent(b.benchmarkCagr)}</span>
        </dd>
      </div>
      <div>
        <dt>Worst fall</dt>
        <dd>
          {formatPercent(b.maxDrawdown === null ? null : -b.maxDrawdown)}{' '}
          <span className={styles.muted}>
            SPY {formatPercent(b.benchmarkMaxDrawdown === null ? null : -b.benchmarkMaxDrawdown)}
          </span>
        </dd>
      </div>
      <div>
        <dt>Beat SPY over 3 years</dt>
        <dd>
          {b.hitRate3y === null
            ? notAvailable()
            : `${formatPercent(b.hitRate3y, { digits: 0 })} of holdings`}
        </dd>
      </div>
      <div>
        <dt>Holdings</dt>
        <dd>{Math.round(b.averageHoldings)} on average</dd>
      </div>
      <p className={styles.presetNote}>
        {b.from.slice(0, 4)}–{b.to.slice(0, 4)}, monthly, equal weight, {universe}, after{' '}
        {b.costPerTurnover * 1e4} bp costs per trade; a month with nothing held counts as 0%.
      </p>
    </dl>
  );
}
