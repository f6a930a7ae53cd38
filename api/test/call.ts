import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { endpointPath, type Endpoint } from '#shared/contracts/contract.ts';

/** What a test sends to an endpoint: its path parameters, query and body (any shape: tests send bad bodies too). */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Sends one request to a contract's endpoint (docs/decisions/182-endpoint-contracts.md): the method and path come from
 * the contract (`:params` filled in, URI-encoded; the query appended), the body is sent as JSON when given. Returns
 * supertest's request, so a test can still `.set(…)` headers or `.attach(…)` files before awaiting it.
 * `client` is an agent (`t.agent()`, `loginAgent`) or `supertest(t.server)`.
 * @throws Error when a path parameter is missing.
 */
export function call(client: TestAgent, endpoint: Pick<Endpoint, 'method' | 'path'>, input: CallInput = {}): Test {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const request = client[method](endpointPath(endpoint, input));
  return input.body === undefined ? request : request.send(input.body as object);
}
