import type { SuccessEnvelope } from '@evident/contracts/envelope';

/** The success half of the one answer envelope. */
export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
