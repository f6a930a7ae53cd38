import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Role } from '#shared/constants.ts';

/**
 * The signed-in account as api/http reads it: its id, role and whether it is active. The users feature, which owns
 * the account entity, merges that entity into this interface (api/modules/users/signed-in-user.ts), so handlers get
 * the whole account while nothing under api/http imports a feature (decision 175).
 */
export interface SignedInUser {
  id: string;
  role: Role;
  isActive: boolean;
}

/** Per-request state set by the cross-cutting middleware (see api/app.ts for the order). */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The request's own EntityManager (a fork; the global one is never used). */
  em: EntityManager;
  /** The signed-in, active user, when there is one. */
  user?: SignedInUser;
}

declare module 'koa' {
  interface DefaultState extends AppState {}
}
