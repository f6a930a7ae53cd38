import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../lib/feature.ts';
import { COURSE_OUTBOX_KIND, TEACHER_OUTBOX_KIND } from './api/keys.ts';

/** The education feature's declarations: a delivered teacher profile or course refreshes no list; its label names each kind on /outbox (decisions 179, 180; collected by pwa/feature-registry.ts). */
export const educationFeature = defineFeature({
  name: 'education',
  outbox: {
    [TEACHER_OUTBOX_KIND]: { refreshes: null, label: msg`Teacher profile` },
    [COURSE_OUTBOX_KIND]: { refreshes: null, label: msg`Course` },
  },
});
