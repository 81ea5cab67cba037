import '@/i18n/en/screener';
import type { ScreenerField, ScreenerPreset } from '@evident/contracts/screener';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatInteger } from '@/lib/format';
import { openPricing } from '@/lib/subscription';
import { useMessageOf, type ScreenStateOfPage } from '../use-screen-state';
import { FieldSelect } from './field-select';
import { PresetsPanel } from './presets-panel';
import { ResultsTable } from './results-table';
import { WhyNot } from './why-not';
import styles from './screener.module.css';

/**
 * The results: the live count, the plan's cap, the columns, the table with its pages and "Why
 * isn't X here?"; the research presets below while no filter of the user's is set.
 */
export function ResultsPanel({
  screen: { state, setState, change, key, body, results, data, userFilters },
  fieldList,
  fieldMap,
  presets,
  onOpenPreset,
}: {
  screen: ScreenStateOfPage;
  fieldList: readonly ScreenerField[];
  fieldMap: ReadonlyMap<string, ScreenerField>;
  /** The presets shown in the section (null: none here). */
  presets: readonly ScreenerPreset[] | null;
  onOpenPreset: (p: ScreenerPreset) => void;
}) {
  const { t } = useTranslation('screener');
  const messageOf = useMessageOf();
  const columns = state.columns ?? data?.columns ?? ['evidentScore'];
  return (
    <section
      className={styles.results}
      aria-label={t('results.label')}
      aria-busy={results.isFetching}
    >
      {userFilters === 0 ? (
        <p className={styles.empty} role="status">
          {t('results.atLeastOneFilter')}
        </p>
      ) : results.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(results.error)}
          {results.error instanceof ApiError && results.error.status
            ? ` (${results.error.status})`
            : ''}
        </p>
      ) : !data ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          <p className={styles.count} role="status" data-testid="match-count">
            <Trans
              t={t}
              i18nKey="results.matches"
              count={data.total}
              values={{
                total: formatInteger(data.total),
                universe: formatInteger(data.universe),
              }}
              components={{ strong: <strong /> }}
            />
            {data.excludedMissing > 0
              ? t('results.excludedMissing', {
                  count: data.excludedMissing,
                  excluded: formatInteger(data.excludedMissing),
                })
              : ''}
          </p>
          {data.limit !== null && data.total > data.limit ? (
            <p className={styles.cap}>
              {t('results.planCap', { count: data.limit, limit: formatInteger(data.limit) })}{' '}
              <Button size="sm" variant="secondary" onClick={openPricing}>
                {t('upgrade')}
              </Button>
            </p>
          ) : null}
          <div className={styles.columns}>
            <span className={styles.muted}>{t('results.columns')}</span>
            {columns.map((c) => (
              <span key={c} className={styles.chip}>
                {fieldMap.get(c)?.label ?? c}
                {columns.length > 1 ? (
                  <button
                    type="button"
                    aria-label={t('results.removeColumn', {
                      label: fieldMap.get(c)?.label ?? c,
                    })}
                    onClick={() => change({ columns: columns.filter((x) => x !== c) })}
                  >
                    ×
                  </button>
                ) : null}
              </span>
            ))}
            <FieldSelect
              label={t('results.addColumn')}
              fields={fieldList}
              exclude={new Set(columns)}
              onPick={(f) => change({ columns: [...columns, f.id] })}
            />
          </div>
          {data.data.length === 0 ? (
            <p className={styles.empty}>
              {data.total === 0 ? t('results.noMatch') : t('results.noRows')}
            </p>
          ) : (
            <ResultsTable
              rows={data.data}
              columns={columns}
              fields={fieldMap}
              sortingBy={state.sortingBy}
              onSort={(sortingBy) => change({ sortingBy })}
              offset={(data.pagination.page - 1) * data.pagination.pageSize}
            />
          )}
          {data.pagination.totalPages > 1 ? (
            <nav className={styles.pager} aria-label={t('results.pages')}>
              <Button
                size="sm"
                variant="secondary"
                disabled={state.page <= 1}
                onClick={() => setState({ ...state, page: state.page - 1 })}
              >
                {t('results.previous')}
              </Button>
              <span>
                {t('results.pageOf', {
                  page: formatInteger(state.page),
                  pages: formatInteger(data.pagination.totalPages),
                })}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={state.page >= data.pagination.totalPages}
                onClick={() => setState({ ...state, page: state.page + 1 })}
              >
                {t('results.next')}
              </Button>
            </nav>
          ) : null}
          <WhyNot body={body} isOr={state.isOr} fields={fieldMap} screenKey={key} />
        </>
      )}
      {presets ? <PresetsPanel presets={presets} onOpen={onOpenPreset} /> : null}
    </section>
  );
}
