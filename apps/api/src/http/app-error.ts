/**
 * A typed error a service throws; the one error handler turns it into
 * `{ success: false, message }` with `status`. 4xx messages are shown to users as written.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** Extra answer details the handler turns into headers (e.g. Retry-After for 429). */
    readonly details: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
