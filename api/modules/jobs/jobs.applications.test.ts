import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { employerJobListSchema, jobApplicationListSchema, jobApplicationSchema, jobListingSchema } from '#shared/jobs/schemas.ts';
import { applicationBody } from '#shared/jobs/samples.ts';
import { isoDateInDays } from '#shared/taxi/samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { JobApplicationSchema } from './job-listing.entity.ts';
import { liveJob, postJob, setReview } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('POST /api/job-applications', () => {
  test('a member applies: 201, counted on the job, employer mailed with a dashboard link', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const res = await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) });
    expect(res.status, res.text).toBe(201);
    expect(jobApplicationSchema.parse(res.body)).toMatchObject({ jobId: job.id, job: { id: job.id, title: job.title }, status: 'submitted', phone: '+94775551234' });
    const detail = jobListingSchema.parse((await call(app.agent(), jobsContract.endpoints.detail, { params: { id: job.id } })).body);
    expect(detail.applicationCount).toBe(1);
    await app.jobs.runUntilIdle();
    const mail = (await app.mailer.listOutbox()).find((m) => m.to === member.user.email && m.subject.includes('New application'));
    expect(mail?.text).toContain('Kavitha Sivakumar');
    expect(mail?.text).toContain('/employer-dashboard');
  });

  test('20 concurrent duplicate applications make exactly one row; the others get 409 already_applied', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(otherMember.agent, jobsContract.endpoints.apply).set('Idempotency-Key', randomUUID()).send(applicationBody(job.id))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = results.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(19);
    expect(apiErrorSchema.parse(conflicts[0]!.body).code).toBe('already_applied');
    expect(await app.orm.em.fork().count(JobApplicationSchema, { job: job.id })).toBe(1);
    expect(jobListingSchema.parse((await call(member.agent, jobsContract.endpoints.detail, { params: { id: job.id } })).body).applicationCount).toBe(1);
  });

  test('not on one’s own job (403 own_job), not after the deadline (409), not on a pending job (404)', async ({ app, member }) => {
    const own = await liveJob(app, member.agent);
    const r1 = await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(own.id) });
    expect([r1.status, r1.body.code]).toEqual([403, 'own_job']);
    const other = await signedIn(app);
    const expired = await liveJob(app, other.agent);
    await setReview(app, expired.id, 'approved', { application_deadline: isoDateInDays(-3) });
    const r2 = await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(expired.id) });
    expect([r2.status, r2.body.code]).toEqual([409, 'applications_closed']);
    const pending = await postJob(other.agent);
    expect((await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(pending.id) })).status).toBe(404);
    expect((await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(randomUUID()) })).status).toBe(404);
  });

  test('invalid bodies are 400 with the spec’s messages; guests 401', async ({ app, member, guest }) => {
    const job = await liveJob(app, member.agent);
    const applicant = await signedIn(app);
    const res = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { coverLetter: 'too short', phone: '', totalExperience: '', resumeUrl: 'javascript:x' }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ coverLetter: [V.coverLetterTooShort], phone: [V.phoneRequired], totalExperience: [V.totalExperienceRequired], resumeUrl: [V.jobUrlInvalid] });
    expect((await call(guest, jobsContract.endpoints.apply, { body: applicationBody(job.id) })).status).toBe(401);
  });
});

