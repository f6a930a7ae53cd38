import { IdempotencyKeySchema } from '../http/idempotency-key.entity.ts';
import { RateLimitSchema } from '../http/rate-limit.entity.ts';
import { JobSchema, JobScheduleSchema } from '../lib/jobs/job.entity.ts';
import { SearchTermSchema } from '../lib/search/search-term.entity.ts';
import { modules } from '../modules/registry.ts';

/** Entities of the cross-cutting infrastructure (api/http, api/lib), owned by no feature. */
export const infrastructureEntities = [IdempotencyKeySchema, RateLimitSchema, JobSchema, JobScheduleSchema, SearchTermSchema];

/** Every entity of the application, listed explicitly for the ORM (no folder scanning): infrastructure, then each module's. */
export const entities = [...infrastructureEntities, ...modules.flatMap((module) => module.entities ?? [])];
