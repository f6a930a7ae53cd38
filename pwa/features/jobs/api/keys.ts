import type { jobsContract } from '#shared/jobs/contract.ts';
import { JOBS_CONTRACT_NAME } from '#shared/jobs/constants.ts';

/** An endpoint of the jobs contract, by name (a type only: this module loads no contract). */
type EndpointName = keyof (typeof jobsContract)['endpoints'];

/**
 * Query key of everything of the jobs board: the contract's name, the root of every key `endpointKey`
 * (pwa/lib/api/endpoint.ts) derives from the contract — the public list (every page and filter) and job details.
 */
export const JOBS_KEY = [JOBS_CONTRACT_NAME] as const;
/** Query key of the employer dashboard's job list with its totals (every `employerJobs` key is under it). */
export const EMPLOYER_KEY = [JOBS_CONTRACT_NAME, 'employerJobs' satisfies EndpointName] as const;
/** Query key of the applications to the employer's jobs (every `employerApplications` key is under it). */
export const EMPLOYER_APPLICATIONS_KEY = [JOBS_CONTRACT_NAME, 'employerApplications' satisfies EndpointName] as const;
/** Query key of the member's own applications, the list and the one to a job (every `myApplications` key). */
export const MY_APPLICATIONS_KEY = [JOBS_CONTRACT_NAME, 'myApplications' satisfies EndpointName] as const;
/** Outbox kinds of job posts and applications (the root refreshes the lists when one is delivered). */
export const JOB_OUTBOX_KIND = 'job-listing';
export const APPLICATION_OUTBOX_KIND = 'job-application';
