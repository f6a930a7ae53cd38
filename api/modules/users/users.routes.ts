import Router from '@koa/router';
import type { Context } from 'koa';
import { updateProfileBodySchema } from '#shared/schemas/auth.ts';
import { currentUser } from '../../http/auth.ts';
import { parseInput } from '../../http/validate.ts';
import { presentCurrentUser } from './user.presenter.ts';
import { updateProfile } from './users.service.ts';
import { allow } from '../../http/access.ts';

/**
 * Member profile routes (spec 000 §7):
 * - `PATCH /api/users/profile` — login required (401); body `updateProfileBodySchema` (any subset of the
 *   profile fields, at least one); 200 with the updated current user (`currentUserSchema`); 400
 *   `validation_failed` with `fields`; 409 `email_exists` / `username_taken` when another account uses them.
 */
export function usersRouter(): Router {
  const router = new Router({ prefix: '/api/users' });

  router.patch('/profile', allow.member, async (ctx) => {
    const user = currentUser(ctx as unknown as Context);
    const changes = parseInput(updateProfileBodySchema, ctx.request.body);
    await updateProfile(ctx.state.em, user, changes);
    ctx.body = await presentCurrentUser(user);
  });

  return router;
}
