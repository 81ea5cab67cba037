import type { List } from '@evident/contracts/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger, formatNumber, notAvailable } from '@/lib/format';
import { scoreChangeOf } from '../list-sort';
import styles from './lists-page.module.css';
import { factorName, statusWord } from '@/lib/score-words';
import '@/i18n/en/lists';

/* The cells of a list's stock rows that hold more than a figure. */

export type Stock = List['stocks'][number];

export const nameOf = (stock: Stock) => stock.company?.companyName ?? stock.ticker;

/** The score change since the previous run: "+4", "−3", "0" (not available without both). */
export function ScoreChange({ stock, since }: { stock: Stock; since: string | null }) {
  const { t } = useTranslation('lists');
  const change = scoreChangeOf(stock);
  if (change === null) return <span className={styles.nowrap}>{notAvailable()}</span>;
  const text = change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';
  return (
    <span
      className={styles.change}
      data-direction={change > 0 ? 'up' : change < 0 ? 'down' : 'flat'}
      title={
        since
          ? t('stocks.scoreOn', {
              score: formatInteger(stock.previousScore),
              date: formatDate(since),
            })
          : undefined
      }
    >
      {text}
    </span>
  );
}

/** The score's factors, each with its word ("Good", "Insufficient data"…). */
export function FactorWords({ stock }: { stock: Stock }) {
  return (
    <ul className={styles.factors}>
      {stock.factors.map((f) => (
        <li key={f.name} data-status={f.status}>
          <span className={styles.factorName}>{factorName(f.name)}</span> {statusWord(f.status)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A typed amount: "1,234.5" in English, "1234,5" or "1.234,5" where the comma marks decimals; the
 * last "." or "," is the decimal mark when both appear (empty → null, unreadable → NaN).
 */
function parseAmount(text: string): number | null {
  const typed = text.replace(/\s/g, '');
  if (typed === '') return null;
  const dot = typed.lastIndexOf('.');
  const comma = typed.lastIndexOf(',');
  const decimalComma =
    dot >= 0 && comma >= 0 ? comma > dot : comma >= 0 && formatNumber(1.5, 1).includes(',');
  const [group, decimal] = decimalComma ? ['.', ','] : [',', '.'];
  return Number(typed.split(group).join('').replace(decimal, '.'));
}

/** A number cell edited in place: shares or average cost (empty clears it). */
export function AmountInput({
  label,
  value,
  onSave,
}: {
  label: string;
  value: number | null;
  onSave: (value: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const next = parseAmount(text);
    if (next !== null && (!Number.isFinite(next) || next < 0)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (next !== value) onSave(next);
  };
  return (
    <input
      className={styles.amount}
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode="decimal"
      value={text}
      placeholder="—"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
    />
  );
}
