import argon2 from 'argon2';
import { AppError } from '../../http/app-error';
import type { AuthServiceDeps, PlanOfUser } from './auth.service';

/** What the accounts' use cases work with: the service's dependencies, defaults filled in. */
export type AuthDeps = AuthServiceDeps & {
  now: () => Date;
  planOf: (userId: number) => Promise<PlanOfUser>;
};

/** OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). */
export const ARGON2 = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const err = (code: string, status: number, message: string) =>
  new AppError(code, status, message);

/** The calendar month of `deps.now()` (YYYY-MM), the period of the analyses' usage. */
export const monthOf = (deps: AuthDeps) => deps.now().toISOString().slice(0, 7);
