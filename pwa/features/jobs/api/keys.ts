/** Query key of the public job list (every page and filter of it) and of job details under it. */
export const JOBS_KEY = ['jobs'] as const;
/** Query key of the employer dashboard's lists. */
export const EMPLOYER_KEY = ['jobs', 'employer'] as const;
/** Query key of the member's own applications. */
export const MY_APPLICATIONS_KEY = ['jobs', 'my-applications'] as const;
/** Outbox kinds of job posts and applications (the root refreshes the lists when one is delivered). */
export const JOB_OUTBOX_KIND = 'job-listing';
export const APPLICATION_OUTBOX_KIND = 'job-application';
