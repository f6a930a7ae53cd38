import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMMUNITY_POST_OUTBOX_KIND } from '../../features/community/api/keys.ts';
import { COURSE_OUTBOX_KIND, TEACHER_OUTBOX_KIND } from '../../features/education/api/keys.ts';
import { CONTACT_OUTBOX_KIND } from '../../features/help/api/keys.ts';
import { APPLICATION_OUTBOX_KIND, JOB_OUTBOX_KIND } from '../../features/jobs/api/keys.ts';
import { PROFILE_OUTBOX_KIND } from '../../features/marriage/api/keys.ts';
import { ANSWER_OUTBOX_KIND, QUESTION_OUTBOX_KIND, VOTE_OUTBOX_KIND } from '../../features/questions/api/keys.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND } from '../../features/store/api/keys.ts';
import { TAXI_OUTBOX_KIND } from '../../features/taxi/api/keys.ts';

/**
 * What each kind of post in the outbox is, in the member's words, for the /outbox screen (decision 179): every kind a
 * feature queues with `submitThroughOutbox`/`enqueuePost`. Composed here, where routes may know every feature (a
 * feature never imports another); a kind missing here is still listed, as "Other post".
 */
export const OUTBOX_KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [TAXI_OUTBOX_KIND]: msg`Taxi request`,
  [JOB_OUTBOX_KIND]: msg`Job post`,
  [APPLICATION_OUTBOX_KIND]: msg`Job application`,
  [QUESTION_OUTBOX_KIND]: msg`Question`,
  [ANSWER_OUTBOX_KIND]: msg`Answer`,
  [VOTE_OUTBOX_KIND]: msg`Vote`,
  [QUOTE_OUTBOX_KIND]: msg`Quote request`,
  [PRODUCT_OUTBOX_KIND]: msg`Product`,
  [COMMUNITY_POST_OUTBOX_KIND]: msg`Community post`,
  [PROFILE_OUTBOX_KIND]: msg`Marriage profile`,
  [TEACHER_OUTBOX_KIND]: msg`Teacher profile`,
  [COURSE_OUTBOX_KIND]: msg`Course`,
  [CONTACT_OUTBOX_KIND]: msg`Message to support`,
};
