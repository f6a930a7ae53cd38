import * as z from 'zod/mini';

/**
 * `?redirect=` of /auth and /register: where to go after signing in (a page that asked for a login, e.g.
 * `/taxi-services?post=1`). Only a path on this site (one leading slash, no scheme or host) is kept, so the link
 * cannot send a member to another site; anything else is dropped and the user goes home (spec 000 §2).
 */
export const redirectSearchField = z.catch(z.optional(z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/), z.maxLength(500))), undefined);
