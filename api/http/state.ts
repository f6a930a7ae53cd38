import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { User } from '../modules/users/user.entity.ts';

/** Per-request state set by the cross-cutting middleware (see api/app.ts for the order). */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The request's own EntityManager (a fork; the global one is never used). */
  em: EntityManager;
  /** The signed-in, active user, when there is one. */
  user?: User;
}

declare module 'koa' {
  interface DefaultState extends AppState {}
}
