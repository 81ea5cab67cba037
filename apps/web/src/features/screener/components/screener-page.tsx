import type { ScreenerPreset } from '@evident/contracts/screener';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatInteger } from '@/lib/format';
import { fieldsQuery, presetsQuery } from '../api/screener-api';
import { encodeState, isInvestableGate } from '../screen-state';
import { stateOfScreen, useMessageOf, useScreenState } from '../use-screen-state';
import { FiltersPanel } from './filters-panel';
import { PresetsPanel } from './presets-panel';
import { ResultsPanel } from './results-panel';
import { ScreenToolbar } from './screen-toolbar';
import styles from './screener.module.css';
import '@/i18n/en/screener';

/**
 * The screener (`/screener/:id?`, spec §2 login required; issue 20): filters on every field with
 * their distributions, a live count (debounced; each new applyFilters aborts the one before, spec
 * §4), columns, sort, pages, the state in the URL, saved screens, "Why isn't X here?", CSV and
 * research presets with their backtests.
 */
export function ScreenerPage({ screenId }: { screenId: number | null }) {
  const { t } = useTranslation('screener');
  const messageOf = useMessageOf();
  const navigate = useNavigate();
  const fields = useQuery(fieldsQuery());
  const presets = useQuery(presetsQuery());
  const screen = useScreenState(screenId);
  const { saved, current, state } = screen;

  const fieldList = useMemo(() => fields.data?.fields ?? [], [fields.data]);
  const fieldMap = useMemo(() => new Map(fieldList.map((f) => [f.id, f])), [fieldList]);

  const openPreset = (p: ScreenerPreset) => {
    void navigate(`/screener?q=${encodeURIComponent(encodeState(stateOfScreen(p)))}`);
  };
  // The user's filters: the investable switch alone still shows the presets (ADR 049).
  const filtered = new Set(state.filters.filter((f) => !isInvestableGate(f)).map((f) => f.field));

  return (
    <div className={styles.page}>
      <PageHeader
        title={current ? current.name : t('title')}
        subtitle={
          fields.data
            ? t('subtitle', {
                count: fields.data.universe,
                universe: formatInteger(fields.data.universe),
                date: formatDate(fields.data.asOf),
              })
            : undefined
        }
      />

      <ScreenToolbar
        screenId={screenId}
        current={current}
        dirty={screen.dirty}
        state={state}
        body={screen.body}
        userFilters={screen.userFilters}
      />

      {saved.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(saved.error)}
        </p>
      ) : null}

      <div className={styles.layout}>
        <FiltersPanel screen={screen} fields={fields} fieldList={fieldList} fieldMap={fieldMap} />
        <ResultsPanel
          screen={screen}
          fieldList={fieldList}
          fieldMap={fieldMap}
          presets={filtered.size === 0 && presets.data ? presets.data : null}
          onOpenPreset={openPreset}
        />
      </div>
      {filtered.size > 0 && presets.data ? (
        <details className={styles.morePresets}>
          <summary>{t('results.researchPresets')}</summary>
          <PresetsPanel presets={presets.data} onOpen={openPreset} title={null} />
        </details>
      ) : null}
    </div>
  );
}
