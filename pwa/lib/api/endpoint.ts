import { endpointPath, type Contract, type Endpoint, type EndpointInput, type EndpointResult } from '#shared/contracts/contract.ts';
import { apiRequest } from './client.ts';

/*
 * Calling the API through a shared contract (shared/contracts/*, docs/decisions/182-endpoint-contracts.md): the path,
 * method, query string and response schema come from the endpoint's declaration, and query keys from the contract's
 * and the endpoint's names. A contract carries zod (`zod/mini`) schemas, so the PWA loads it beside the first request
 * that needs it (`lazyContract`): this module, like client.ts, imports no zod code (decision 144). A GET does not wait
 * for it: its path comes from `virtual:contract-routes` (the contracts' GET paths, ~0.8 kB, generated from them at
 * build time by scripts/contract-routes-plugin.ts, and loaded on the first call — it is on no first screen), so the
 * request leaves as soon as that small table is there, and the contract loads beside it, to parse the answer.
 */

/** A feature's contract, loaded on first use; its name (the query-key root) is known at once. */
export interface LazyContract<C extends Contract> {
  readonly name: C['name'];
  /** The contract module's contract (loaded once; a failed load is tried again on the next call). */
  load(): Promise<C>;
}

/**
 * A contract loaded on first use: `lazyContract('questions', () => import('#shared/questions/contract.ts').then((m)
 * => m.questionsContract))`. The name must be the contract's own (a type error otherwise; checked again on load).
 */
export function lazyContract<C extends Contract>(name: C['name'], load: () => Promise<C>): LazyContract<C> {
  let loading: Promise<C> | undefined;
  return {
    name,
    load() {
      loading ??= load().then(
        (contract) => {
          if (contract.name !== name) throw new Error(`Contract ${contract.name} loaded as ${name}`);
          return contract;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** An endpoint of a lazily loaded contract, by name. */
export interface EndpointRef<C extends Contract, K extends keyof C['endpoints'] & string> {
  readonly contract: LazyContract<C>;
  readonly name: K;
}

/** The endpoint `name` of `contract` (for {@link callEndpoint}, {@link endpointKey} and {@link endpointUrl}). */
export const endpointRef = <C extends Contract, K extends keyof C['endpoints'] & string>(contract: LazyContract<C>, name: K): EndpointRef<C, K> => ({ contract, name });

type RefEndpoint<R> = R extends EndpointRef<infer C, infer K> ? C['endpoints'][K] : never;

/** The declaration of `ref`'s endpoint (loads its contract). */
export async function loadEndpoint<R extends EndpointRef<Contract, string>>(ref: R): Promise<RefEndpoint<R>> {
  const contract = await ref.contract.load();
  return contract.endpoints[ref.name] as RefEndpoint<R>;
}

/**
 * The query key of one call: `[contract, endpoint, ...path parameter values, query?]` — e.g.
 * `['questions', 'detail', id]`, `['questions', 'list', { category: 'visa' }]` — under the contract's root key
 * `[name]`, so invalidating `[name]` refreshes every query of the feature.
 */
export function endpointKey<R extends EndpointRef<Contract, string>>(ref: R, input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {}) {
  return [ref.contract.name, ref.name, ...Object.values(input.params ?? {}), ...(input.query ? [input.query] : [])] as const;
}

/** The URL of a call: the endpoint's path with its parameters filled in and the query as a search string. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  return endpointPath(endpoint, input as { params?: Record<string, unknown>; query?: Record<string, unknown> });
}

type Parser = { parse(value: unknown): unknown };

/** The schema of the endpoint's first 2xx response; null when that body is not JSON (or there is none). */
function successSchema(endpoint: Endpoint): Parser | null {
  const status = Object.keys(endpoint.responses).map(Number).find((s) => s >= 200 && s < 300);
  return status === undefined ? null : ((endpoint.responses[status] ?? null) as unknown as Parser | null);
}

/** Parses a success body with the endpoint's first 2xx schema (for the outbox, pwa/lib/offline/submit.ts). */
export function successParser<E extends Endpoint>(endpoint: E): (value: unknown) => EndpointResult<E> {
  const schema = successSchema(endpoint);
  return (value) => (schema ? schema.parse(value) : undefined) as EndpointResult<E>;
}

const ignore = () => undefined;

let routeTable: Promise<Readonly<Record<string, Readonly<Record<string, string>>>> | undefined> | undefined;

/**
 * The path of `ref`'s endpoint when it is a GET, from the generated table (loaded once, no contract needed);
 * undefined for another method, or when the table cannot be loaded (tried again on the next call).
 */
export async function earlyGetPath(ref: EndpointRef<Contract, string>): Promise<string | undefined> {
  routeTable ??= import('virtual:contract-routes').then(
    (module) => module.default,
    () => (routeTable = undefined),
  );
  return (await routeTable)?.[ref.contract.name]?.[ref.name];
}

/**
 * Calls an endpoint of a contract: sends `method path?query` with the JSON body, and parses the answer with its
 * success schema (a body that is not JSON gives undefined). The contract loads (the first time) beside the request: a
 * GET is sent as soon as its path is known from the generated table ({@link earlyGetPath}) or the contract, whichever
 * comes first; any other method waits for the contract, so nothing that changes data is sent when it cannot load.
 * @throws the contract's load error first (as when nothing was sent); then ApiRequestError for a non-2xx answer
 * (client.ts), TypeError when the network fails; zod's error when the body does not match the contract.
 */
export async function callEndpoint<R extends EndpointRef<Contract, string>>(ref: R, input: EndpointInput<RefEndpoint<R>>, headers?: Record<string, string>): Promise<EndpointResult<RefEndpoint<R>>> {
  const { body } = input as { body?: unknown };
  const loading = loadEndpoint(ref) as Promise<Endpoint>;
  loading.catch(ignore); // awaited below (its failure is not left unhandled meanwhile), as is `sent`
  // A loaded contract wins the race (nothing to wait for); a failed load rejects it, as before anything was sent.
  const early = body === undefined ? await Promise.race([earlyGetPath(ref), loading.then(ignore)]) : undefined;
  const sent = early === undefined ? undefined : apiRequest('GET', endpointPath({ path: early }, input as { params?: Record<string, unknown>; query?: Record<string, unknown> }), undefined, headers);
  sent?.catch(ignore);
  const endpoint = await loading;
  // Only a stale table can differ from its contract: the dev server's, before it has read an edited contract again
  // (the build generates both from the same files, so the check is left out of it — it is on every first screen).
  if (import.meta.env.DEV && early !== undefined && (endpoint.method !== 'GET' || endpoint.path !== early)) throw new Error(`${ref.contract.name}.${ref.name}: sent GET ${early}, declared ${endpoint.method} ${endpoint.path}`);
  const res = await (sent ?? apiRequest(endpoint.method, endpointUrl(endpoint, input as never), body, headers));
  const schema = successSchema(endpoint);
  return (schema ? schema.parse(await res.json()) : undefined) as EndpointResult<RefEndpoint<R>>;
}
