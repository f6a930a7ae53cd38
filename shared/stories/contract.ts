import { messageSchema } from '../schemas/page.ts';
import { adminStoryListSchema, adminStorySchema, publicStoryListSchema, storyInputSchema, storyPublishSchema } from './schemas.ts';
import { STORIES_CONTRACT_NAME } from './constants.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';
import { idParams } from '../contracts/params.ts';

/**
 * The success stories contract (spec 000 §1 "Success stories"; decision 125; docs/decisions/182-endpoint-contracts.md):
 * the published stories are public (newest publication first, at most `PUBLIC_STORIES_MAX`, no consent record); the
 * admin writes, edits, publishes and deletes them with their consent record (both languages and the consent are
 * required), every change audited (`success_story_*`). Publishing is one conditional UPDATE from the other state
 * (decision 160): a story moved the other way meanwhile is 409 `status_changed` with `currentStatus`.
 */
export const storiesContract = defineContract(STORIES_CONTRACT_NAME, {
  list: endpoint({
    method: 'GET',
    path: '/api/success-stories',
    access: 'public',
    summary: 'Published success stories (Tamil and English), newest first',
    responses: { 200: publicStoryListSchema },
  }),
  admin: endpoint({
    method: 'GET',
    path: '/api/admin/success-stories',
    access: 'admin',
    summary: 'Every success story with its consent record (admin)',
    responses: { 200: adminStoryListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/success-stories',
    access: 'admin',
    summary: 'Write a success story with its consent record (unpublished)',
    body: storyInputSchema,
    responses: { 201: adminStorySchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/success-stories/:id',
    access: 'admin',
    summary: 'Edit a success story and its consent record',
    params: idParams,
    body: storyInputSchema,
    responses: { 200: adminStorySchema },
  }),
  setPublished: endpoint({
    method: 'PATCH',
    path: '/api/admin/success-stories/:id/published',
    access: 'admin',
    summary: 'Publish a success story or take it down',
    description: 'The same change sent several times at once is made (and audited) once; a story moved the other way meanwhile is 409 `status_changed` with `currentStatus`.',
    params: idParams,
    body: storyPublishSchema,
    responses: { 200: adminStorySchema },
    errors: { 409: 'Changed meanwhile (`status_changed` with `currentStatus`)' },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/success-stories/:id',
    access: 'admin',
    summary: 'Delete a success story (for good)',
    params: idParams,
    responses: { 200: messageSchema },
  }),
});
