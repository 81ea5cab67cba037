import { track } from '@/lib/analytics';
import { apiRequest } from '@/lib/api-client';
import { describeError } from '../describe-error';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const clientErrorsContracts = () => import('@evident/contracts/client-errors');

const reported = new WeakSet<object>();

/**
 * Spec §7 "error-reporting call": sends the current path and the error (name, message, stack) to
 * `POST /api/v1/client-errors`, once per error object, and records the error analytics event. Reporting must never throw: a failure here
 * is swallowed because the error screen is already the last resort.
 */
export async function reportClientError(error: unknown, page: string): Promise<void> {
  if (error !== null && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { name, message, stack } = describeError(error);
  // Spec §8: the error analytics event (page, error name, message), sent only with consent.
  track('error', { error_name: name.slice(0, 200) || 'Error', message: message.slice(0, 2000) });
  try {
    await apiRequest('/client-errors', {
      method: 'POST',
      schema: async () => (await clientErrorsContracts()).clientErrorResponse,
      body: {
        page: page.slice(0, 2000) || '/',
        name: name.slice(0, 200),
        message: message.slice(0, 2000),
        ...(stack ? { stack: stack.slice(0, 10_000) } : {}),
      },
    });
  } catch {
    // Nothing more can be done from the error screen.
  }
}
