import { USERS_CONTRACT_NAME } from './constants.ts';
import { updateProfileBodySchema } from '../auth/schemas.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * The member's profile (spec 000 §5 Profile edit, §7; docs/decisions/182-endpoint-contracts.md):
 * - `updateProfile`: any subset of the profile fields, at least one → 200 the updated current user | 400
 *   `validation_failed` with `fields` (also for a new e-mail address: that is POST /api/auth/change-email, which
 *   asks for the password — decision 161) | 409 `username_taken` when another account uses it.
 */
export const usersContract = defineContract(USERS_CONTRACT_NAME, {
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/users/profile',
    access: 'member',
    summary: 'Update the own profile',
    body: updateProfileBodySchema,
    responses: { 200: currentUserSchema },
    errors: { 409: 'Username taken (`username_taken`)' },
  }),
});
