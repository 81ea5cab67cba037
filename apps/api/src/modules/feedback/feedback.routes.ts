import { feedbackKindParams, feedbackRequest, feedbackResponse } from '@evident/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import { htmlPage } from '../../http/media-answers';
import { consumeOr429, type LimiterFactory } from '../../http/rate-limiter';
import { renderFeedbackForm } from './feedback-form.page';
import type { FeedbackService } from './feedback.service';

/** `POST /api/v1/feedback`: stores a message from the built-in forms. */
export const feedbackApiRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  limiter: LimiterFactory;
}> = async (app, { feedback, limiter }) => {
  // People write a few messages; 20 an hour per address stops a flood.
  const perAddress = limiter({ prefix: 'feedback-ip', points: 20, duration: 3600 });
  app.post(
    '/feedback',
    {
      preHandler: (request) => consumeOr429(perAddress, request.ip),
      schema: { body: feedbackRequest, response: { 201: feedbackResponse } },
    },
    async (request, reply) => {
      const id = await feedback.submit(request.body);
      return reply.code(201).send(ok({ id }, 'Thank you for your message'));
    },
  );
};

/** `GET /forms/:kind`: the built-in form pages (HTML) opened in the feedback frames. */
export const feedbackPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms/:kind',
    {
      schema: {
        params: feedbackKindParams,
        response: { 200: htmlPage('The form of this kind'), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(renderFeedbackForm(request.params.kind));
    },
  );
};
