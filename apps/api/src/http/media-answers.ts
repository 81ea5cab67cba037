import { errorEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';

/**
 * Response schemas of answers that are not JSON: an HTML page, a CSV file, a PNG image. The
 * route's schema names the media type and what the body is (the API reference documents it);
 * Fastify sends such a body as it is, since it serializes only JSON answers.
 */
function mediaAnswer<T extends z.ZodType>(mediaType: string, schema: T, description: string) {
  return { description, content: { [mediaType]: { schema } } };
}

/** An HTML page (UTF-8). */
export const htmlPage = (description: string) => mediaAnswer('text/html', z.string(), description);

/** A CSV file (UTF-8), sent as an attachment. */
export const csvFile = (description: string) => mediaAnswer('text/csv', z.string(), description);

/** A PNG image. */
export const pngImage = (description: string) =>
  mediaAnswer(
    'image/png',
    z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
    description,
  );

/** An HTML page, or the one JSON error envelope when the request itself was refused (a 400). */
export const htmlPageOrError = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: errorEnvelope } },
});

/** A redirect: no body, the `location` header says where. */
export const redirect = (description: string) => ({ description, content: {} });
