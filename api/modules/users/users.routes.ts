import { usersContract } from '#shared/users/contract.ts';
import { currentUser } from '../../http/auth.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { presentCurrentUser } from './user.presenter.ts';
import { updateProfile } from './users.service.ts';

/**
 * Member profile routes (spec 000 §7): `PATCH /api/users/profile` updates any subset of the profile fields and
 * answers the updated current user. Method, path, access, schemas and statuses are the contract's
 * (shared/users/contract.ts, docs/decisions/182-endpoint-contracts.md); this file adds the handler.
 */
export function usersRoutes(): RouteDef[] {
  return [
    bindRoute(usersContract.endpoints.updateProfile, {
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        await updateProfile(ctx.state.em, user, body);
        return presentCurrentUser(user);
      },
    }),
  ];
}
