import { vi } from 'vitest';
import { storiesContract } from '#shared/stories/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { race } from '../../test/race.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { SuccessStorySchema } from './story.entity.ts';
import { storyBody } from './stories.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });

// Status changes are single conditional UPDATEs (decision 160); on PostgreSQL (CI) these requests run as concurrent
// transactions.

describe('publishing one success story at the same moment', () => {
  test('four "publish" at once (two administrators, double clicks): published once, one audit entry, one publication time', async ({ app, admin }) => {
    const otherAdmin = await signedIn(app, 'admin');
    const publish = (agent: typeof admin.agent) => (story: { id: string }) => call(agent, storiesContract.endpoints.setPublished, { params: { id: story.id }, body: { published: true } });
    await race({
      rounds: 3,
      async setup(round) {
        const res = await call(admin.agent, storiesContract.endpoints.create, { body: storyBody({ titleEn: `A race wedding ${round}` }) });
        expect(res.status, res.text).toBe(201);
        return res.body as { id: string };
      },
      contenders: [publish(admin.agent), publish(admin.agent), publish(otherAdmin.agent), publish(otherAdmin.agent)],
      async check(story, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        const em = app.orm.em.fork();
        const row = await em.findOneOrFail(SuccessStorySchema, { id: story.id });
        expect(row.published).toBe(true);
        // Every answer shows the one publication that happened.
        expect(responses.map((r) => (r.body as { publishedAt: string }).publishedAt)).toEqual(Array(4).fill(row.publishedAt!.toISOString()));
        const entries = (await em.find(AuditEventSchema, { event: { $like: 'success_story_%publish%' } })).filter((e) => e.details?.storyId === story.id);
        expect(entries.map((e) => e.event)).toEqual(['success_story_published']);
      },
    });
  });
});
