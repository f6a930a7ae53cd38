import type { Options } from '@mikro-orm/core';
import { infrastructureEntities } from './db/entities.ts';
import { openDatabase, type DatabaseTarget, type FeatureSchema, type Orm } from './db/orm.ts';
import { defineIdempotencyKeys } from './http/idempotency-key.entity.ts';
import { collectLimits } from './http/rate-limit.ts';
import type { AppModule } from './modules/module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { communityModule } from './modules/community/community.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { educationModule } from './modules/education/education.module.ts';
import { devModule } from './modules/dev/dev.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { marriageModule } from './modules/marriage/marriage.module.ts';
import { collectContactTypes } from './modules/payments/contact-sources.ts';
import { paymentsModuleFor } from './modules/payments/payments.module.ts';
import { questionsModule } from './modules/questions/questions.module.ts';
import { storeModule } from './modules/store/store.module.ts';
import { taxiModule } from './modules/taxi/taxi.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { UserSchema } from './modules/users/user.entity.ts';
import { wheelModule } from './modules/wheel/wheel.module.ts';
import { statsModule } from './modules/stats/stats.module.ts';
import { storiesModule } from './modules/stories/stories.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';

/**
 * The composition root's list of features (decision 175, superseding where decision 034 placed it): every module
 * of the API but payments, in mounting and seeding order (docs/decisions/034-module-template.md). Adding a feature is
 * one line here and a folder of its own.
 */
const features: readonly AppModule[] = [healthModule, usersModule, authModule, auditModule, taxiModule, uploadsModule, jobsModule, storeModule, wheelModule, questionsModule, marriageModule, contactModule, educationModule, communityModule, storiesModule, notificationsModule, statsModule, adminModule, devModule];

/**
 * Every contact type the features sell behind paid access → the plan that unlocks it (decision 180): each feature
 * declares its own (shared/<feature>/constants.ts) and registers how to find an item (`contactSources` of its
 * module); payments list none of them and get this composition's instead.
 */
const contactTypes = collectContactTypes(features);

/**
 * Every module of the API: the features, then payments, made for the contact types they sell (its check-contact-access
 * body accepts exactly those, and the OpenAPI document lists them). The app (api/app.ts), the ORM (`openOrm` below),
 * the seed (api/seed.ts), the background work (api/background.ts) and the test harness loop over this list; nothing
 * under api/db, api/http or api/lib imports it.
 */
export const modules: readonly AppModule[] = [...features, paymentsModuleFor(contactTypes)];

/**
 * Every module's rate limits by name (decision 180): each module declares its own (`limits` in its module, written
 * in its `<name>.limits.ts`); api/app.ts declares them on the app's limiters. Tests scale them (api/test/harness.ts).
 */
export const rateLimits = collectLimits(modules);

/** The stored idempotency keys (api/http/idempotency.ts), whose `user` is a member account of the users module. */
export const IdempotencyKeySchema = defineIdempotencyKeys(UserSchema);

/**
 * What the composition adds to api/db/orm.ts's own entities: the idempotency keys, then every module's entities and
 * ORM event subscribers, in registry order, and the folders of the modules' own migrations (decision 183).
 */
export const appSchema: FeatureSchema = {
  entities: [IdempotencyKeySchema, ...modules.flatMap((module) => module.entities ?? [])],
  subscribers: modules.flatMap((module) => module.subscribers ?? []),
  migrationFolders: modules.flatMap((module) => (module.migrations ? [module.migrations] : [])),
};

/** Every entity of the application, listed explicitly (no folder scanning): infrastructure, then the composition's. */
export const appEntities = [...infrastructureEntities, ...appSchema.entities];

/**
 * Opens the app's database — every entity and subscriber of the infrastructure and of the modules above — at
 * `target` (PostgreSQL URL or PGlite directory); `extra` overrides ORM options. Does not migrate (`migrateUp` of
 * api/db/orm.ts). See `openDatabase` in api/db/orm.ts.
 */
export function openOrm(target: DatabaseTarget, extra: Partial<Options> = {}): Promise<Orm> {
  return openDatabase(target, appSchema, extra);
}
