import type { ScreenerField, ScreenerFilter } from '@evident/contracts/screener';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { scaleOf, toStored, toTyped } from '../units';
import { Histogram } from './histogram';
import styles from './screener.module.css';

const NUMBER_OPS = [
  ['gte', 'at least'],
  ['lte', 'at most'],
  ['between', 'between'],
  ['top', 'highest %'],
  ['bottom', 'lowest %'],
  ['known', 'is known'],
  ['unknown', 'is not available'],
] as const;
const CATEGORY_OPS = [
  ['in', 'is one of'],
  ['known', 'is known'],
  ['unknown', 'is not available'],
] as const;
const BOOLEAN_OPS = [
  ['is', 'is'],
  ['known', 'is known'],
  ['unknown', 'is not available'],
] as const;

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
  const [search, setSearch] = useState('');
  const options = (field.options ?? []).filter((o) =>
    o.value.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const chosen = new Set(values);
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{field.label} values</legend>
      {(field.options?.length ?? 0) > 8 ? (
        <input
          type="search"
          placeholder={`Find a ${field.label.toLowerCase()}`}
          aria-label={`Find a ${field.label.toLowerCase()}`}
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
  const opId = useId();
  if (!field) {
    return (
      <li className={styles.filter}>
        <span>Unknown field {filter.field}</span>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${filter.field}`}>
          Remove
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
          aria-label={`Remove the ${field.label} filter`}
        >
          ✕
        </Button>
      </div>
      <div className={styles.filterBody}>
        <label htmlFor={opId} className="visually-hidden">
          {field.label} condition
        </label>
        <select
          id={opId}
          value={filter.op}
          onChange={(e) => onChange(withOp(filter, e.target.value as ScreenerFilter['op'], field))}
        >
          {ops.map(([op, label]) => (
            <option key={op} value={op}>
              {label}
            </option>
          ))}
        </select>
        {filter.op === 'gte' || filter.op === 'lte' ? (
          <NumberInput
            key={filter.op}
            label={`${field.label} ${filter.op === 'gte' ? 'at least' : 'at most'}`}
            stored={filter.value}
            field={field}
            onChange={(value) => onChange({ ...filter, value })}
          />
        ) : null}
        {filter.op === 'between' ? (
          <>
            <NumberInput
              label={`${field.label} from`}
              stored={filter.min}
              field={field}
              onChange={(min) => onChange({ ...filter, min, max: Math.max(min, filter.max) })}
            />
            <span aria-hidden="true">and</span>
            <NumberInput
              label={`${field.label} to`}
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
                aria-label={`${field.label} share of companies, in percent`}
                value={filter.percent}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (n > 0 && n <= 100) onChange({ ...filter, percent: n });
                }}
              />
              <span className={styles.suffix}>%</span>
            </span>
            <select
              aria-label={`${field.label} ranked within`}
              value={filter.scope}
              onChange={(e) =>
                onChange({ ...filter, scope: e.target.value as 'market' | 'sector' })
              }
            >
              <option value="market">of the market</option>
              <option value="sector">within its sector</option>
            </select>
          </>
        ) : null}
        {filter.op === 'is' ? (
          <select
            aria-label={`${field.label} value`}
            value={filter.value ? 'yes' : 'no'}
            onChange={(e) => onChange({ ...filter, value: e.target.value === 'yes' })}
          >
            <option value="yes">Yes</option>
            <option value="no">No</option>
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
      <p className={styles.known}>{field.known.toLocaleString('en-US')} companies have a value</p>
    </li>
  );
}
