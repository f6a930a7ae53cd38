import type TestAgent from 'supertest/lib/agent.js';
import { applicationBody, jobBody } from '#shared/jobs/samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { createJobApplicationBodySchema, createJobListingBodySchema, jobListingSchema, type JobListing } from '#shared/jobs/schemas.ts';
import { call } from '../../test/call.ts';
import { createMember } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { JobApplicationSchema, JobListingSchema } from './job-listing.entity.ts';

/** Posts a job as `agent` (201 expected) and returns it. */
export async function postJob(agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<JobListing> {
  const res = await call(agent, jobsContract.endpoints.create, { body: jobBody(overrides) });
  if (res.status !== 201) throw new Error(`post job: ${res.status} ${res.text}`);
  return jobListingSchema.parse(res.body);
}

/** Sets a listing's review state straight in the database (tests of visibility; the review route has its own tests). */
export async function setReview(t: TestApp, id: string, reviewStatus: 'pending' | 'approved' | 'rejected', extra: Record<string, unknown> = {}): Promise<void> {
  const assignments = Object.entries({ review_status: reviewStatus, ...extra });
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update job_listings set ${assignments.map(([k]) => `${k} = ?`).join(', ')} where id = ?`, [...assignments.map(([, v]) => v), id]);
}

/** Posts a job as `agent` and approves it. */
export async function liveJob(t: TestApp, agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<JobListing> {
  const job = await postJob(agent, overrides);
  await setReview(t, job.id, 'approved');
  return { ...job, reviewStatus: 'approved', isApproved: true };
}

/** Inserts an approved listing of `owner` through the ORM (no HTTP), validated by the shared schema; returns its id. */
export async function insertJob(t: TestApp, owner: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const em = t.orm.em.fork();
  const body = createJobListingBodySchema.parse(jobBody(overrides));
  const job = em.create(JobListingSchema, { ...body, owner, salaryMin: body.salaryMin ?? null, salaryMax: body.salaryMax ?? null, reviewStatus: 'approved' } as never) as { id: string };
  await em.flush();
  return job.id;
}

/** Inserts an application of `applicant` to job `jobId` through the ORM, validated by the shared schema; returns its id. */
async function insertApplication(t: TestApp, jobId: string, applicant: User): Promise<string> {
  const em = t.orm.em.fork();
  const body = createJobApplicationBodySchema.parse(applicationBody(jobId));
  const { jobId: _job, ...fields } = body;
  void _job;
  const application = em.create(JobApplicationSchema, { ...fields, job: jobId, applicant } as never) as { id: string };
  await em.flush();
  return application.id;
}

/** Inserts an application of a fresh member to a new job of `owner`; returns the application's id. */
export async function insertApplicationTo(t: TestApp, owner: User): Promise<string> {
  const jobId = await insertJob(t, owner);
  return insertApplication(t, jobId, (await createMember(t)).user);
}

/** Inserts an application of `applicant` to a new job of a fresh employer; returns the application's id. */
export async function insertApplicationBy(t: TestApp, applicant: User): Promise<string> {
  const jobId = await insertJob(t, (await createMember(t)).user);
  return insertApplication(t, jobId, applicant);
}
