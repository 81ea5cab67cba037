import type { ScreenerField } from '@evident/contracts/screener';
import { ScreenIndex } from '@evident/engine/screening/columns';
import { SCREENER_FIELDS } from '@evident/engine/screening/fields';
import {
  screenRowOf,
  sectorPercentileSteps,
  type ScreenRow,
} from '@evident/engine/screening/screen-row';
import { localizedFieldTexts } from '@evident/engine/screening/translations';
import { isInvestable, liquidityOf } from '@evident/engine/universe/investable';
import { figure } from '../../http/figures';
import type { Language } from '../../i18n/language';
import { driveSteps, mapInSlices, pause } from '../../runtime/steps';
import type { CompanyEntry, ReadModel, ReadModelHolder } from '../../read-model/read-model';

/*
 * The screener's universe (issue 20, ADR 021): screens run on column arrays built once per
 * read-model version from the latest score run (every scored company that is not an ETF).
 */

export interface Universe {
  model: ReadModel;
  index: ScreenIndex;
  entries: CompanyEntry[];
  /** GET /screener/fields' list, per language (the distributions are the same in each). */
  fields: Partial<Record<Language, ScreenerField[]>>;
}
export type UniverseOf = (model: ReadModel) => Promise<Universe>;

/** Whether a scored company is in the investable universe at its run's date (ADR 049). */
export function investableEntry(e: CompanyEntry, asOf: string | null): boolean {
  if (e.score === null || asOf === null) return false;
  return isInvestable(
    {
      lastClose: e.score.context.lastClose ?? null,
      marketCap: e.score.metrics.marketCap ?? null,
      medianDollarVolume: liquidityOf(e.score.metrics),
      latestFiled: e.score.context.latestFiled ?? null,
      evidentScoreValue: e.score.evidentScoreValue,
    },
    asOf,
  );
}

/** Companies turned into screen rows between two yields (about 30 µs each on this machine). */
const ROWS_PER_SLICE = 250;

/**
 * The screener's universe of a read model: every scored company that is not an ETF, by symbol,
 * as screen rows (metrics at the API's precision, factor percentiles within the sector added).
 * Built a slice at a time, with the event loop given back in between (a few hundred milliseconds
 * of work on the real universe, done after every score run).
 */
export async function screenUniverse(
  model: ReadModel,
): Promise<{ entries: CompanyEntry[]; rows: ScreenRow[] }> {
  const entries = [...model.bySymbol.values()]
    .filter((e) => e.score !== null && !e.company.isEtf)
    .sort((a, b) => (a.company.symbol < b.company.symbol ? -1 : 1));
  const plain = await mapInSlices(
    entries,
    (e) =>
      screenRowOf(
        e.company,
        e.score,
        Object.fromEntries(
          Object.entries(e.score!.metrics).map(([id, v]) => [id, v === null ? null : figure(v)]),
        ),
        e.score!.context,
        investableEntry(e, model.asOf),
      ),
    ROWS_PER_SLICE,
  );
  const rows = await driveSteps(sectorPercentileSteps(plain));
  return { entries, rows };
}

/** The universes of read models: one build per model, shared by whoever asks while it goes on. */
export function createUniverses(): UniverseOf {
  const universes = new WeakMap<ReadModel, Promise<Universe>>();
  return (model) => {
    let u = universes.get(model);
    if (!u) {
      u = screenUniverse(model).then(({ entries, rows }) => ({
        model,
        index: new ScreenIndex(rows),
        entries,
        fields: {},
      }));
      universes.set(model, u);
      // A failed build is not kept: the next request builds it again.
      u.catch(() => universes.delete(model));
    }
    return u;
  };
}

/**
 * Builds a model's screener index as soon as it loads, then each field's sort orders and
 * sorted values one field per turn of the event loop: the first screens after a score run do
 * not pay for them, and requests keep being answered meanwhile.
 */
export async function warmUniverse(
  deps: { readModel: ReadModelHolder; universeOf: UniverseOf },
  model: ReadModel,
): Promise<void> {
  const { readModel } = deps;
  // A model already replaced (loads in quick succession) is not built for nobody.
  if (readModel.get() !== model) return;
  const u = await deps.universeOf(model);
  for (const f of SCREENER_FIELDS) {
    await pause();
    if (readModel.get() !== model) return;
    u.index.prepare(f.id);
  }
}

/**
 * GET /screener/fields: every field with its distribution over the universe, its label, group
 * and description in `language` (issue 23).
 */
export function fieldsOf(
  u: Universe,
  language: Language,
): { asOf: string | null; universe: number; fields: ScreenerField[] } {
  const english = (u.fields.en ??= SCREENER_FIELDS.map((f) => ({
    id: f.id,
    label: f.label,
    group: f.group,
    kind: f.kind,
    unit: f.unit,
    direction: f.direction,
    description: f.description,
    ...u.index.stats(f.id),
  })));
  const fields = (u.fields[language] ??= english.map((f, k) => ({
    ...f,
    ...localizedFieldTexts(SCREENER_FIELDS[k]!, language),
  })));
  return { asOf: u.model.asOf, universe: u.index.size, fields };
}
