import type { ScreenerField } from '@evident/contracts/screener';
import styles from './screener.module.css';

function groupFields(fields: readonly ScreenerField[]): [string, ScreenerField[]][] {
  const groups = new Map<string, ScreenerField[]>();
  for (const f of fields) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}

/** A `<select>` of every field, by group: picking one adds it (a filter or a column). */
export function FieldSelect({
  label,
  fields,
  exclude,
  onPick,
}: {
  label: string;
  fields: readonly ScreenerField[];
  exclude?: ReadonlySet<string>;
  onPick: (field: ScreenerField) => void;
}) {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return (
    <select
      aria-label={label}
      value=""
      className={styles.fieldSelect}
      onChange={(e) => {
        const f = byId.get(e.target.value);
        if (f) onPick(f);
      }}
    >
      <option value="">{label}…</option>
      {groupFields(fields).map(([group, list]) => (
        <optgroup key={group} label={group}>
          {list
            .filter((f) => !exclude?.has(f.id))
            .map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
