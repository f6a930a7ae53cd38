import { vi } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { jobApplicationListSchema, jobApplicationSchema } from '#shared/jobs/schemas.ts';
import { applicationBody } from '#shared/jobs/samples.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { race } from '../../test/race.ts';
import { JobApplicationSchema } from './job-listing.entity.ts';
import { liveJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });

// The applicant's own application: found from the job page, withdrawn with one conditional UPDATE (decision 167).

describe('the applicant and their application to one job', () => {
  test('GET /api/my/applications?jobId= finds the application to that job only; none before applying', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const other = await liveJob(app, member.agent);
    const before = jobApplicationListSchema.parse((await call(otherMember.agent, jobsContract.endpoints.myApplications).query({ jobId: job.id, limit: 1 })).body);
    expect(before).toMatchObject({ items: [], total: 0 });
    await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) }).expect(201);
    await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(other.id) }).expect(201);
    const found = jobApplicationListSchema.parse((await call(otherMember.agent, jobsContract.endpoints.myApplications).query({ jobId: job.id, limit: 1 })).body);
    expect(found.items.map((a) => [a.jobId, a.status])).toEqual([[job.id, 'submitted']]);
    expect(found.total).toBe(1);
    // The employer's own "my applications" for that job is empty: they did not apply.
    expect(jobApplicationListSchema.parse((await call(member.agent, jobsContract.endpoints.myApplications).query({ jobId: job.id })).body).items).toEqual([]);
    expect((await call(otherMember.agent, jobsContract.endpoints.myApplications).query({ jobId: 'nope' })).status).toBe(400);
  });

  test('withdraw: 200 with status withdrawn, again 200; the employer sees it; applying again is 409 already_applied', async ({ app, member, otherMember, guest }) => {
    const job = await liveJob(app, member.agent);
    const applied = jobApplicationSchema.parse((await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) })).body);
    const url = endpointPath(jobsContract.endpoints.withdraw, { params: { id: applied.id } });
    expect((await guest.post(url)).status).toBe(401);
    // Not the applicant (the employer included): 404, and nothing changes.
    expect((await member.agent.post(url)).status).toBe(404);
    expect((await (await signedIn(app)).agent.post(url)).status).toBe(404);
    expect((await app.orm.em.fork().findOneOrFail(JobApplicationSchema, { id: applied.id })).status).toBe('submitted');

    const first = await otherMember.agent.post(url);
    expect(first.status, first.text).toBe(200);
    expect(jobApplicationSchema.parse(first.body)).toMatchObject({ id: applied.id, status: 'withdrawn', statusChangedAt: expect.any(String) });
    const again = await otherMember.agent.post(url);
    expect([again.status, again.body.status]).toEqual([200, 'withdrawn']);
    const seen = jobApplicationListSchema.parse((await call(member.agent, jobsContract.endpoints.employerApplications).query({ jobId: job.id })).body);
    expect(seen.items.map((a) => a.status)).toEqual(['withdrawn']);
    // Final: the employer cannot move it back.
    const moveBack = await call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applied.id }, body: { status: 'shortlisted' } });
    expect([moveBack.status, moveBack.body.code, moveBack.body.currentStatus]).toEqual([409, 'status_changed', 'withdrawn']);
    const reapply = await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) });
    expect([reapply.status, apiErrorSchema.parse(reapply.body).code]).toEqual([409, 'already_applied']);
  });

  test('a rejected application cannot be withdrawn: 409 status_changed with currentStatus rejected', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const applied = jobApplicationSchema.parse((await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) })).body);
    await call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applied.id }, body: { status: 'rejected' } }).expect(200);
    const res = await call(otherMember.agent, jobsContract.endpoints.withdraw, { params: { id: applied.id } });
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body)).toMatchObject({ code: 'status_changed', currentStatus: 'rejected' });
    expect((await app.orm.em.fork().findOneOrFail(JobApplicationSchema, { id: applied.id })).status).toBe('rejected');
  });

  test('withdrawing while the employer rejects at the same moment: one of them wins, the other is told where it stands', async ({ app, member }) => {
    const job = await liveJob(app, member.agent, { title: 'Race Withdraw Clerk' });
    await race({
      rounds: 3,
      async setup() {
        const applicant = await signedIn(app);
        const res = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) });
        expect(res.status, res.text).toBe(201);
        return { applicant, id: (res.body as { id: string }).id };
      },
      contenders: [
        ({ applicant, id }) => call(applicant.agent, jobsContract.endpoints.withdraw, { params: { id } }),
        ({ id }) => call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id }, body: { status: 'rejected' } }),
      ],
      async check({ id }, [withdraw, reject]) {
        const final = (await app.orm.em.fork().findOneOrFail(JobApplicationSchema, { id })).status;
        expect(['withdrawn', 'rejected']).toContain(final);
        const body = withdraw!.body as { status?: string; currentStatus?: string };
        if (final === 'rejected') expect([withdraw!.status, body.currentStatus]).toEqual([409, 'rejected']);
        else expect([withdraw!.status, body.status]).toEqual([200, 'withdrawn']);
        // The employer's change either came first (200) or lost to the withdrawal (409 with the current status).
        if (final === 'withdrawn') expect([200, 409]).toContain(reject!.status);
        else expect(reject!.status).toBe(200);
      },
    });
  });
});
