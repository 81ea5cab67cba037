/** Whether an error (or its cause) carries this PostgreSQL error code, from either driver. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Error || (e && typeof e === 'object');) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}

/** Whether an error (or its cause) is PostgreSQL's unique violation (23505), from either driver. */
export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');
