import type { FigureNote } from '@evident/contracts/figure-notes';
import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail } from '@evident/contracts/stocks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMetric, formatNumber, formatUsd } from '@/lib/format';
import { listOf, metricNameOf } from './score-data-panel';
import styles from './score-data-panel.module.css';
import '@/i18n/en/stock';

/** One note's sentence, from the page's catalogue (the API sends codes with figures, ADR 048). */
export function figureNoteText(
  t: TFunction<'stock'>,
  note: FigureNote,
  methodology: Methodology | undefined,
  locale: string,
): string {
  const metrics = listOf(
    note.metrics.map((id) => metricNameOf(methodology, id)),
    locale,
  );
  switch (note.code) {
    case 'oneOffIncome':
      return t(
        note.basis === 'operatingIncome'
          ? 'figureNotes.oneOffIncome'
          : note.basis === 'grossProfit'
            ? 'figureNotes.oneOffIncomeGrossProfit'
            : 'figureNotes.oneOffIncomeRevenue',
        {
          amount: formatUsd(note.amount),
          netIncome: formatUsd(note.netIncome),
          operating: formatUsd(note.operatingResult),
          metrics,
        },
      );
    case 'negativeEquity':
      return t('figureNotes.negativeEquity', { equity: formatUsd(note.equity), metrics });
    case 'tinyEquity':
      return t('figureNotes.tinyEquity', {
        equity: formatUsd(note.equity),
        assets: formatUsd(note.totalAssets),
        metrics,
      });
    case 'tinyRevenue':
      return t('figureNotes.tinyRevenue', {
        revenue: formatUsd(note.revenue),
        assets: formatUsd(note.totalAssets),
        metrics,
      });
    case 'tinyRevenueBase':
      return t('figureNotes.tinyRevenueBase', {
        revenue: formatUsd(note.revenue),
        assets: formatUsd(note.totalAssets),
        metrics,
      });
    case 'implausibleValue': {
      const unit = methodology?.metrics.find((m) => m.id === note.metric)?.unit ?? 'ratio';
      return t('figureNotes.implausibleValue', {
        metric: metricNameOf(methodology, note.metric),
        value: formatMetric(note.value, unit),
        bound: unit === 'percent' ? formatMetric(note.bound, unit) : formatNumber(note.bound),
        metrics,
      });
    }
  }
}

/**
 * Issue 52 (ADR 048): the company's figures that are not what they seem — a one-off gain in net
 * income, negative or tiny equity, tiny revenue, a figure beyond plausible bounds — and what the
 * measures did about them. Nothing when there is no note.
 */
export function FigureNotesPanel({
  company,
  methodology,
}: {
  company: CompanyDetail;
  methodology?: Methodology;
}) {
  const { t, i18n } = useTranslation('stock');
  const notes = company.figureNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <section
      className={styles.panel}
      aria-labelledby="figure-notes-title"
      data-testid="figure-notes"
    >
      <h2 id="figure-notes-title" className={styles.title}>
        {t('figureNotes.title')}
      </h2>
      <ul className={styles.notes}>
        {notes.map((note, i) => (
          <li key={`${note.code}-${i}`} data-code={note.code}>
            {figureNoteText(t, note, methodology, i18n.language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
