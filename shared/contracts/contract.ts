import type * as z from 'zod/mini';

/*
 * Endpoint contracts (docs/decisions/182-endpoint-contracts.md): one object per endpoint, declared once in shared/ with
 * `zod/mini` schemas. The API binds a handler to it (api/http/route.ts `bindRoute`: access, validation, OpenAPI and
 * the response check come from the contract); the PWA calls it (pwa/lib/api/endpoint.ts `callEndpoint`) and derives
 * its query keys from it; the API tests read the routes bound from it. This module carries no zod code (types only).
 */

/** HTTP methods an endpoint may declare. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint (api/http/access.ts): anyone, a member, the record's owner, the admin, development only. */
export type EndpointAccess = 'public' | 'member' | 'owner' | 'admin' | 'dev';

/** Error statuses an endpoint may declare beyond the derived ones (api/http/route.ts `declaredErrors`, decision 173). */
export type EndpointErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** A schema of a contract: `zod/mini` (classic zod schemas are accepted by the type, but contracts use mini). */
export type ContractSchema = z.core.$ZodType;

/**
 * One endpoint: method, koa-router path (`/api/questions/:id`), access rule, summary, the schemas of its params,
 * query and body, its responses by status (a schema, or null for a body that is not JSON), the refusals of its own
 * rules (status → when), and its headers and limits:
 * - `idempotent`: honours an `Idempotency-Key` header (a UUID v4; decision 008) — the PWA's outbox sends one;
 * - `location`: its 201 carries `Location`;
 * - `rateLimits`: the names of the rate limits (api/http/rate-limit.ts) it counts against, for the document and tests;
 * - `bodyless`: a POST/PUT/PATCH that takes no body by design (spec 000 §7 "no body"); the bad-input test requires a
 *   body schema of every other one;
 * - `rawBody`: the body is not parsed as JSON (signed webhooks, raw uploads) — the media type documented for it; the
 *   API's handler reads the request stream itself.
 */
export interface Endpoint<
  P extends ContractSchema | undefined = ContractSchema | undefined,
  Q extends ContractSchema | undefined = ContractSchema | undefined,
  B extends ContractSchema | undefined = ContractSchema | undefined,
  R extends Record<number, ContractSchema | null> = Record<number, ContractSchema | null>,
> {
  method: EndpointMethod;
  path: string;
  access: EndpointAccess;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
  errors?: Partial<Record<EndpointErrorStatus, string>>;
  idempotent?: boolean;
  location?: boolean;
  rateLimits?: readonly string[];
  bodyless?: true;
  rawBody?: string;
}

/** A feature's contract: its name (the PWA's query-key root) and its endpoints by name. */
export interface Contract<N extends string = string, E extends Record<string, Endpoint> = Record<string, Endpoint>> {
  name: N;
  endpoints: E;
}

/** Declares one endpoint (identity: keeps the literal schema types for the API's handler and the PWA's caller). */
export function endpoint<
  P extends ContractSchema | undefined = undefined,
  Q extends ContractSchema | undefined = undefined,
  B extends ContractSchema | undefined = undefined,
  R extends Record<number, ContractSchema | null> = Record<number, ContractSchema | null>,
>(def: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return def;
}

/** Declares a feature's contract (identity). */
export function defineContract<const N extends string, E extends Record<string, Endpoint>>(name: N, endpoints: E): Contract<N, E> {
  return { name, endpoints };
}

type In<S> = S extends z.core.$ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
/** The 2xx statuses of `R`. */
type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** What a caller sends to an endpoint: its params, query and body as the schemas take them in (input types). */
export type EndpointInput<E extends Endpoint> = E extends Endpoint<infer P, infer Q, infer B, Record<number, ContractSchema | null>>
  ? (P extends ContractSchema ? { params: In<P> } : { params?: undefined }) & (Q extends ContractSchema ? { query?: In<Q> } : { query?: undefined }) & (B extends ContractSchema ? { body: In<B> } : { body?: undefined })
  : never;

