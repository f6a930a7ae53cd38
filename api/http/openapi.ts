import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import type { AccessRule } from './access.ts';
import type { RouteDef } from './route.ts';

/** A declared route and the tag (module name) it is listed under. */
export interface DocumentedRoute {
  route: RouteDef;
  tag: string;
}

const ERROR_RESPONSES: Record<number, string> = {
  400: 'Invalid input (`validation_failed` with `fields`: property path → messages)',
  413: 'Body too large',
  415: 'Body is not JSON',
  429: 'Too many requests (Retry-After)',
  500: 'Unexpected error (`internal_error` with `requestId`)',
};
const ACCESS_ERRORS: Record<AccessRule, Record<number, string>> = {
  public: {},
  dev: { 404: 'Not available (production, or not from this machine)' },
  member: { 401: 'Not signed in' },
  owner: { 401: 'Not signed in', 404: 'Not found, or not yours' },
  admin: { 401: 'Not signed in', 403: 'Not the admin' },
};
const ACCESS_TEXT: Record<AccessRule, string> = {
  public: 'Anyone.',
  member: 'Signed-in members.',
  owner: 'The signed-in owner of the record (or the admin).',
  admin: 'The admin only.',
  dev: 'Development helper: outside production, from this machine only.',
};

/** koa-router `/api/x/:id` → OpenAPI `/api/x/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.core.$ZodType) => ({ content: { 'application/json': { schema: schema as z.ZodType } } });

function operation({ route, tag }: DocumentedRoute): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    responses[status] = { description: Number(status) >= 300 && Number(status) < 400 ? 'Redirect' : 'Success', ...(schema ? json(schema) : {}) };
  }
  for (const [status, description] of Object.entries({ ...ACCESS_ERRORS[route.access], ...ERROR_RESPONSES })) {
    responses[status] ??= { description, ...json(apiErrorSchema) };
  }
  const headers = route.idempotent
    ? z.object({ 'Idempotency-Key': z.uuid().optional().meta({ description: 'Client-made UUID v4: a resend replays the first response' }) })
    : undefined;
  return {
    summary: route.summary,
    description: [route.description, `Access: ${ACCESS_TEXT[route.access]}`].filter(Boolean).join('\n\n'),
    tags: [route.tag ?? tag],
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(headers ? { header: headers } : {}),
    },
    ...(route.body ? { requestBody: { required: true, ...json(route.body) } } : {}),
    ...(route.rawBody ? { requestBody: { required: true, content: { [route.rawBody]: { schema: z.string().meta({ format: 'binary' }) } } } } : {}),
    responses: responses as ZodOpenApiOperationObject['responses'],
  };
}

/**
 * The OpenAPI 3.1 document of every declared route (served at GET /api/openapi.json; issue 9 item 2): paths,
 * parameters, bodies and responses from the routes' zod schemas (request shapes as input, responses as output),
 * the error contract `{message, code, fields?}` for every error status, the access rule in each description.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], info: { version: string; serverUrl: string }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const entry of routes) {
    const item = (paths[openApiPath(entry.route.path)] ??= {});
    (item as Record<string, ZodOpenApiOperationObject>)[entry.route.method.toLowerCase()] = operation(entry);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tamil Community API',
      version: info.version,
      description: 'REST API of the bilingual (Tamil-first, English) Tamil community platform. Sessions are cookies (`tc.sid`); state-changing requests from a browser must come from the same origin. Errors are `{ message, code, fields? }`.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
  });
}
