import Router from '@koa/router';
import type { Mailer } from '../../services/mail.ts';

/** Placeholder: the development outbox page. */
export function devRouter(_mailer: Mailer): Router {
  return new Router();
}
