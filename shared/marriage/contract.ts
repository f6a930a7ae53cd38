import { MARRIAGE_CONTRACT_NAME } from './constants.ts';
import {
  adminMarriageListQuerySchema, adminMarriageProfileListSchema, createMarriageProfileBodySchema, marriageInterestSchema, marriageProfileListQuerySchema,
  marriageProfileListSchema, marriageProfileSchema, myMarriageInterestsSchema, reportProfileBodySchema, respondInterestBodySchema,
  reviewMarriageProfileBodySchema, sendInterestBodySchema, updateMarriageProfileBodySchema,
} from './schemas.ts';
import { messageSchema } from '../schemas/page.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

const PHOTO_NOT_YOURS = 'A photo uploaded by someone else (`forbidden`)';
const CHANGED_MEANWHILE = 'Changed meanwhile (`status_changed` with `currentStatus`)';

/**
 * The marriage contract (spec 001 §2 /marriage, §3 Marriage profile, §5 Marriage filters, §7;
 * docs/decisions/163, 164, 182). Only approved, visible profiles are listed or shown to others; a member has at most
 * one profile; someone else's profile cannot be edited (404). Sending an interest needs one's own approved, visible
 * profile; one interest per ordered pair; 20 sent a day per member (refusals do not count). Reports and every admin
 * decision are kept; decisions are audited and mailed to the owner. Ages are whole years, heights centimetres.
 */
export const marriageContract = defineContract(MARRIAGE_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/marriage-profiles',
    access: 'public',
    summary: 'Approved marriage profiles, newest first (keyset pages), with the browse filters of spec 001 §5',
    description: 'Ages are whole years on today\'s date (UTC), compared as birth dates in SQL. Guests see first names and surname initials only, and `search` matches only that (never the full surname). `photos` lists only what the viewer may see (docs/decisions/163); `contact` is always null here.',
    query: marriageProfileListQuerySchema,
    responses: { 200: marriageProfileListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/marriage-profiles/:id',
    access: 'public',
    summary: 'One marriage profile (public ones; the owner and the admin also see it while pending or hidden)',
    description: 'With the photos the viewer may see and, after an accepted interest and with paid contact access, the owner\'s phone and e-mail (`contact`; else `contactNote` says the next step; docs/decisions/163).',
    params: idParams,
    responses: { 200: marriageProfileSchema },
  }),
  myProfile: endpoint({
    method: 'GET',
    path: '/api/my/marriage-profile',
    access: 'member',
    summary: "The caller's own marriage profile in any status (204 when they have none: a 404 is logged by browsers as an error)",
    responses: { 200: marriageProfileSchema, 204: null },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/marriage-profiles',
    access: 'member',
    summary: 'Create the caller\'s marriage profile (18 or older; one per member); it waits for an admin\'s approval',
    body: createMarriageProfileBodySchema,
    responses: { 201: marriageProfileSchema },
    errors: { 403: PHOTO_NOT_YOURS, 409: 'You already have a profile, or a photo is already used elsewhere (`conflict`)' },
    idempotent: true,
    location: true,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/marriage-profiles/:id',
    access: 'owner',
    summary: 'Edit one\'s profile (back to review), or hide / show it at once with `hidden`',
    params: idParams,
    body: updateMarriageProfileBodySchema,
    responses: { 200: marriageProfileSchema },
    errors: { 403: PHOTO_NOT_YOURS, 409: 'A photo already used elsewhere, or not uploaded yet (`conflict`, `upload_not_received`)' },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/marriage-profiles/:id',
    access: 'owner',
    summary: 'Delete one\'s profile with its interests, reports and photos (its owner or the admin)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
  sendInterest: endpoint({
    method: 'POST',
    path: '/api/marriage-profiles/:id/interests',
    access: 'member',
    summary: 'Express interest in a profile from one\'s own approved profile; the receiver is mailed',
    params: idParams,
    body: sendInterestBodySchema,
    responses: { 201: marriageInterestSchema },
    errors: { 403: 'Your own profile is not approved and visible yet (`forbidden`)', 409: 'Interest already sent (`conflict`)', 429: 'Too many requests (`rate_limited`, Retry-After)' },
    rateLimits: ['marriageInterestAccount'],
  }),
  myInterests: endpoint({
    method: 'GET',
    path: '/api/my/marriage-interests',
    access: 'member',
    summary: 'Interests the caller\'s profile sent and received, newest first (at most 100 each)',
    responses: { 200: myMarriageInterestsSchema },
  }),
  respondInterest: endpoint({
    method: 'POST',
    path: '/api/marriage-interests/:id/respond',
    access: 'member',
    summary: 'Accept or decline an interest one\'s profile received (the sender is mailed on acceptance)',
    params: idParams,
    body: respondInterestBodySchema,
    responses: { 200: marriageInterestSchema },
    errors: { 409: 'Already accepted or declined (`interest_already_accepted`, `interest_already_declined` with `currentStatus`)' },
  }),
  withdrawInterest: endpoint({
    method: 'POST',
    path: '/api/marriage-interests/:id/withdraw',
    access: 'member',
    summary: 'Take an interest back: its sender (pending or accepted) or its receiver (an acceptance they gave)',
    description: 'Photos shared only after acceptance and the contact details stop at once, also by object URL (docs/decisions/163). 409 `status_changed` with `currentStatus` when it can no longer be withdrawn.',
    params: idParams,
    responses: { 200: marriageInterestSchema },
    errors: { 409: CHANGED_MEANWHILE },
    bodyless: true, // decision 163: the interest is the path
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/marriage-profiles/:id/report',
    access: 'member',
    summary: 'Report a profile to the administrator (once per member and profile)',
    params: idParams,
    body: reportProfileBodySchema,
    responses: { 201: messageSchema },
    errors: { 409: 'Already reported (`conflict`)' },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/marriage-profiles',
    access: 'admin',
    summary: 'Marriage profiles by status (pending first by default) or those members reported, newest first',
    query: adminMarriageListQuerySchema,
    responses: { 200: adminMarriageProfileListSchema },
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/admin/marriage-profiles/:id/review',
    access: 'admin',
    summary: 'Approve, reject with a reason (mailed), hide or unhide a marriage profile; audited',
    params: idParams,
    body: reviewMarriageProfileBodySchema,
    responses: { 200: marriageProfileSchema },
    errors: { 409: CHANGED_MEANWHILE },
  }),
});
