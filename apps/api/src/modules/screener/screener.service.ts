import type { Language } from '../../i18n/language';
import type { Db } from '../../db/client';
import type { ReadModel, ReadModelHolder } from '../../read-model/read-model';
import { currentUniverse, type ScreenerDeps } from './screener-deps';
import { applyScreen, downloadScreen, explainScreen } from './screener-results';
import { createUniverses, fieldsOf, warmUniverse } from './screener-universe';
import {
  allScreens,
  createScreen,
  oneScreen,
  presets,
  removeScreen,
  updateScreen,
} from './saved-screens';

/**
 * The screener (issue 20, ADR 021): screens run on column arrays built once per read-model
 * version from the latest score run; saved screens are a user's own; answers are capped by the
 * plan's screener limit. Each use case is a function of its own file; this gives them their
 * dependencies.
 */
export function createScreenerService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** The user's screener results limit (−1 = all), from the plan in force. */
  limitOf: (userId: number) => Promise<number> | number;
  now?: () => Date;
}) {
  const d: ScreenerDeps = {
    db: deps.db,
    readModel: deps.readModel,
    limitOf: deps.limitOf,
    now: deps.now ?? (() => new Date()),
    universeOf: createUniverses(),
  };
  const use =
    <A extends unknown[], R>(useCase: (deps: ScreenerDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(d, ...args);
  return {
    warm: (model: ReadModel) => warmUniverse(d, model),
    fields: async (language: Language = 'en') => fieldsOf(await currentUniverse(d), language),
    apply: use(applyScreen),
    download: use(downloadScreen),
    explain: use(explainScreen),
    presets: use(presets),
    all: use(allScreens),
    one: use(oneScreen),
    create: use(createScreen),
    update: use(updateScreen),
    remove: use(removeScreen),
  };
}
export type ScreenerService = ReturnType<typeof createScreenerService>;
