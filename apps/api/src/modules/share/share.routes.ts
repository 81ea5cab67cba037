import type { CompanyDetail } from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { errorAnswers } from '../../http/envelope';
import { pngImage } from '../../http/media-answers';
import { consumeOr429, type LimiterFactory } from '../../http/rate-limiter';
import { languageOf } from '../../i18n/language';
import { CARD_LANGUAGES } from './card-words';
import { createShareImageCache, scoreCardPng } from './share-image';

/** A company's page answer and the version of the data it comes from; null when unknown. */
export type CompanyForShare = (ticker: string) => { detail: CompanyDetail; version: string } | null;

const params = z.object({
  exchange: z.string().regex(/^[A-Za-z]{1,12}$/, 'Unknown exchange'),
  file: z.string().regex(/^[A-Za-z0-9.-]{1,16}\.png$/, 'Unknown image'),
});
const query = z.object({ lang: z.enum(CARD_LANGUAGES).optional() }).strict();

/**
 * `GET /share/stocks/{exchange}/{symbol}.png` (issue 23): the company's score card at 3×, for
 * the share action's download and as the Open Graph image of its page. Public like the page it
 * previews (link previews send no API key); in the `lang` language, else the accept-language one.
 */
export const shareRoutes: FastifyPluginAsyncZod<{
  company: CompanyForShare;
  limiter: LimiterFactory;
}> = async (app, { company, limiter }) => {
  // Drawing an image costs a few milliseconds: 120 a minute per address.
  const perAddress = limiter({ prefix: 'share-image-ip', points: 120, duration: 60 });
  const cached = createShareImageCache();
  app.get(
    '/share/stocks/:exchange/:file',
    {
      preHandler: (request) => consumeOr429(perAddress, request.ip),
      schema: {
        params,
        querystring: query,
        response: {
          200: pngImage('The company’s score card, 3× its size on the page'),
          ...errorAnswers(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const symbol = request.params.file.slice(0, -'.png'.length);
      const ticker = `${request.params.exchange}:${symbol}`.toUpperCase();
      const found = company(ticker);
      if (!found) throw notFound('Company not found');
      const language = request.query.lang ?? languageOf(request.headers['accept-language']);
      const png = cached(`${found.version}|${ticker}|${language}`, () =>
        scoreCardPng(found.detail, language),
      );
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'accept-language')
        .send(png);
    },
  );
};
