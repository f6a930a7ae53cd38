import { defineFeature } from '../../lib/feature.ts';
import { APPLICATION_OUTBOX_KIND, EMPLOYER_KEY, JOB_OUTBOX_KIND, MY_APPLICATIONS_KEY } from './api/keys.ts';

/** The jobs board's declarations: a delivered job post refreshes the employer dashboard, an application the member's applications (decision 180; collected by pwa/feature-registry.ts). */
export const jobsFeature = defineFeature({
  name: 'jobs',
  outbox: { [JOB_OUTBOX_KIND]: EMPLOYER_KEY, [APPLICATION_OUTBOX_KIND]: MY_APPLICATIONS_KEY },
});
