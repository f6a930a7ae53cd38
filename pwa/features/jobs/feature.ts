import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { APPLICATION_OUTBOX_KIND, EMPLOYER_KEY, JOB_OUTBOX_KIND, MY_APPLICATIONS_KEY } from './api/keys.ts';

/** The jobs board's declarations: a delivered job post refreshes the employer dashboard, an application the member's applications; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const jobsFeature = defineFeature({
  name: 'jobs',
  outbox: {
    [JOB_OUTBOX_KIND]: { refreshes: EMPLOYER_KEY, label: msg`Job post` },
    [APPLICATION_OUTBOX_KIND]: { refreshes: MY_APPLICATIONS_KEY, label: msg`Job application` },
  },
});
