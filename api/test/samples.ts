import { sampleIndex } from '#shared/contracts/samples.ts';
import { modules } from '../registry.ts';

/** Every module's sample bodies (`samples` in its module; decision 182 "Samples"), for the generic API tests. */
export const contractSamples = modules.flatMap((module) => module.samples ?? []);

/** The sample body of an endpoint (or a route bound from it), made fresh; undefined when it has none. */
export const sampleFor = sampleIndex(contractSamples);
