import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ScoreBadge } from '@/components/score-badge';
import { formatDate, formatPercent, formatUsd, notAvailable } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import tableStyles from '@/components/table.module.css';
import { firstOrder, sortStocks, valueOf, type ListSort, type ListSortKey } from '../list-sort';
import styles from './lists-page.module.css';
import '@/i18n/en/lists';
import { AmountInput, FactorWords, nameOf, ScoreChange, type Stock } from './stock-cells';

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
  const { t } = useTranslation('lists');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stock.symbol, disabled: sorted });
  const name = nameOf(stock);
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
            aria-label={t('stocks.move', { name })}
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
              label={t('stocks.sharesOf', { name })}
              value={stock.shares}
              onSave={(shares) => onHolding(stock, shares, stock.averageCost)}
            />
          </td>
          <td className={tableStyles.end}>
            <AmountInput
              key={`cost-${stock.averageCost}`}
              label={t('stocks.averageCostOf', { name })}
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
          aria-label={t('stocks.removeLabel', { name })}
          onClick={() => onRemove(stock)}
        >
          {t('stocks.remove')}
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
  const { t } = useTranslation('lists');
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
  // What a screen reader hears while a row is dragged with the keyboard, with companies' names.
  const named = (id: UniqueIdentifier) => {
    const stock = list.stocks.find((s) => s.symbol === id);
    return stock ? nameOf(stock) : String(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('stocks.drag.start', { name: named(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('stocks.drag.over', { name: named(active.id), other: named(over.id) })
        : t('stocks.drag.outside', { name: named(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('stocks.drag.end', { name: named(active.id), other: named(over.id) })
        : t('stocks.drag.dropped', { name: named(active.id) }),
    onDragCancel: ({ active }) => t('stocks.drag.cancel', { name: named(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (list.stocks.length === 0) return <p className={styles.empty}>{t('stocks.empty')}</p>;
  return (
    <>
      <p className={styles.sortNote}>
        {sort ? (
          <>
            {t('stocks.sorted')}{' '}
            <Button size="sm" variant="ghost" onClick={() => setSort(null)}>
              {t('stocks.yourOrder')}
            </Button>
          </>
        ) : (
          t('stocks.ownOrder')
        )}
        {since ? ` ${t('stocks.since', { date: formatDate(since) })}` : ''}
      </p>
      <div className={tableStyles.wrapper}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('stocks.drag.instructions') },
          }}
        >
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{list.name}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('stocks.columns.order')}</span>
                </th>
                {header('company', t('stocks.columns.company'))}
                {header('score', t('stocks.columns.score'))}
                {header('scoreChange', t('stocks.columns.change'), true)}
                {kind === 'watchlist' ? <th scope="col">{t('stocks.columns.factors')}</th> : null}
                {header('lastClose', t('stocks.columns.lastClose'), true)}
                {header('change1d', t('stocks.columns.change1d'), true)}
                {kind === 'portfolio' ? (
                  <>
                    <th scope="col" className={tableStyles.end}>
                      {t('stocks.columns.shares')}
                    </th>
                    <th scope="col" className={tableStyles.end}>
                      {t('stocks.columns.averageCost')}
                    </th>
                    {header('value', t('stocks.columns.value'), true)}
                  </>
                ) : null}
                <th scope="col">
                  <span className="visually-hidden">{t('stocks.columns.actions')}</span>
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
