import type { FeedbackRequest } from '@evident/contracts/feedback';
import type { Db } from '../../db/client';
import { insertFeedback } from './feedback.repository';

/** Messages from the built-in forms (rate us, issues, feedback, contact). */
export function createFeedbackService(db: Db) {
  return { submit: (message: FeedbackRequest) => insertFeedback(db, message) };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