/** What a handler receives: params, query and body as the schemas give them out (output types). */
export type EndpointParsed<E extends Endpoint> = E extends Endpoint<infer P, infer Q, infer B, Record<number, ContractSchema | null>> ? { params: Out<P>; query: Out<Q>; body: Out<B> } : never;

/** The JSON body of an endpoint's success response (its first 2xx status with a schema), as parsed. */
export type EndpointResult<E extends Endpoint> = E['responses'][SuccessStatus<E['responses']>] extends infer S ? (S extends z.core.$ZodType ? z.output<S> : undefined) : never;

/** A success body as a handler returns it (input type of the success schema). */
export type EndpointReturn<E extends Endpoint> = E['responses'][SuccessStatus<E['responses']>] extends infer S ? (S extends z.core.$ZodType ? z.input<S> : unknown) : never;

/**
 * `path` with each `:name` replaced by `params[name]`, URI-encoded (`/api/questions/:id` → `/api/questions/a%2Fb`).
 * @throws Error when a parameter is missing.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a URL's search (`?a=1&b=x`; undefined values left out, in the object's order), or '' when empty. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL path of one call of `endpoint` (for the PWA's caller, the tests and the e2e specs): its path with the
 * `params` filled in (URI-encoded) and the `query` as a search string — `endpointPath(jobs.endpoints.detail,
 * { params: { id } })` → `/api/job-listings/…`.
 * @throws Error when a path parameter is missing.
 */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {}): string {
  return `${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
}

/** The body `E` takes in (input type of its body schema), or `never` for an endpoint without a JSON body. */
export type EndpointBody<E extends Endpoint> = E extends Endpoint<infer _P, infer _Q, infer B, Record<number, ContractSchema | null>> ? ([B] extends [ContractSchema] ? z.input<B> : never) : never;

/** Names of the endpoints of `C` that take a JSON body (a body schema: neither `bodyless` nor `rawBody`). */
export type BodyEndpointName<C extends Contract> = {
  [K in keyof C['endpoints'] & string]: [EndpointBody<C['endpoints'][K]>] extends [never] ? never : K;
}[keyof C['endpoints'] & string];

/** A sample body: the value, or a function that makes it when asked (dates relative to today, unique names). */
export type SampleBody<T> = T | (() => T);

/** One sample body for each endpoint of `C` that takes a JSON body, by endpoint name (a missing one is a type error). */
export type SampleBodies<C extends Contract> = { readonly [K in BodyEndpointName<C>]: SampleBody<EndpointBody<C['endpoints'][K]>> };

/** A feature's sample bodies (`shared/<feature>/samples.ts`, decision 182 "Samples"): its contract and the bodies. */
export interface ContractSamples<C extends Contract = Contract> {
  contract: C;
  bodies: SampleBodies<C>;
}

/**
 * Declares THE sample body of every endpoint of `contract` that takes one (decision 182 "Samples"), typed against
 * the endpoint's body schema: the tests' valid bodies, the API tests' base for invalid ones and the OpenAPI
 * document's `example`. api/test/contracts.test.ts checks each passes its schema.
 */
export function defineSamples<C extends Contract>(contract: C, bodies: NoInfer<SampleBodies<C>>): ContractSamples<C> {
  return { contract, bodies };
}

/** A sample body as a fresh value: a function sample is called, a value is copied (callers may change theirs). */
export function makeSample<T>(sample: SampleBody<T>): T {
  return typeof sample === 'function' ? (sample as () => T)() : structuredClone(sample);
}

/** The sample body of endpoint `name` of a feature's samples, made fresh ({@link makeSample}). */
export function sampleBody<C extends Contract, K extends BodyEndpointName<C>>(samples: ContractSamples<C>, name: K): EndpointBody<C['endpoints'][K]> {
  return makeSample(samples.bodies[name] as SampleBody<EndpointBody<C['endpoints'][K]>>);
}
