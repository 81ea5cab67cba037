import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_KEY_HEADER } from '@evident/contracts/api-keys';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the API reference is read (Swagger UI, outside `/api/v1`: it needs no key). */
/** The answer of `GET /api/v1/openapi.json`: this API's OpenAPI 3.1 document, as generated. */
export const openApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('The OpenAPI 3.1 document of this API');

export const API_REFERENCE_PATH = '/api/reference';
/** The OpenAPI document's path. */
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** Routes kept out of the public document: the local tools' (answered only on this machine). */
export const undocumented = (url: string) =>
  !url.startsWith('/api/v1/') || url.startsWith('/api/v1/internal/');

/** The area of a route (its first path segment after /api/v1), its tag in the reference. */
const tagOf = (url: string) => url.split('/')[3] ?? 'api';

/**
 * The public API described (issue 26): an OpenAPI 3.1 document built by @fastify/swagger from the
 * routes' own zod schemas (fastify-type-provider-zod's transform), with the API-key scheme on
 * every call and the bearer scheme on the signed-in ones, served at `/api/v1/openapi.json`, and a
 * reference page (Swagger UI, its scripts served from here, so the strict CSP holds). Register
 * before the routes: the document is made from the routes declared after.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Evident API',
        version,
        description:
          'Fundamental analysis of US-listed companies: search, company analysis and the Evident Score, charts, the screener, watchlists and portfolios, plans. Every call carries an API key header; signed-in calls also a bearer access token (`POST /api/v1/auth/login`). Answers are `{ success, message?, data }`.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: (input) => {
      const { url, route } = input;
      if (undocumented(url)) return { schema: { ...input.schema, hide: true }, url };
      const out = jsonSchemaTransform(input);
      return {
        url: out.url,
        schema: {
          ...out.schema,
          tags: [tagOf(url)],
          ...(route.config?.public ? { security: [] } : {}),
          ...(route.config?.signedIn ? { security: [{ apiKey: [], bearer: [] }] } : {}),
        },
      };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}

/**
 * `GET /api/v1/openapi.json` (mounted with the API, public): the document of `app`, the whole
 * app's routes as registered.
 */
export const openApiRoute: FastifyPluginAsyncZod<{ app: FastifyInstance }> = async (
  api,
  { app },
) => {
  api.get(
    '/openapi.json',
    { config: { public: true }, schema: { response: { 200: openApiDocument } } },
    // The serializer checks the document against `openApiDocument` before it goes out.
    () => app.swagger() as z.input<typeof openApiDocument>,
  );
};
