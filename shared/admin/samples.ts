import { defineSamples } from '../contracts/contract.ts';
import { adminContract } from './contract.ts';

/**
 * The sample bodies of the admin contract (decision 182 "Samples"): the admin corrects a member's details, suspends
 * an account with a reason, sets a temporary password and takes a taxi request down.
 */
export const adminSamples = defineSamples(adminContract, {
  updateUser: { fullName: 'Kavitha Raj', city: 'Jaffna', freeSpins: 2 },
  suspendUser: { suspend: true, reason: 'Repeated advertising in the community section' },
  resetPassword: { newPassword: 'temporary-pass-42' },
  taxiStatus: { isActive: false },
});
