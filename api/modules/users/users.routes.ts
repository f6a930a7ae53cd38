import { updateProfileBodySchema } from '#shared/schemas/auth.ts';
import { currentUserSchema } from '#shared/schemas/user.ts';
import { currentUser } from '../../http/auth.ts';
import { defineRoute, type RouteDef } from '../../http/route.ts';
import { presentCurrentUser } from './user.presenter.ts';
import { updateProfile } from './users.service.ts';

/**
 * Member profile routes (spec 000 §7):
 * - `PATCH /api/users/profile` — login required (401); body `updateProfileBodySchema` (any subset of the
 *   profile fields, at least one); 200 with the updated current user (`currentUserSchema`); 400
 *   `validation_failed` with `fields` (also for a new e-mail address: that is POST /api/auth/change-email, which asks
 *   for the password — decision 161); 409 `username_taken` when another account uses it.
 */
export function usersRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: 'PATCH',
      path: '/api/users/profile',
      errors: { 409: 'Username taken (`username_taken`)' },
      access: 'member',
      summary: 'Update the own profile',
      body: updateProfileBodySchema,
      responses: { 200: currentUserSchema },
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        await updateProfile(ctx.state.em, user, body);
        return presentCurrentUser(user);
      },
    }),
  ];
}
