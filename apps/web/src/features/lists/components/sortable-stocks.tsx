import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { List, ListKind } from '@evident/contracts/lists';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ScoreBadge } from '@/components/score-badge';
import { formatPercent, formatUsd, NOT_AVAILABLE } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import tableStyles from '@/components/table.module.css';
import styles from './lists-page.module.css';

type Stock = List['stocks'][number];

/** A number cell edited in place: shares or average cost (empty clears it). */
function AmountInput({
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
    const t = text.trim().replace(/,/g, '');
    const next = t === '' ? null : Number(t);
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

function Row({
  stock,
  kind,
  onRemove,
  onHolding,
  busy,
}: {
  stock: Stock;
  kind: ListKind;
  onRemove: (stock: Stock) => void;
  onHolding: (stock: Stock, shares: number | null, averageCost: number | null) => void;
  busy: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stock.symbol });
  const name = stock.company?.companyName ?? stock.ticker;
  const value =
    stock.shares !== null && stock.company?.lastClose != null
      ? stock.shares * stock.company.lastClose
      : null;
  const cells: ReactNode[] = [
    <Link key="c" to={stockPath(stock.ticker)}>
      {name} <span className={styles.ticker}>{stock.ticker}</span>
    </Link>,
    stock.company?.evidentScore == null ? (
      NOT_AVAILABLE
    ) : (
      <ScoreBadge key="s" score={stock.company.evidentScore} />
    ),
    formatUsd(stock.company?.lastClose ?? null),
    formatPercent(stock.company?.change1d ?? null, { sign: true }),
  ];
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? styles.dragging : undefined}
      data-testid="list-row"
    >
      <td>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={`Move ${name}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      </td>
      {cells.map((c, i) => (
        <td key={i} className={i >= 2 ? tableStyles.end : undefined}>
          {c}
        </td>
      ))}
      {kind === 'portfolio' ? (
        <>
          <td className={tableStyles.end}>
            <AmountInput
              key={`shares-${stock.shares}`}
              label={`Shares of ${name}`}
              value={stock.shares}
              onSave={(shares) => onHolding(stock, shares, stock.averageCost)}
            />
          </td>
          <td className={tableStyles.end}>
            <AmountInput
              key={`cost-${stock.averageCost}`}
              label={`Average cost of ${name}`}
              value={stock.averageCost}
              onSave={(averageCost) => onHolding(stock, stock.shares, averageCost)}
            />
          </td>
          <td className={tableStyles.end}>{formatUsd(value)}</td>
        </>
      ) : null}
      <td className={tableStyles.end}>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(stock)}
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}

/**
 * A list's stocks in the user's order, reordered by drag and drop with the mouse, touch or the
 * keyboard (focus a handle, Space to lift, arrows to move, Space to drop; issue 21, spec §2).
 */
export function SortableStocks({
  list,
  kind,
  onReorder,
  onRemove,
  onHolding,
  busy,
}: {
  list: List;
  kind: ListKind;
  onReorder: (symbols: string[]) => void;
  onRemove: (stock: Stock) => void;
  onHolding: (stock: Stock, shares: number | null, averageCost: number | null) => void;
  busy: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = list.stocks.map((s) => s.symbol);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (list.stocks.length === 0)
    return (
      <p className={styles.empty}>
        No companies yet. Add one from its analysis page, from the search results or from the
        screener.
      </p>
    );
  return (
    <div className={tableStyles.wrapper}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">{list.name}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Order</span>
              </th>
              <th scope="col">Company</th>
              <th scope="col">Evident Score</th>
              <th scope="col" className={tableStyles.end}>
                Last close
              </th>
              <th scope="col" className={tableStyles.end}>
                1 day
              </th>
              {kind === 'portfolio' ? (
                <>
                  <th scope="col" className={tableStyles.end}>
                    Shares
                  </th>
                  <th scope="col" className={tableStyles.end}>
                    Average cost
                  </th>
                  <th scope="col" className={tableStyles.end}>
                    Value
                  </th>
                </>
              ) : null}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <tbody>
              {list.stocks.map((s) => (
                <Row
                  key={s.symbol}
                  stock={s}
                  kind={kind}
                  onRemove={onRemove}
                  onHolding={onHolding}
                  busy={busy}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </DndContext>
    </div>
  );
}
