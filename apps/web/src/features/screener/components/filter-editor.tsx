import type { ScreenerField, ScreenerFilter } from '@evident/contracts/screener';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatInteger } from '@/lib/format';
import { scaleOf, toStored, toTyped } from '../units';
import { Histogram } from './histogram';
import styles from './screener.module.css';
import '@/i18n/en/screener';

/** The operators of each kind of field, in the menu's order (their words: `filter.ops`). */
const NUMBER_OPS = ['gte', 'lte', 'between', 'top', 'bottom', 'known', 'unknown'] as const;
const CATEGORY_OPS = ['in', 'known', 'unknown'] as const;
const BOOLEAN_OPS = ['is', 'known', 'unknown'] as const;

/** The middle of a field's distribution, from its histogram (a first cut for a new filter). */
function median(field: ScreenerField): number {
  const h = field.histogram;
  if (!h) return 0;
  const total = h.counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  const width = (h.max - h.min) / h.counts.length;
  for (const [i, c] of h.counts.entries()) {
    seen += c;
    if (seen >= total / 2) return h.min + (i + 0.5) * width;
  }
  return (h.min + h.max) / 2;
}

const round = (x: number) => Number(x.toPrecision(2));

/** A first filter on a field: at least / at most its median by the better direction. */
export function defaultFilter(field: ScreenerField): ScreenerFilter {
  if (field.kind === 'category')
    return {
      field: field.id,
      op: 'in',
      values: field.options?.[0] ? [field.options[0].value] : ['—'],
    };
  if (field.kind === 'boolean') return { field: field.id, op: 'is', value: true };
  const scale = scaleOf(field);
  const value = toStored(round(toTyped(median(field), scale)), scale);
  return field.direction === 'lower'
    ? { field: field.id, op: 'lte', value }
    : { field: field.id, op: 'gte', value };
}

/** Switches a filter to another operator, keeping what can be kept. */
function withOp(
  filter: ScreenerFilter,
  op: ScreenerFilter['op'],
  field: ScreenerField,
): ScreenerFilter {
  const base = { field: filter.field };
  const value =
    'value' in filter && typeof filter.value === 'number'
      ? filter.value
      : 'min' in filter
        ? filter.min
        : ((defaultFilter(field) as { value?: number }).value ?? 0);
  switch (op) {
    case 'gte':
    case 'lte':
      return { ...base, op, value };
    case 'between':
      return { ...base, op, min: value, max: Math.max(value, median(field) * 2 || value) };
    case 'top':
    case 'bottom':
      return { ...base, op, percent: 'percent' in filter ? filter.percent : 10, scope: 'market' };
    case 'in':
      return defaultFilter(field);
    case 'is':
      return { ...base, op, value: true };
    default:
      return { ...base, op };
  }
}

function NumberInput({
  label,
  stored,
  field,
  onChange,
}: {
  label: string;
  stored: number;
  field: ScreenerField;
  onChange: (stored: number) => void;
}) {
  const scale = scaleOf(field);
  const [text, setText] = useState(String(toTyped(stored, scale)));
  const id = useId();
  return (
    <span className={styles.numberInput}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(n)) onChange(toStored(n, scale));
        }}
      />
      {scale.suffix ? <span className={styles.suffix}>{scale.suffix}</span> : null}
    </span>
  );
}

