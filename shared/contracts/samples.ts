import { adminSamples } from '../admin/samples.ts';
import { authSamples } from '../auth/samples.ts';
import { communitySamples } from '../community/samples.ts';
import { contactSamples } from '../contact/samples.ts';
import { educationSamples } from '../education/samples.ts';
import { jobsSamples } from '../jobs/samples.ts';
import { marriageSamples } from '../marriage/samples.ts';
import { paymentsSamples } from '../payments/samples.ts';
import { questionsSamples } from '../questions/samples.ts';
import { storeSamples } from '../store/samples.ts';
import { storiesSamples } from '../stories/samples.ts';
import { taxiSamples } from '../taxi/samples.ts';
import { uploadsSamples } from '../uploads/samples.ts';
import { usersSamples } from '../users/samples.ts';
import { makeSample, type ContractSamples, type Endpoint, type SampleBody } from './contract.ts';

/**
 * Every feature's sample bodies (`shared/<feature>/samples.ts`, decision 182 "Samples"), for the readers that walk
 * all endpoints: the OpenAPI document's request `example`s (api/http/openapi.ts) and the API's generic tests.
 * api/test/contracts.test.ts fails when an endpoint that takes a JSON body has no sample here, so a new feature's
 * samples are listed here once.
 */
export const contractSamples: readonly ContractSamples[] = [
  adminSamples,
  authSamples,
  communitySamples,
  contactSamples,
  educationSamples,
  jobsSamples,
  marriageSamples,
  paymentsSamples,
  questionsSamples,
  storeSamples,
  storiesSamples,
  taxiSamples,
  uploadsSamples,
  usersSamples,
] as readonly ContractSamples[];

/** `METHOD path` of an endpoint: the key of its sample (a composition may derive an endpoint, e.g. the payments one). */
const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

const byEndpoint = new Map<string, SampleBody<unknown>>(
  contractSamples.flatMap(({ contract, bodies }) => Object.entries(bodies).map(([name, body]): [string, SampleBody<unknown>] => [keyOf(contract.endpoints[name]!), body])),
);

/**
 * The sample body of the endpoint with `endpoint`'s method and path (an endpoint or a route bound from it), made
 * fresh (a function sample is called, a value copied), or undefined when it has none.
 */
export function sampleFor(endpoint: Pick<Endpoint, 'method' | 'path'>): unknown {
  const sample = byEndpoint.get(keyOf(endpoint));
  return sample === undefined ? undefined : makeSample(sample);
}