describe('employer and applicant views', () => {
  test('the employer sees only applications to their own jobs; the applicant sees their own with the current status', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const stranger = await signedIn(app);
    const strangersJob = await liveJob(app, stranger.agent);
    await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id) }).expect(201);
    await call(otherMember.agent, jobsContract.endpoints.apply, { body: applicationBody(strangersJob.id) }).expect(201);

    const mine = jobApplicationListSchema.parse((await call(member.agent, jobsContract.endpoints.employerApplications)).body);
    expect(mine.items.map((a) => a.jobId)).toEqual([job.id]);
    expect(jobApplicationListSchema.parse((await call(member.agent, jobsContract.endpoints.employerApplications).query({ jobId: strangersJob.id })).body).items).toEqual([]);

    const dash = employerJobListSchema.parse((await call(member.agent, jobsContract.endpoints.employerJobs)).body);
    expect(dash.items.map((j) => j.id)).toEqual([job.id]);
    expect(dash.stats).toEqual({ totalJobs: 1, activeJobs: 1, totalApplications: 1, totalViews: 0 });

    const applicationId = mine.items[0]!.id;
    // Only the job's owner moves the status; anyone else (the applicant, another member, even the admin) sees 404.
    expect((await call(otherMember.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: { status: 'offered' } })).status).toBe(404);
    expect((await call(stranger.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: { status: 'offered' } })).status).toBe(404);
    expect((await call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: { status: 'hired' } })).status).toBe(400);
    expect((await call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: {} })).body.fields).toEqual({ status: [V.required] });
    const moved = await call(member.agent, jobsContract.endpoints.setApplicationStatus, { params: { id: applicationId }, body: { status: 'shortlisted' } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ status: 'shortlisted', statusChangedAt: expect.any(String) });

    const my = jobApplicationListSchema.parse((await call(otherMember.agent, jobsContract.endpoints.myApplications)).body);
    expect(my.items.find((a) => a.id === applicationId)?.status).toBe('shortlisted');
    expect(my.total).toBe(2);
    await app.jobs.runUntilIdle();
    const mail = (await app.mailer.listOutbox()).find((m) => m.to === otherMember.user.email && m.subject.includes('Shortlisted'));
    expect(mail?.text).toContain('/my-applications');
  });
});

describe('review queue', () => {
  test('members get 403; the admin lists pending, approves (now public) or rejects with a reason the poster reads; audited', async ({ app, member, otherMember, admin, guest }) => {
    const a = await postJob(member.agent, { title: `Queue A ${randomUUID().slice(0, 6)}` });
    const b = await postJob(member.agent, { title: `Queue B ${randomUUID().slice(0, 6)}` });
    expect((await call(member.agent, jobsContract.endpoints.reviewQueue)).status).toBe(403);
    const queue = (await call(admin.agent, jobsContract.endpoints.reviewQueue).query({ status: 'pending' })).body as { items: { id: string }[] };
    expect(queue.items.map((j) => j.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await call(admin.agent, jobsContract.endpoints.review, { params: { id: a.id }, body: { decision: 'approve' } })).status).toBe(200);
    expect((await call(guest, jobsContract.endpoints.detail, { params: { id: a.id } })).status).toBe(200);

    const bad = await call(admin.agent, jobsContract.endpoints.review, { params: { id: b.id }, body: { decision: 'reject' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ reason: [V.rejectionReasonRequired] });
    await call(admin.agent, jobsContract.endpoints.review, { params: { id: b.id }, body: { decision: 'reject', reason: 'Add the salary range, please.' } }).expect(200);
    const seenByPoster = jobListingSchema.parse((await call(member.agent, jobsContract.endpoints.detail, { params: { id: b.id } })).body);
    expect(seenByPoster).toMatchObject({ reviewStatus: 'rejected', rejectionReason: 'Add the salary range, please.' });
    expect((await call(otherMember.agent, jobsContract.endpoints.detail, { params: { id: b.id } })).status).toBe(404);

    const events = await app.orm.em.fork().getConnection().execute<{ event: string }[]>(`select event from audit_events where user_id = ? order by created_at`, [admin.user.id]);
    expect(events.map((e: { event: string }) => e.event)).toEqual(expect.arrayContaining(['job_approved', 'job_rejected']));
    await app.jobs.runUntilIdle();
    const mails = (await app.mailer.listOutbox()).filter((m) => m.to === member.user.email);
    expect(mails.some((m) => m.text.includes('Add the salary range, please.'))).toBe(true);
  });
});
