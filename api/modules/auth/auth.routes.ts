import Router from '@koa/router';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import type { Mailer } from '../../services/mail.ts';

/** Placeholder: filled in by the accounts work. */
export function authRouter(_deps: { orm: Orm; mailer: Mailer; config: AppConfig }): Router {
  return new Router();
}
