import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import type { AccessRule } from './access.ts';
import { declaredErrors, type RouteDef } from './route.ts';

/** A declared route and the tag (module name) it is listed under. */
export interface DocumentedRoute {
  route: RouteDef;
  tag: string;
  /** The sample of its JSON body (its module's `samples`; decision 182 "Samples"), shown as the body's `example`. */
  example?: unknown;
}

const ACCESS_TEXT: Record<AccessRule, string> = {
  public: 'Anyone.',
  member: 'Signed-in members.',
  owner: 'The signed-in owner of the record (or the admin).',
  admin: 'The admin only.',
  dev: 'Development helper: outside production, from this machine only.',
};

/** The session cookie (api/app.ts) and the header names the document's security schemes describe. */
const SESSION_COOKIE = 'tc.sid';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security schemes (OpenAPI `components.securitySchemes`): the signed session cookie, the same-origin rule of
 * state-changing requests (decision 011) and the payment provider's webhook signature.
 */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by POST /api/auth/login (signed: sent together with `tc.sid.sig`; HttpOnly, SameSite=Lax).',
  },
  sameOrigin: {
    type: 'apiKey',
    in: 'header',
    name: 'Origin',
    description:
      'State-changing requests (POST, PUT, PATCH, DELETE under /api/, webhooks excepted) from a browser must come from this site: `Origin`, else `Referer`, else `Sec-Fetch-Site` must name this origin — otherwise 403 `csrf_rejected`. A request carrying none of the three (not from a browser page) passes.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "The payment provider's HMAC signature of the exact body bytes; a missing or wrong one is 400 `invalid_signature`.",
  },
} as const;

/** `security` of an operation: who it lets in, as alternatives (an empty object: no credentials needed). */
function securityOf(route: RouteDef): Record<string, string[]>[] | undefined {
  if (route.path.startsWith('/api/webhooks/')) return [{ stripeSignature: [] }];
  const writes = BODY_METHODS.has(route.method);
  const signedIn = route.access === 'member' || route.access === 'owner' || route.access === 'admin';
  if (signedIn) return writes ? [{ session: [], sameOrigin: [] }, { session: [] }] : [{ session: [] }];
  return writes ? [{ sameOrigin: [] }, {}] : undefined;
}

/** Response headers, registered once as components (`$ref`) by their meta id. */
const RETRY_AFTER = 'Seconds to wait before trying again';
const retryAfter = z.string().regex(/^\d+$/).meta({ description: RETRY_AFTER, header: { id: 'RetryAfter' } });
const retryAfterWhenKnown = z.string().regex(/^\d+$/).optional().meta({ description: `${RETRY_AFTER} (when the server can tell)`, header: { id: 'RetryAfterWhenKnown' } });
const location = z.string().meta({ description: 'Path of the created record, or where the redirect goes', header: { id: 'Location' } });
const replayed = z.literal('true').optional().meta({ description: 'This is the stored answer to an earlier request with the same Idempotency-Key (the handler did not run again)', header: { id: 'IdempotentReplayed' } });
const idempotencyKey = z.uuidv4().optional().meta({
  description: 'A UUID version 4 the client makes once per intended action: a resend with the same key and body replays the first answer (decision 008). Any other value is 400.',
  param: { id: 'IdempotencyKey' },
});

/** Short names of the error statuses, for the names of shared error responses. */
const STATUS_NAMES: Record<number, string> = {
  400: 'BadRequest', 401: 'Unauthorized', 402: 'PaymentRequired', 403: 'Forbidden', 404: 'NotFound', 405: 'MethodNotAllowed', 409: 'Conflict',
  410: 'Gone', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType', 422: 'UnprocessableContent', 429: 'TooManyRequests', 500: 'InternalError',
  502: 'BadGateway', 503: 'ServiceUnavailable',
};
const INTERNAL_ERROR = 'Unexpected fault (`internal_error` with `requestId`); never a planned answer';

const json = (schema: z.core.$ZodType) => ({ content: { 'application/json': { schema: schema as z.ZodType } } });

/**
 * The error responses of every operation, one object per distinct (status, text): a text used by more than one
 * operation is a shared component (`#/components/responses/…`), the rest stay inline. The error body is always
 * `#/components/schemas/ApiError`.
 */
