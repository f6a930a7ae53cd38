import type { AppModule } from './module.ts';
import { adminModule } from './admin/admin.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { communityModule } from './community/community.module.ts';
import { contactModule } from './contact/contact.module.ts';
import { educationModule } from './education/education.module.ts';
import { devModule } from './dev/dev.module.ts';
import { healthModule } from './health/health.module.ts';
import { jobsModule } from './jobs/jobs.module.ts';
import { marriageModule } from './marriage/marriage.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { questionsModule } from './questions/questions.module.ts';
import { storeModule } from './store/store.module.ts';
import { taxiModule } from './taxi/taxi.module.ts';
import { uploadsModule } from './uploads/uploads.module.ts';
import { usersModule } from './users/users.module.ts';
import { wheelModule } from './wheel/wheel.module.ts';
import { statsModule } from './stats/stats.module.ts';
import { storiesModule } from './stories/stories.module.ts';

/**
 * Every module of the API, in mounting and seeding order (docs/decisions/034-module-template.md). The app, the ORM
 * configuration, the seed, the OpenAPI document and the test harness loop over this list: adding a feature is one
 * line here and a folder of its own.
 */
export const modules: readonly AppModule[] = [healthModule, usersModule, authModule, auditModule, paymentsModule, taxiModule, uploadsModule, jobsModule, storeModule, wheelModule, questionsModule, marriageModule, contactModule, educationModule, communityModule, storiesModule, statsModule, adminModule, devModule];
