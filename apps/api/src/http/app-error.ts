import type { ServerText } from '../i18n/translate';

/**
 * A typed error a service throws; the one error handler turns it into
 * `{ success: false, message }` with `status`. 4xx messages are shown to users as written: in
 * English as `message`, in another language from the catalogues, by `details.text` (the code and
 * figures of a message with a variable part, ADR 055) or else by the English itself.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /**
     * Extra answer details: headers (Retry-After for 429), and the message's text by code and
     * figures when it has a variable part.
     */
    readonly details: { retryAfterSeconds?: number; text?: ServerText } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
