import type { EntityManager } from '@mikro-orm/core';
import type { Context } from 'koa';
import { storiesContract } from '#shared/stories/contract.ts';
import { PUBLIC_STORIES_MAX } from '#shared/stories/schemas.ts';
import { notFound } from '../../http/errors.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import type { AuditEventName } from '../audit/audit-event.entity.ts';
import { audit } from '../audit/audit.service.ts';
import type { ModuleDeps } from '../module.ts';
import type { User } from '../users/user.entity.ts';
import { presentAdminStory, presentPublicStory } from './stories.presenter.ts';
import { SuccessStorySchema, type SuccessStory } from './story.entity.ts';

const NO_STORY = 'No such success story';

/**
 * Success stories (spec 000 §1; issue 19 item 6; decision 125):
 * - `GET /api/success-stories` — public. 200 `{ items }`: published stories, newest publication first, at most
 *   {@link PUBLIC_STORIES_MAX}; no consent record.
 * - `GET /api/admin/success-stories` — admin. 200 `{ items }`: every story with its consent record, newest first.
 * - `POST /api/admin/success-stories` — admin; body storyInputSchema (both languages and the consent record are
 *   required). 201 the story, unpublished.
 * - `PUT /api/admin/success-stories/:id` — admin; same body. 200 the story (publication unchanged); 404.
 * - `PATCH /api/admin/success-stories/:id/published` — admin; `{ published }`. 200 the story; 404. One conditional
 *   UPDATE from the other state (decision 160): the same change sent at once is made and audited once; a story
 *   moved the other way meanwhile is 409 `status_changed` with `currentStatus` (`published` / `unpublished`).
 * - `DELETE /api/admin/success-stories/:id` — admin. 200 `{ message }`; 404 (e.g. when consent is withdrawn).
 * Every admin change is written to the audit log (`success_story_*`, details `{ storyId }`). Validation → 400.
 * Method, path, access, schemas and statuses are the contract's (shared/stories/contract.ts, decision 182); this file
 * adds the handlers.
 */
export function storiesRoutes({ clock }: ModuleDeps): RouteDef[] {
  /** Story `id`; 404 when there is none. */
  const loadStory = async (em: EntityManager, id: string): Promise<SuccessStory> => {
    const story = await em.findOne(SuccessStorySchema, { id });
    if (!story) throw notFound(NO_STORY);
    return story;
  };
  /**
   * Loads story `id` (404 when there is none), applies `change` (which returns the audit event, or null when
   * nothing changed), flushes and writes the audit entry. Returns the story.
   */
  const changeStory = async (ctx: Context, user: User | undefined, id: string, change: (story: SuccessStory, em: EntityManager) => AuditEventName | null) => {
    const em = ctx.state.em as EntityManager;
    const story = await loadStory(em, id);
    const event = change(story, em);
    if (event) {
      await em.flush();
      await audit(em, event, { userId: user?.id, ip: ctx.ip, details: { storyId: id } });
    }
    return story;
  };
  const endpoints = storiesContract.endpoints;
  return [
    bindRoute(endpoints.list, {
      async handler(ctx) {
        const rows = await ctx.state.em.find(SuccessStorySchema, { published: true }, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: PUBLIC_STORIES_MAX });
        return { items: rows.map(presentPublicStory) };
      },
    }),
    bindRoute(endpoints.admin, {
      async handler(ctx) {
        const rows = await ctx.state.em.find(SuccessStorySchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
        return { items: rows.map(presentAdminStory) };
      },
    }),
    bindRoute(endpoints.create, {
      async handler(ctx, { body, user }) {
        const em = ctx.state.em;
        const story = em.create(SuccessStorySchema, { ...body, published: false, publishedAt: null, createdBy: user ?? null } as never) as SuccessStory;
        await em.flush();
        await audit(em, 'success_story_created', { userId: user?.id, ip: ctx.ip, details: { storyId: story.id } });
        ctx.status = 201;
        return presentAdminStory(story);
      },
    }),
    bindRoute(endpoints.update, {
      async handler(ctx, { params, body, user }) {
        const story = await changeStory(ctx, user, params.id, (s, em) => {
          em.assign(s, body as never);
          return 'success_story_updated';
        });
        return presentAdminStory(story);
      },
    }),
    bindRoute(endpoints.setPublished, {
      async handler(ctx, { params, body, user }) {
        const em = ctx.state.em as EntityManager;
        const story = await loadStory(em, params.id);
        if (story.published === body.published) return presentAdminStory(story);
        // One conditional UPDATE from the other state (decision 160): of four "publish" sent at once, one publishes
        // (one publication time, one audit entry); the others are answered with the story it left.
        const event: AuditEventName = body.published ? 'success_story_published' : 'success_story_unpublished';
        await transition(em, SuccessStorySchema, {
          where: { id: story.id },
          field: 'published',
          from: [!body.published],
          set: body.published ? { published: true, publishedAt: clock.now() } : { published: false },
          effects: (tx) => audit(tx, event, { userId: user?.id, ip: ctx.ip, details: { storyId: story.id } }),
        });
        if (!(await em.refresh(story))) throw notFound(NO_STORY);
        if (story.published !== body.published) throw statusConflict(story.published ? 'published' : 'unpublished', 'This story was published or taken down meanwhile; reload it before changing it');
        return presentAdminStory(story);
      },
    }),
    bindRoute(endpoints.remove, {
      async handler(ctx, { params, user }) {
        await changeStory(ctx, user, params.id, (s, em) => {
          em.remove(s);
          return 'success_story_deleted';
        });
        return { message: 'Success story deleted' };
      },
    }),
  ];
}
