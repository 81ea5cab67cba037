import { errorEnvelope, type SuccessEnvelope } from '@evident/contracts/envelope';

/** The success half of the one answer envelope. */
export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** Response schemas for the error statuses a route can answer (all the one error envelope). */
export function errorAnswers<C extends number>(...codes: C[]): Record<C, typeof errorEnvelope> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelope])) as Record<
    C,
    typeof errorEnvelope
  >;
}
