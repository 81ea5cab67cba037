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
import { formatDate, formatPercent, formatUsd, notAvailable } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import tableStyles from '@/components/table.module.css';
import {
  firstOrder,
  scoreChangeOf,
  sortStocks,
  valueOf,
  type ListSort,
  type ListSortKey,
} from '../list-sort';
import styles from './lists-page.module.css';

type Stock = List['stocks'][number];

/** The score change since the previous run: "+4", "−3", "0" (not available without both). */
function ScoreChange({ stock, since }: { stock: Stock; since: string | null }) {
  const change = scoreChangeOf(stock);
  if (change === null) return <span className={styles.nowrap}>{notAvailable()}</span>;
  const text = change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';
  return (
    <span
      className={styles.change}
      data-direction={change > 0 ? 'up' : change < 0 ? 'down' : 'flat'}
      title={since ? `${stock.previousScore} on ${formatDate(since)}` : undefined}
    >
      {text}
    </span>
  );
}

/** The score's factors, each with its word ("Good", "Insufficient data"…). */
function FactorWords({ stock }: { stock: Stock }) {
  return (
    <ul className={styles.factors}>
      {stock.factors.map((f) => (
        <li key={f.name} data-status={f.status}>
          <span className={styles.factorName}>{f.name}</span> {f.status}
        </li>
      ))}
    </ul>
  );
}

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
  since,
  sorted,
  onRemove,
  onHolding,
  busy,
}: {
  stock: Stock;
  kind: ListKind;
  since: string | null;
  /** Sorted by a column: rows cannot be dragged (the list's own order is not what is shown). */
  sorted: boolean;
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
  } = useSortable({ id: stock.symbol, disabled: sorted });
  const name = stock.company?.companyName ?? stock.ticker;
  const value = valueOf(stock);
  const cells: { node: ReactNode; end?: boolean }[] = [
    {
      node: (
        <Link to={stockPath(stock.ticker)}>
          {name} <span className={styles.ticker}>{stock.ticker}</span>
        </Link>
      ),
    },
    {
      node:
        stock.company?.evidentScore == null ? (
          notAvailable()
        ) : (
          <ScoreBadge score={stock.company.evidentScore} />
        ),
    },
    { node: <ScoreChange stock={stock} since={since} />, end: true },
    ...(kind === 'watchlist' ? [{ node: <FactorWords stock={stock} /> }] : []),
    { node: formatUsd(stock.company?.lastClose ?? null), end: true },
    { node: formatPercent(stock.company?.change1d ?? null, { sign: true }), end: true },
  ];
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? styles.dragging : undefined}
      data-testid="list-row"
    >
      <td>
        {sorted ? null : (
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
        )}
      </td>
      {cells.map((c, i) => (
        <td key={i} className={c.end ? tableStyles.end : undefined}>
          {c.node}
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
 * keyboard (focus a handle, Space to lift, arrows to move, Space to drop; issue 21, spec §2), or
 * sorted by a column (a view: "Your order" returns to the list's own order, and dragging waits
 * until then). Each row: score and its change since the previous score run, the factors' words
 * (watchlists), last close and 1-day change; holdings in portfolios.
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
  const [sort, setSort] = useState<ListSort | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = list.stocks.map((s) => s.symbol);
  const rows = sortStocks(list.stocks, sort);
  const since = list.previousRunAsOf;
  const header = (key: ListSortKey, label: ReactNode, end = false) => {
    const active = sort?.key === key;
    return (
      <th
        scope="col"
        className={end ? tableStyles.end : undefined}
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          className={styles.sortButton}
          onClick={() =>
            setSort(
              active
                ? { key, order: sort.order === 'asc' ? 'desc' : 'asc' }
                : { key, order: firstOrder(key) },
            )
          }
        >
          {label}
          <span aria-hidden="true">{active ? (sort.order === 'asc' ? ' ↑' : ' ↓') : ''}</span>
        </button>
      </th>
    );
  };
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
    <>
      <p className={styles.sortNote}>
        {sort ? (
          <>
            Sorted by a column; drag and drop returns with your order.{' '}
            <Button size="sm" variant="ghost" onClick={() => setSort(null)}>
              Your order
            </Button>
          </>
        ) : (
          'Your order: drag a row by its handle, or sort by a column.'
        )}
        {since ? ` Score changes are since the score run of ${formatDate(since)}.` : ''}
      </p>
      <div className={tableStyles.wrapper}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{list.name}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Order</span>
                </th>
                {header('company', 'Company')}
                {header('score', 'Evident Score')}
                {header('scoreChange', 'Change', true)}
                {kind === 'watchlist' ? <th scope="col">Factors</th> : null}
                {header('lastClose', 'Last close', true)}
                {header('change1d', '1 day', true)}
                {kind === 'portfolio' ? (
                  <>
                    <th scope="col" className={tableStyles.end}>
                      Shares
                    </th>
                    <th scope="col" className={tableStyles.end}>
                      Average cost
                    </th>
                    {header('value', 'Value', true)}
                  </>
                ) : null}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <tbody>
                {rows.map((s) => (
                  <Row
                    key={s.symbol}
                    stock={s}
                    kind={kind}
                    since={since}
                    sorted={sort !== null}
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
    </>
  );
}
