import { defineSamples } from '../contracts/contract.ts';
import { paymentsContract } from './contract.ts';

const CLIENT_SECRET = 'pi_sim_5c0b2e7a9d1f4e3a_secret_8b6d';

/**
 * The sample bodies of the payments contract (decision 182 "Samples"): may I see a taxi's contact; the payment
 * simulator's card form (the provider's test card) and its 3-D Secure step.
 */
export const paymentsSamples = defineSamples(paymentsContract, {
  checkContactAccess: { serviceType: 'taxi', serviceId: '3f1c2a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f' },
  simulatorConfirm: { clientSecret: CLIENT_SECRET, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  simulatorAuthenticate: { clientSecret: CLIENT_SECRET, outcome: 'complete' },
});
