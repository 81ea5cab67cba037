import {
  MAX_SCREENS_PER_USER,
  SCREENER_MESSAGES,
  type NewScreenBody,
  type Screen,
  type ScreenerPreset,
  type UpdateScreenBody,
} from '@evident/contracts/screener';
import { PRESETS, presetsVersion } from '@evident/engine/screening/presets';
import { localizedPreset } from '@evident/engine/screening/translations';
import { isUniqueViolation } from '../../db/pg-error-code';
import { AppError } from '../../http/app-error';
import type { Language } from '../../i18n/language';
import { check, type ScreenerDeps } from './screener-deps';
import * as repo from './screener.repository';

/* A user's own saved screens, and the research presets everyone starts from. */

const notFound = () => new AppError('SCREEN_NOT_FOUND', 404, SCREENER_MESSAGES.notFound);
const nameTaken = () => new AppError('SCREEN_NAME_TAKEN', 409, SCREENER_MESSAGES.nameTaken);

function toScreen(row: repo.ScreenRowDb): Screen {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    sortingBy: row.sortingBy ?? null,
    columns: row.columns ?? null,
    isOr: row.isOr,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * GET /screener/presets: the research presets with their backtests when computed; names,
 * summaries, bases and papers' findings in `language`.
 */
export async function presets(
  deps: ScreenerDeps,
  language: Language = 'en',
): Promise<ScreenerPreset[]> {
  const stored = await repo.latestPresetBacktests(deps.db);
  const current = stored && stored.presetsVersion === presetsVersion() ? stored : null;
  return PRESETS.map((definition) => {
    const p = localizedPreset(definition, language);
    const figures = current?.results[p.id];
    return {
      id: p.id,
      name: p.name,
      summary: p.summary,
      basis: p.basis,
      paper: p.paper,
      universe: p.universe,
      filters: p.filters,
      sortingBy: p.sortingBy,
      columns: p.columns,
      isOr: false,
      backtest: figures && current ? { ...figures, runId: current.runId } : null,
    };
  });
}

export async function allScreens(deps: ScreenerDeps, userId: number): Promise<Screen[]> {
  return (await repo.screensOf(deps.db, userId)).map(toScreen);
}

export async function oneScreen(deps: ScreenerDeps, userId: number, id: number): Promise<Screen> {
  const row = await repo.findOwnedScreen(deps.db, userId, id);
  if (!row) throw notFound();
  return toScreen(row);
}

export async function createScreen(
  deps: ScreenerDeps,
  userId: number,
  body: NewScreenBody,
): Promise<Screen> {
  check(body);
  try {
    // Counted and saved under a lock of the user's row (issue 56: 60 saves at once left 61).
    const row = await repo.insertScreenWithin(
      deps.db,
      {
        userId,
        name: body.name,
        filters: body.filters,
        sortingBy: body.sortingBy ?? null,
        columns: body.columns ?? null,
        isOr: body.isOr ?? false,
      },
      MAX_SCREENS_PER_USER,
    );
    if (row) return toScreen(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  throw new AppError(
    'TOO_MANY_SCREENS',
    400,
    SCREENER_MESSAGES.tooManyScreens(MAX_SCREENS_PER_USER),
    { text: { id: 'screener.tooManyScreens', vars: { count: MAX_SCREENS_PER_USER } } },
  );
}

export async function updateScreen(
  deps: ScreenerDeps,
  userId: number,
  id: number,
  body: UpdateScreenBody,
): Promise<Screen> {
  check(body);
  try {
    const row = await repo.updateScreen(deps.db, userId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.filters === undefined ? {} : { filters: body.filters }),
      ...(body.sortingBy === undefined ? {} : { sortingBy: body.sortingBy }),
      ...(body.columns === undefined ? {} : { columns: body.columns }),
      ...(body.isOr === undefined ? {} : { isOr: body.isOr }),
    });
    if (!row) throw notFound();
    return toScreen(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function removeScreen(
  deps: ScreenerDeps,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  if (!(await repo.deleteScreen(deps.db, userId, id))) throw notFound();
  return { id };
}