function CategoryValues({
  field,
  values,
  onChange,
}: {
  field: ScreenerField;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation('screener');
  const [search, setSearch] = useState('');
  const options = (field.options ?? []).filter((o) =>
    o.value.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const chosen = new Set(values);
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{t('filter.values', { label: field.label })}</legend>
      {(field.options?.length ?? 0) > 8 ? (
        <input
          type="search"
          placeholder={t('filter.find', { label: field.label.toLowerCase() })}
          aria-label={t('filter.find', { label: field.label.toLowerCase() })}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      ) : null}
      <div className={styles.optionList}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="checkbox"
              checked={chosen.has(o.value)}
              onChange={(e) => {
                const next = e.target.checked
                  ? [...values, o.value]
                  : values.filter((v) => v !== o.value);
                if (next.length > 0) onChange(next);
              }}
            />
            <span>{o.value}</span>
            <span className={styles.count}>{o.count}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One filter of the screen: its field, operator, cut and the field's distribution. */
export function FilterEditor({
  filter,
  field,
  onChange,
  onRemove,
}: {
  filter: ScreenerFilter;
  field: ScreenerField | undefined;
  onChange: (filter: ScreenerFilter) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('screener');
  const opId = useId();
  if (!field) {
    return (
      <li className={styles.filter}>
        <span>{t('filter.unknownField', { field: filter.field })}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('filter.removeUnknown', { field: filter.field })}
        >
          {t('filter.remove')}
        </Button>
      </li>
    );
  }
  const ops =
    field.kind === 'number' ? NUMBER_OPS : field.kind === 'category' ? CATEGORY_OPS : BOOLEAN_OPS;
  return (
    <li className={styles.filter} data-testid="filter">
      <div className={styles.filterHead}>
        <span className={styles.filterName} title={field.description}>
          {field.label}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('filter.removeFilter', { label: field.label })}
        >
          ✕
        </Button>
      </div>
      <div className={styles.filterBody}>
        <label htmlFor={opId} className="visually-hidden">
          {t('filter.condition', { label: field.label })}
        </label>
        <select
          id={opId}
          value={filter.op}
          onChange={(e) => onChange(withOp(filter, e.target.value as ScreenerFilter['op'], field))}
        >
          {ops.map((op) => (
            <option key={op} value={op}>
              {t(`filter.ops.${op}`)}
            </option>
          ))}
        </select>
        {filter.op === 'gte' || filter.op === 'lte' ? (
          <NumberInput
            key={filter.op}
            label={t(filter.op === 'gte' ? 'filter.atLeast' : 'filter.atMost', {
              label: field.label,
            })}
            stored={filter.value}
            field={field}
            onChange={(value) => onChange({ ...filter, value })}
          />
        ) : null}
        {filter.op === 'between' ? (
          <>
            <NumberInput
              label={t('filter.from', { label: field.label })}
              stored={filter.min}
              field={field}
              onChange={(min) => onChange({ ...filter, min, max: Math.max(min, filter.max) })}
            />
            <span aria-hidden="true">{t('filter.and')}</span>
            <NumberInput
              label={t('filter.to', { label: field.label })}
              stored={filter.max}
              field={field}
              onChange={(max) => onChange({ ...filter, max, min: Math.min(max, filter.min) })}
            />
          </>
        ) : null}
        {filter.op === 'top' || filter.op === 'bottom' ? (
          <>
            <span className={styles.numberInput}>
              <input
                type="number"
                min={1}
                max={100}
                aria-label={t('filter.share', { label: field.label })}
                value={filter.percent}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (n > 0 && n <= 100) onChange({ ...filter, percent: n });
                }}
              />
              <span className={styles.suffix}>%</span>
            </span>
            <select
              aria-label={t('filter.rankedWithin', { label: field.label })}
              value={filter.scope}
              onChange={(e) =>
                onChange({ ...filter, scope: e.target.value as 'market' | 'sector' })
              }
            >
              <option value="market">{t('filter.ofMarket')}</option>
              <option value="sector">{t('filter.withinSector')}</option>
            </select>
          </>
        ) : null}
        {filter.op === 'is' ? (
          <select
            aria-label={t('filter.value', { label: field.label })}
            value={filter.value ? 'yes' : 'no'}
            onChange={(e) => onChange({ ...filter, value: e.target.value === 'yes' })}
          >
            <option value="yes">{t('yes')}</option>
            <option value="no">{t('no')}</option>
          </select>
        ) : null}
      </div>
      {filter.op === 'in' ? (
        <CategoryValues
          field={field}
          values={filter.values}
          onChange={(values) => onChange({ ...filter, values })}
        />
      ) : null}
      {field.histogram ? <Histogram histogram={field.histogram} filter={filter} /> : null}
      <p className={styles.known}>
        {t('filter.known', { count: field.known, known: formatInteger(field.known) })}
      </p>
    </li>
  );
}
