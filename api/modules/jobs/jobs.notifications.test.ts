import { vi } from 'vitest';
import { applicationBody } from '#shared/jobs/samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { notificationsContract } from '#shared/notifications/contract.ts';
import { notificationPageSchema } from '#shared/notifications/schemas.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { APPLICATION_RECEIVED } from './jobs.notifications.ts';
import { liveJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });
const { list, unreadCount } = notificationsContract.endpoints;

describe('the employer is notified of an application (decision 183)', () => {
  test('a member applies → the employer has one unread notification naming applicant and job, linking to the application', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent, { title: 'Accountant in Jaffna' });
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 0 });

    const applied = await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { fullName: 'Nila Sivam' }) });
    expect(applied.status, applied.text).toBe(201);

    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 1 });
    const page = notificationPageSchema.parse((await call(member.agent, list)).body);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: APPLICATION_RECEIVED,
      titleEn: 'New application: Accountant in Jaffna',
      titleTa: 'புதிய விண்ணப்பம்: Accountant in Jaffna',
      bodyEn: 'Nila Sivam applied for "Accountant in Jaffna".',
      bodyTa: '"Accountant in Jaffna" வேலைக்கு Nila Sivam விண்ணப்பித்துள்ளார்.',
      link: `/employer-dashboard?tab=applications#application-${applied.body.id}`,
      readAt: null,
    });
    // The applicant is told nothing by the bell (they know they applied).
    expect((await call(otherMember.agent, unreadCount)).body).toEqual({ unread: 0 });

    // Applying again is refused (409) and notifies nobody a second time.
    expect((await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) })).status).toBe(409);
    expect((await call(member.agent, unreadCount)).body).toEqual({ unread: 1 });
  });
});
