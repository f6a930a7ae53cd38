import { vi } from 'vitest';
import { applicationBody } from '#shared/jobs/samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { race } from '../../test/race.ts';
import { JobApplicationSchema, JobListingSchema } from './job-listing.entity.ts';
import { liveJob, postJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });

// Status changes are single conditional UPDATEs (decision 160); on PostgreSQL (CI) concurrent transactions.

describe('status changes of one application at the same moment', () => {
  test('"shortlisted" sent four times at once (double clicks, two tabs): changed once, one mail to the applicant', async ({ app, member }) => {
    const job = await liveJob(app, member.agent, { title: 'Race Test Accountant' });
    const shortlist = ({ applicationId }: { applicationId: string }) => call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: { status: 'shortlisted' } });
    await race({
      rounds: 3,
      async setup() {
        const applicant = await signedIn(app);
        const res = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) });
        expect(res.status, res.text).toBe(201);
        return { applicant, applicationId: (res.body as { id: string }).id };
      },
      contenders: [shortlist, shortlist, shortlist, shortlist],
      async check({ applicant, applicationId }, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect((await app.orm.em.fork().findOneOrFail(JobApplicationSchema, { id: applicationId })).status).toBe('shortlisted');
        const mails = (await app.mailer.listOutbox()).filter((m) => m.to === applicant.user.email && m.subject.includes('Your application:'));
        expect(mails).toHaveLength(1);
      },
    });
  });
});

describe('reviews of one job listing at the same moment', () => {
  test('four approvals at once (two administrators, double clicks): approved once, one mail to the poster', async ({ app, admin }) => {
    const otherAdmin = await signedIn(app, 'admin');
    const poster = await signedIn(app);
    const approve = (agent: typeof admin.agent) => (job: { id: string }) => call(agent, jobsContract.endpoints.review, { params: { id: job.id }, body: { decision: 'approve' } });
    await race({
      rounds: 3,
      setup: async (round) => postJob(poster.agent, { title: `Race Review ${round}` }),
      contenders: [approve(admin.agent), approve(admin.agent), approve(otherAdmin.agent), approve(otherAdmin.agent)],
      async check(job, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect((await app.orm.em.fork().findOneOrFail(JobListingSchema, { id: job.id })).reviewStatus).toBe('approved');
        const mails = (await app.mailer.listOutbox()).filter((m) => m.to === poster.user.email && m.subject.includes(`Your job is live: ${job.title}`));
        expect(mails).toHaveLength(1);
      },
    });
  });
});
