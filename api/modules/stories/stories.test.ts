import { publicStoryListSchema } from '#shared/stories/schemas.ts';
import { storiesContract } from '#shared/stories/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { storyBody as story } from './stories.test-support.ts';
import { SuccessStorySchema } from './story.entity.ts';

describe('success stories (spec 000 §1; issue 19 item 6)', () => {
  test('the admin writes a story (unpublished), publishes it; everyone then sees it without the consent record', async ({ app, admin, guest }) => {
    const created = await call(admin.agent, storiesContract.endpoints.create, { body: story() });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ published: false, publishedAt: null, consentMethod: 'signed_form', consentGivenOn: '2026-10-01', consentGivenBy: 'Priya Sivakumar and Karthik Rajan' });
    const id = created.body.id as string;
    expect((await call(guest, storiesContract.endpoints.list)).body.items.map((s: { id: string }) => s.id)).not.toContain(id);

    const published = await call(admin.agent, storiesContract.endpoints.setPublished, { params: { id }, body: { published: true } });
    expect(published.status, published.text).toBe(200);
    expect(published.body.published).toBe(true);
    const list = publicStoryListSchema.parse((await call(guest, storiesContract.endpoints.list)).body);
    const shown = list.items.find((s) => s.id === id);
    expect(shown).toMatchObject({ titleTa: story().titleTa, titleEn: 'Two families who met in London', names: 'Priya and Karthik', city: 'London' });
    expect(JSON.stringify(shown)).not.toContain('consent');

    const events = await app.orm.em.fork().find(AuditEventSchema, { event: { $like: 'success_story_%' }, userId: admin.user.id });
    expect(events.map((e) => e.event).sort()).toEqual(['success_story_created', 'success_story_published']);
    expect(events[0]!.details).toEqual({ storyId: id });
  });

  test('the admin edits, takes down and deletes a story; each change is audited and shows in the public list', async ({ app, admin, guest }) => {
    const id = (await call(admin.agent, storiesContract.endpoints.create, { body: story() })).body.id as string;
    await call(admin.agent, storiesContract.endpoints.setPublished, { params: { id }, body: { published: true } });
    const edited = await call(admin.agent, storiesContract.endpoints.update, { params: { id }, body: story({ titleEn: 'A wedding in Toronto', city: 'Toronto' }) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ titleEn: 'A wedding in Toronto', city: 'Toronto', published: true });
    expect((await call(guest, storiesContract.endpoints.list)).body.items.find((s: { id: string }) => s.id === id).titleEn).toBe('A wedding in Toronto');

    expect((await call(admin.agent, storiesContract.endpoints.setPublished, { params: { id }, body: { published: false } })).body.published).toBe(false);
    expect((await call(guest, storiesContract.endpoints.list)).body.items.map((s: { id: string }) => s.id)).not.toContain(id);
    const all = await call(admin.agent, storiesContract.endpoints.admin);
    expect(all.body.items.find((s: { id: string }) => s.id === id)).toMatchObject({ published: false, consentNote: story().consentNote });

    expect((await call(admin.agent, storiesContract.endpoints.remove, { params: { id } })).status).toBe(200);
    expect(await app.orm.em.fork().count(SuccessStorySchema, { id })).toBe(0);
    expect((await call(admin.agent, storiesContract.endpoints.remove, { params: { id } })).status).toBe(404);
    expect((await call(admin.agent, storiesContract.endpoints.update, { params: { id }, body: story() })).status).toBe(404);
    const events = (await app.orm.em.fork().find(AuditEventSchema, { event: { $like: 'success_story_%' }, userId: admin.user.id })).map((e) => e.event);
    expect(events.sort()).toEqual(['success_story_created', 'success_story_deleted', 'success_story_published', 'success_story_unpublished', 'success_story_updated']);
  });

  test('no story without both languages and a consent record; a future consent date is refused; nothing stored', async ({ app, admin }) => {
    const before = await app.orm.em.fork().count(SuccessStorySchema, {});
    for (const field of ['titleTa', 'titleEn', 'bodyTa', 'bodyEn', 'names', 'consentGivenBy', 'consentGivenOn', 'consentMethod']) {
      const res = await call(admin.agent, storiesContract.endpoints.create, { body: story({ [field]: field === 'consentMethod' ? 'rumour' : '  ' }) });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect((await call(admin.agent, storiesContract.endpoints.create, { body: story({ consentGivenOn: '2999-01-01' }) })).body.fields.consentGivenOn).toBeDefined();
    expect((await call(admin.agent, storiesContract.endpoints.create, { body: story({ bodyEn: 'x'.repeat(4001) }) })).status).toBe(400);
    expect((await call(admin.agent, storiesContract.endpoints.setPublished, { params: { id: crypto.randomUUID() }, body: { published: 'yes' } })).status).toBe(400);
    expect(await app.orm.em.fork().count(SuccessStorySchema, {})).toBe(before);
  });

  test('members get 403 and guests 401 on the admin routes', async ({ member, guest }) => {
    expect((await call(member.agent, storiesContract.endpoints.admin)).status).toBe(403);
    expect((await call(member.agent, storiesContract.endpoints.create, { body: story() })).status).toBe(403);
    expect((await call(guest, storiesContract.endpoints.create, { body: story() })).status).toBe(401);
  });
});
