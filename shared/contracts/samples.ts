import { makeSample, type ContractSamples, type Endpoint, type SampleBody } from './contract.ts';

/** `METHOD path` of an endpoint: the key of its sample (a composition may derive an endpoint, e.g. the payments one). */
const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * Looks up sample bodies (`shared/<feature>/samples.ts`, decision 182 "Samples") among `all` — the samples the API
 * modules declare (`samples` in each module, collected by the composition root; no central list): the returned
 * function gives the sample of the endpoint with `endpoint`'s method and path (an endpoint or a route bound from
 * it), made fresh (a function sample is called, a value copied), or undefined when it has none.
 * @throws Error when two samples are given for one endpoint.
 */
export function sampleIndex(all: readonly ContractSamples[]): (endpoint: Pick<Endpoint, 'method' | 'path'>) => unknown {
  const byEndpoint = new Map<string, SampleBody<unknown>>();
  for (const { contract, bodies } of all) {
    for (const [name, body] of Object.entries(bodies as Record<string, SampleBody<unknown>>)) {
      const key = keyOf(contract.endpoints[name]!);
      if (byEndpoint.has(key)) throw new Error(`two samples for ${key}`);
      byEndpoint.set(key, body);
    }
  }
  return (endpoint) => {
    const sample = byEndpoint.get(keyOf(endpoint));
    return sample === undefined ? undefined : makeSample(sample);
  };
}
