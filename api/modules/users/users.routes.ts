import Router from '@koa/router';

/** Placeholder: filled in by the accounts work. */
export function usersRouter(): Router {
  return new Router();
}
