import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { feedbackApiRoutes, feedbackPageRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** Feedback: `POST /api/v1/feedback` and the forms' pages (`/forms/:kind`). */
export const feedbackModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'limiter'>
> = async (app, { api, database, limiter }) => {
  await api(app, feedbackApiRoutes, { feedback: createFeedbackService(database.db), limiter });
  await app.register(feedbackPageRoutes);
};
