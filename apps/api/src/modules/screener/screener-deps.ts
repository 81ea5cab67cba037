import { UNLIMITED } from '@evident/contracts/plans';
import { SCREENER_MESSAGES, type ScreenerFilter } from '@evident/contracts/screener';
import { checkScreen, type FieldProblem } from '@evident/engine/screening/fields';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ServerText } from '../../i18n/translate';
import { currentModel } from '../../read-model/errors';
import type { ReadModelHolder } from '../../read-model/read-model';
import type { Universe, UniverseOf } from './screener-universe';

/** What the screener's use cases work with (createScreenerService fills in the defaults). */
export interface ScreenerDeps {
  db: Db;
  readModel: ReadModelHolder;
  /** The user's screener results limit (−1 = all), from the plan in force. */
  limitOf: (userId: number) => Promise<number> | number;
  now: () => Date;
  universeOf: UniverseOf;
}

/** The universe of the read model in force (refused while no data is loaded). */
export function currentUniverse(deps: ScreenerDeps): Promise<Universe> {
  return deps.universeOf(currentModel(deps.readModel));
}

/** The user's cap on results, null for all. */
export async function capOf(deps: ScreenerDeps, userId: number): Promise<number | null> {
  const limit = await deps.limitOf(userId);
  return limit === UNLIMITED ? null : limit;
}

/** A screen's field problem as the answer says it: "filters.0.field: Unknown field "x"." */
function invalid(problem: FieldProblem): AppError {
  const { path } = problem;
  const [english, text]: [string, ServerText] =
    problem.code === 'unknownField'
      ? [
          SCREENER_MESSAGES.unknownField(problem.field),
          { id: 'screener.unknownField', vars: { field: problem.field } },
        ]
      : [
          SCREENER_MESSAGES.wrongOperator(problem.field, problem.op, problem.kind),
          {
            id: `screener.wrongOperator.${problem.kind}`,
            vars: { field: problem.field, op: problem.op },
          },
        ];
  return new AppError('INVALID_SCREEN', 400, `${path}: ${english}`, {
    text: { id: 'validation.fieldIssue', vars: { field: path, message: text } },
  });
}

/**
 * Refuses a screen without filters (spec §5, verbatim), or naming a field that does not exist or
 * an operator its field does not take (the field's path and the reason).
 */
export function check(screen: {
  filters?: readonly ScreenerFilter[] | undefined;
  sortingBy?: { field: string } | undefined;
  columns?: readonly string[] | undefined;
}): void {
  if (screen.filters?.length === 0)
    throw new AppError('NO_FILTERS', 400, SCREENER_MESSAGES.atLeastOneFilter);
  const problem = checkScreen({ ...screen, filters: screen.filters ?? [] });
  if (problem) throw invalid(problem);
}
