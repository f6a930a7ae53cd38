import type { FindAccount } from '../../http/auth.ts';
import { UserSchema, type User } from './user.entity.ts';

/**
 * The signed-in user of every request is this feature's account entity. api/http declares only what it reads
 * itself (`SignedInUser` in api/http/state.ts) and this merges the whole entity in, so `ctx.state.user`,
 * `currentUser(ctx)` and a route's `input.user` are a `User` without api/http importing the users feature
 * (decision 175).
 */
declare module '../../http/state.ts' {
  interface SignedInUser extends User {}
}

/** How the session's account is found ({@link FindAccount}, given to `loadUser` by api/app.ts): by id, any state. */
export const findSignedInUser: FindAccount = (em, id) => em.findOne(UserSchema, { id });