function errorResponses(routes: readonly DocumentedRoute[]): (status: number, text: string) => ZodOpenApiResponseObject {
  const uses = new Map<string, number>();
  const keyOf = (status: number, text: string) => `${status}\u0000${text}`;
  for (const { route } of routes) for (const [status, text] of [...declaredErrors(route), [500, INTERNAL_ERROR] as const]) uses.set(keyOf(status, text), (uses.get(keyOf(status, text)) ?? 0) + 1);
  const shared = new Map<string, ZodOpenApiResponseObject>();
  const variants = new Map<number, number>();
  // The most used text of a status gets its plain name (`NotFound`), the others a number (`NotFound2`).
  for (const [key, count] of [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    if (count < 2) continue;
    const [statusText, text] = key.split('\u0000') as [string, string];
    const status = Number(statusText);
    const n = (variants.get(status) ?? 0) + 1;
    variants.set(status, n);
    shared.set(key, { ...errorResponse(status, text), id: `${STATUS_NAMES[status] ?? `Error${status}`}${n > 1 ? n : ''}` });
  }
  return (status, text) => shared.get(keyOf(status, text)) ?? errorResponse(status, text);
}

function errorResponse(status: number, description: string): ZodOpenApiResponseObject {
  const headers = status === 429 ? { 'Retry-After': retryAfter } : status === 503 ? { 'Retry-After': retryAfterWhenKnown } : undefined;
  return { description, ...(headers ? { headers: z.object(headers) } : {}), ...json(apiErrorSchema) };
}

function successResponse(route: RouteDef, status: number, schema: z.core.$ZodType | null): ZodOpenApiResponseObject {
  const redirect = status >= 300 && status < 400;
  const headers: Record<string, z.ZodType> = {};
  if ((redirect && status !== 304) || (status === 201 && route.location)) headers.Location = location;
  if (route.idempotent && !redirect) headers['Idempotent-Replayed'] = replayed;
  const description = status === 304 ? 'Not modified: the `If-None-Match` ETag is still current' : redirect ? 'Redirect' : status === 201 ? 'Created' : 'Success';
  return { description, ...(Object.keys(headers).length ? { headers: z.object(headers) } : {}), ...(schema ? json(schema) : {}) };
}

/**
 * The JSON request body of a route: its schema, and the endpoint's sample body (shared/<feature>/samples.ts,
 * decision 182 "Samples") as the `example` readers can send as it is.
 */
function jsonRequestBody(body: z.core.$ZodType, example: unknown) {
  return { required: true, content: { 'application/json': { schema: body as z.ZodType, ...(example === undefined ? {} : { example }) } } };
}

/** koa-router `/api/x/:id` → OpenAPI `/api/x/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** `get /api/x/{id}` → `getApiXId`: the operation id. */
const operationId = (route: RouteDef) =>
  `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

function operation({ route, tag, example }: DocumentedRoute, errorResponse: ReturnType<typeof errorResponses>): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, schema] of Object.entries(route.responses)) responses[status] = successResponse(route, Number(status), schema);
  for (const [status, text] of declaredErrors(route)) responses[status] ??= errorResponse(status, text);
  responses['500'] = errorResponse(500, INTERNAL_ERROR);
  const security = securityOf(route);
  return {
    summary: route.summary,
    description: [route.description, `Access: ${ACCESS_TEXT[route.access]}`].filter(Boolean).join('\n\n'),
    tags: [route.tag ?? tag],
    operationId: operationId(route),
    ...(security ? { security } : {}),
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(route.idempotent ? { header: z.object({ 'Idempotency-Key': idempotencyKey }) } : {}),
    },
    ...(route.body ? { requestBody: jsonRequestBody(route.body, example) } : {}),
    ...(route.rawBody ? { requestBody: { required: true, content: { [route.rawBody]: { schema: z.string().meta({ format: 'binary' }) } } } } : {}),
    responses: responses as ZodOpenApiOperationObject['responses'],
  };
}

/**
 * The OpenAPI 3.1 document of every declared route (served at GET /api/openapi.json; decisions 034 and 173):
 * paths, parameters, bodies and responses from the routes' zod schemas (request shapes as input, responses as
 * output); every status a route can answer ({@link declaredErrors}) with the error contract as the shared
 * component `ApiError`; each JSON request body's sample as its `example`; security schemes (session cookie, same-origin rule, webhook signature); response headers
 * (Retry-After, Location, Idempotent-Replayed); the access rule in each description.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], info: { version: string; serverUrl: string }) {
  const paths: ZodOpenApiPathsObject = {};
  const errorResponse = errorResponses(routes);
  for (const entry of routes) {
    const item = (paths[openApiPath(entry.route.path)] ??= {});
    (item as Record<string, ZodOpenApiOperationObject>)[entry.route.method.toLowerCase()] = operation(entry, errorResponse);
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Tamil Community API',
        version: info.version,
        description:
          'REST API of the bilingual (Tamil-first, English) Tamil community platform. Sessions are cookies (`tc.sid`); state-changing requests from a browser must come from the same origin. Errors are `{ message, code, fields? }` (`ApiError`). A method a path does not have is 405 with `Allow`.',
      },
      servers: [{ url: info.serverUrl }],
      paths,
      components: { schemas: { ApiError: apiErrorSchema as unknown as z.ZodType }, securitySchemes: SECURITY_SCHEMES },
    },
    { reused: 'ref' },
  );
  return nameReusedSchemas(document);
}

type Json = unknown;
const AUTO_NAME = /^__schema\d+$/;
/** A component schema this small, without references of its own, goes back inline: a `$ref` would not save bytes. */
const INLINE_BELOW_BYTES = 200;
const capitalize = (text: string) => text.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase());

/**
 * zod names every schema used more than once `__schemaN` (`reused: 'ref'`, which keeps the document under 300 kB;
 * decision 173). Readers want names: the small ones go back inline, the others are named after where they are first
 * used (`PostApiTaxiServicesResponse201`, `GetApiJobListingsResponse200Items`), in document order, so names are stable.
 */
function nameReusedSchemas<T extends { components?: { schemas?: Record<string, Json> } }>(document: T): T {
  const schemasOf = () => (document.components?.schemas ?? {}) as Record<string, Json>;
  const refOf = (node: Json) => (node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string' ? (node as { $ref: string }).$ref.replace('#/components/schemas/', '') : undefined);
  const map = (node: Json, visit: (node: Json, key: string[]) => Json, key: string[] = []): Json => {
    const replaced = visit(node, key);
    if (Array.isArray(replaced)) return replaced.map((child, i) => map(child, visit, [...key, String(i)]));
    if (replaced && typeof replaced === 'object') return Object.fromEntries(Object.entries(replaced).map(([k, child]) => [k, map(child, visit, [...key, k])]));
    return replaced;
  };
  const rewrite = (visit: (node: Json) => Json) => Object.assign(document, map(document, visit));
  // 1. Inline the small leaves, until none is left (inlining one can make its parent a small leaf).
  for (;;) {
    const small = new Map(Object.entries(schemasOf()).filter(([name, schema]) => AUTO_NAME.test(name) && !JSON.stringify(schema).includes('"$ref"') && JSON.stringify(schema).length < INLINE_BELOW_BYTES));
    if (!small.size) break;
    for (const name of small.keys()) delete schemasOf()[name];
    rewrite((node) => {
      const name = refOf(node);
      if (!name || !small.has(name)) return node;
      const { $ref: _ref, ...siblings } = node as Record<string, Json>;
      return { ...(small.get(name) as object), ...siblings };
    });
  }
  // 2. Name the rest after their first use: the operation (or component) and the place in it, then the place inside
  //    a schema named before.
  const names = new Map<string, string>();
  const taken = new Set(Object.keys(schemasOf()).filter((name) => !AUTO_NAME.test(name)));
  const nameAt = (place: string[]) => {
    const base = capitalize(place.filter((part) => !['content', 'application/json', 'schema', 'properties'].includes(part)).join(' ')) || 'Schema';
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    taken.add(name);
    return name;
  };
  const queue: [Json, string[]][] = [];
  const collect = (node: Json, place: string[]) => {
    map(node, (child, key) => {
      const name = refOf(child);
      if (name && AUTO_NAME.test(name) && !names.has(name)) {
        names.set(name, nameAt([...place, ...key]));
        queue.push([schemasOf()[name], [names.get(name)!]]);
      }
      return child;
    });
  };
  const doc = document as unknown as { paths?: Record<string, Record<string, { operationId?: string }>>; components: Record<string, Record<string, Json>> };
  for (const [path, item] of Object.entries(doc.paths ?? {})) for (const [method, op] of Object.entries(item)) collect(op, [op.operationId ?? `${method} ${path}`]);
  for (const [kind, entries] of Object.entries(doc.components)) if (kind !== 'schemas') for (const [name, entry] of Object.entries(entries)) collect(entry, [name]);
  while (queue.length) collect(...queue.shift()!);
  const renamed: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemasOf())) if (!AUTO_NAME.test(name) || names.has(name)) renamed[names.get(name) ?? name] = schema;
  doc.components.schemas = renamed;
  rewrite((node) => {
    const name = refOf(node);
    return name && names.has(name) ? { ...(node as object), $ref: `#/components/schemas/${names.get(name)}` } : node;
  });
  return document;
}
