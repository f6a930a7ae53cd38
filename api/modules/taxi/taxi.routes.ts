import Router from '@koa/router';

/** Placeholder: filled in by the taxi work. */
export function taxiRouter(): Router {
  return new Router();
}
