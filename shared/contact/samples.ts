import { defineSamples } from '../contracts/contract.ts';
import { contactContract } from './contract.ts';

/** The sample body of the contact contract (decision 182 "Samples"): a message to the site's team. */
export const contactSamples = defineSamples(contactContract, {
  send: {
    name: 'Selvi Raj',
    email: 'selvi@example.com',
    subject: 'A question about the Tamil store',
    message: 'Can sellers outside Sri Lanka list their products in the Tamil store?',
  },
});
