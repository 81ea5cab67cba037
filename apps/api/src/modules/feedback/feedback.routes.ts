import { feedbackKindParams, feedbackRequest, feedbackResponse } from '@evident/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { renderFeedbackForm } from './feedback-form.page';
import { insertFeedback } from './feedback.repository';

/** `POST /api/v1/feedback`: stores a message from the built-in forms. */
export const feedbackApiRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/feedback',
    { schema: { body: feedbackRequest, response: { 201: feedbackResponse } } },
    async (request, reply) => {
      const id = await insertFeedback(db, request.body);
      return reply.code(201).send(ok({ id }, 'Thank you for your message'));
    },
  );
};

/** `GET /forms/:kind`: the built-in form pages (HTML) opened in the feedback frames. */
export const feedbackPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/forms/:kind', { schema: { params: feedbackKindParams } }, async (request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(renderFeedbackForm(request.params.kind));
  });
};
