import '@/i18n/en/screener';
import type { ScreenerField, ScreenerFilter } from '@evident/contracts/screener';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { investableOnly, isInvestableGate, withInvestableOnly } from '../screen-state';
import { useMessageOf, type ScreenStateOfPage } from '../use-screen-state';
import { FieldSelect } from './field-select';
import { defaultFilter, FilterEditor } from './filter-editor';
import styles from './screener.module.css';

/** The filters: the investable switch, one editor per filter, a field to add, AND or OR. */
export function FiltersPanel({
  screen: { state, change, userFilters },
  fields,
  fieldList,
  fieldMap,
}: {
  screen: ScreenStateOfPage;
  /** The fields' query. */
  fields: { isPending: boolean; isError: boolean; error: unknown };
  fieldList: readonly ScreenerField[];
  fieldMap: ReadonlyMap<string, ScreenerField>;
}) {
  const { t } = useTranslation('screener');
  const messageOf = useMessageOf();
  const setFilter = (i: number, f: ScreenerFilter) =>
    change({ filters: state.filters.map((x, k) => (k === i ? f : x)) });
  return (
    <aside className={styles.filters} aria-label={t('filters.title')}>
      <h2 className={styles.sectionTitle}>{t('filters.title')}</h2>
      {fields.isPending ? (
        <Skeleton height="6rem" />
      ) : fields.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(fields.error)}
        </p>
      ) : (
        <>
          <label className={styles.investableSwitch}>
            <input
              type="checkbox"
              role="switch"
              checked={investableOnly(state)}
              onChange={(e) => change(withInvestableOnly(state, e.target.checked))}
            />
            <span>
              <strong>{t('filters.investableOnly')}</strong>
              <span className={styles.investableRule}>{t('filters.investableRule')}</span>
            </span>
          </label>
          <ul className={styles.filterList}>
            {state.filters.map((f, i) =>
              isInvestableGate(f) ? null : (
                <FilterEditor
                  key={`${i}-${f.field}`}
                  filter={f}
                  field={fieldMap.get(f.field)}
                  onChange={(next) => setFilter(i, next)}
                  onRemove={() => change({ filters: state.filters.filter((_, k) => k !== i) })}
                />
              ),
            )}
          </ul>
          <FieldSelect
            label={t('filters.add')}
            fields={fieldList}
            onPick={(field) => change({ filters: [...state.filters, defaultFilter(field)] })}
          />
          {userFilters > 1 ? (
            <fieldset className={styles.match}>
              <legend>{t('filters.mustPass')}</legend>
              <label>
                <input
                  type="radio"
                  name="isOr"
                  checked={!state.isOr}
                  onChange={() => change({ isOr: false })}
                />
                {t('filters.every')}
              </label>
              <label>
                <input
                  type="radio"
                  name="isOr"
                  checked={state.isOr}
                  onChange={() => change({ isOr: true })}
                />
                {t('filters.any')}
              </label>
            </fieldset>
          ) : null}
        </>
      )}
    </aside>
  );
}
