import type { Middleware } from 'koa';
import { requireAdmin, requireUser } from './auth.ts';
import { localOnly } from './local-only.ts';
import type { AppState } from './state.ts';

/**
 * Who may call a route (spec 000 §6): anyone, a signed-in member, the owner of the record (a member; the handler
 * checks ownership), the admin, or — for development helpers — only this machine, outside production.
 */
export type AccessRule = 'public' | 'member' | 'owner' | 'admin' | 'dev';

const ACCESS = Symbol.for('tamil-community.access-rule');
type TaggedMiddleware = Middleware<AppState> & { [ACCESS]?: AccessRule };

function tag(rule: AccessRule, guard: Middleware<AppState>): TaggedMiddleware {
  const mw: TaggedMiddleware = (ctx, next) => guard(ctx, next);
  mw[ACCESS] = rule;
  return mw;
}

/**
 * The access rule every route declares as its FIRST middleware, e.g. `router.post(path, allow.member, handler)`.
 * `allow.public` lets everyone through; `allow.dev` only loopback requests without proxy headers (404 otherwise;
 * api/http/local-only.ts — dev routes are also only mounted outside production);
 * `allow.member` and `allow.owner` answer 401 without a session; `allow.admin` 401/403.
 * The authorization matrix test reads the rule of every registered route with {@link accessRuleOf}.
 */
export const allow = {
  public: tag('public', (_ctx, next) => next()),
  dev: tag('dev', localOnly),
  member: tag('member', requireUser),
  owner: tag('owner', requireUser),
  admin: tag('admin', requireAdmin),
} as const;

/** The declared access rule of a route's middleware stack (its first middleware), or undefined when none. */
export function accessRuleOf(stack: readonly unknown[]): AccessRule | undefined {
  return (stack[0] as TaggedMiddleware | undefined)?.[ACCESS];
}
