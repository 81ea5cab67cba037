import type { FeedbackRequest } from '@evident/contracts/feedback';
import type { Db } from '../../db/client';
import { feedbackMessages } from '../../db/schema';

export async function insertFeedback(db: Db, input: FeedbackRequest): Promise<number> {
  const [row] = await db
    .insert(feedbackMessages)
    .values({
      kind: input.kind,
      rating: input.rating ?? null,
      email: input.email ?? null,
      message: input.message,
      pagePath: input.pagePath ?? null,
    })
    .returning({ id: feedbackMessages.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}
