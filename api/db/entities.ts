import { RateLimitSchema } from '../http/rate-limit.entity.ts';
import { SessionSchema } from '../http/session.entity.ts';
import { JobSchema, JobScheduleSchema } from '../lib/jobs/job.entity.ts';
import { SearchTermSchema } from '../lib/search/search-term.entity.ts';

/**
 * Entities of the cross-cutting infrastructure (api/http, api/lib), owned by no feature. The idempotency keys relate
 * to the accounts, so the composition root defines them (api/registry.ts; decision 175).
 */
export const infrastructureEntities = [SessionSchema, RateLimitSchema, JobSchema, JobScheduleSchema, SearchTermSchema];
