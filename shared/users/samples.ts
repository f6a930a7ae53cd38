import { defineSamples } from '../contracts/contract.ts';
import { usersContract } from './contract.ts';

/** The sample body of the users contract (decision 182 "Samples"): a member who moved to Toronto changes her profile. */
export const usersSamples = defineSamples(usersContract, {
  updateProfile: { city: 'Toronto', country: 'Canada', postalCode: 'M1B 2K3', language: 'en', marketingEmails: false },
});
