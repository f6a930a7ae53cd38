import { IdempotencyKeySchema } from '../http/idempotency-key.entity.ts';
import { RateLimitSchema } from '../http/rate-limit.entity.ts';
import { SessionSchema } from '../http/session.entity.ts';
import { JobSchema, JobScheduleSchema } from '../lib/jobs/job.entity.ts';
import { SearchTermSchema } from '../lib/search/search-term.entity.ts';

/** Entities of the cross-cutting infrastructure (api/http, api/lib), owned by no feature. */
export const infrastructureEntities = [SessionSchema, IdempotencyKeySchema, RateLimitSchema, JobSchema, JobScheduleSchema, SearchTermSchema];
