import { defineFeature } from '../../lib/feature.ts';
import { COURSE_OUTBOX_KIND, TEACHER_OUTBOX_KIND } from './api/keys.ts';

/** The education feature's declarations: a delivered teacher profile or course refreshes no list (decision 180; collected by pwa/feature-registry.ts). */
export const educationFeature = defineFeature({
  name: 'education',
  outbox: { [TEACHER_OUTBOX_KIND]: null, [COURSE_OUTBOX_KIND]: null },
});
