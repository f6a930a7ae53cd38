import { randomUUID } from 'node:crypto';
import { V } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { jobListSchema, jobListingSchema } from '#shared/jobs/schemas.ts';
import { jobBody } from '#shared/jobs/samples.ts';
import { isoDateInDays } from '#shared/taxi/samples.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { vi } from 'vitest';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { JobListingSchema } from './job-listing.entity.ts';
import { liveJob, postJob, setReview } from './jobs.test-support.ts';

// The file's app is built inside its first test; on a busy machine that alone can take half a minute.
vi.setConfig({ testTimeout: 90_000 });

describe('POST /api/job-listings', () => {
  test('a guest gets 401 and nothing is written', async ({ app, guest }) => {
    const before = await app.orm.em.fork().count(JobListingSchema, {});
    const res = await call(guest, jobsContract.endpoints.create, { body: jobBody() });
    expect(res.status).toBe(401);
    expect(await app.orm.em.fork().count(JobListingSchema, {})).toBe(before);
  });

  test('a member posts: 201, Location, pending and not approved, HTML kept as text', async ({ member }) => {
    const res = await call(member.agent, jobsContract.endpoints.create, { body: jobBody({ title: '<script>x</script> Nurse' }) });
    expect(res.status, res.text).toBe(201);
    const job = jobListingSchema.parse(res.body);
    expect(res.headers.location).toBe(endpointPath(jobsContract.endpoints.detail, { params: { id: job.id } }));
    expect(job).toMatchObject({ title: '<script>x</script> Nurse', reviewStatus: 'pending', isApproved: false, isActive: true, isMine: true, viewCount: 0, applicationCount: 0, salaryMin: '90000', salaryMax: '140000', contactPhone: '+94212223456' });
  });

  test('invalid bodies are 400 with per-field messages, never 500', async ({ member }) => {
    const res = await call(member.agent, jobsContract.endpoints.create, { body: jobBody({ title: '', description: 'short', salaryMin: '9', salaryMax: '1', applicationUrl: 'javascript:alert(1)', jobType: 'gig' }) });
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(res.body);
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toMatchObject({ title: [V.jobTitleRequired], description: [V.jobDescriptionTooShort], applicationUrl: [V.jobUrlInvalid], jobType: [V.jobTypeRequired] });
    const range = await call(member.agent, jobsContract.endpoints.create, { body: jobBody({ salaryMin: '200000', salaryMax: '100000' }) });
    expect(range.status).toBe(400);
    expect(range.body.fields).toEqual({ salaryMax: [V.jobSalaryRange] });
  });

  test('20 concurrent identical posts with one Idempotency-Key make one job', async ({ app, member }) => {
    const key = randomUUID();
    const title = `Idempotent ${key.slice(0, 8)}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => call(member.agent, jobsContract.endpoints.create).set('Idempotency-Key', key).send(jobBody({ title }))));
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1);
    expect(await app.orm.em.fork().count(JobListingSchema, { title })).toBe(1);
  });
});

describe('GET /api/job-listings (public list)', () => {
  test('only approved + active + not past the deadline; featured first, then newest; keyset pages', async ({ app, member, guest }) => {
    const tag = randomUUID().slice(0, 8);
    const city = `City${tag}`;
    const live = [];
    for (let i = 0; i < 5; i += 1) live.push(await liveJob(app, member.agent, { city, title: `Live ${i}` }));
    const featured = await liveJob(app, member.agent, { city, title: 'Featured old', isFeatured: true });
    await app.orm.em.fork().getConnection().execute(`update job_listings set created_at = created_at - interval '2 days' where id = ?`, [featured.id]);
    await postJob(member.agent, { city, title: 'Pending' });
    const rejected = await postJob(member.agent, { city, title: 'Rejected' });
    await setReview(app, rejected.id, 'rejected');
    await liveJob(app, member.agent, { city, title: 'Inactive', ...{} }).then((j) => setReview(app, j.id, 'approved', { is_active: false }));
    await liveJob(app, member.agent, { city, title: 'Expired' }).then((j) => setReview(app, j.id, 'approved', { application_deadline: isoDateInDays(-3) }));

    const first = await call(guest, jobsContract.endpoints.list).query({ location: city, limit: 4 });
    expect(first.status).toBe(200);
    const page1 = jobListSchema.parse(first.body);
    expect(page1.total).toBe(6);
    expect(page1.items.map((j) => j.title)).toEqual(['Featured old', 'Live 4', 'Live 3', 'Live 2']);
    const second = jobListSchema.parse((await call(guest, jobsContract.endpoints.list).query({ location: city, limit: 4, cursor: page1.nextCursor })).body);
    expect(second.items.map((j) => j.title)).toEqual(['Live 1', 'Live 0']);
    expect(second.nextCursor).toBeNull();
    expect(page1.items[0]!.isMine).toBe(false);
  });

  test('filters by category, jobType, workMode, experienceLevel and location (city, country or place, any case)', async ({ app, member, guest }) => {
    const tag = randomUUID().slice(0, 8);
    const a = await liveJob(app, member.agent, { city: `Town${tag}`, category: 'it_technology', jobType: 'contract', workMode: 'remote', experience: '5-10' });
    await liveJob(app, member.agent, { city: `Town${tag}`, category: 'healthcare' });
    const list = async (q: Record<string, string>) => jobListSchema.parse((await call(guest, jobsContract.endpoints.list).query({ location: `town${tag}`, ...q })).body).items.map((j) => j.id);
    expect(await list({ category: 'it_technology' })).toEqual([a.id]);
    expect(await list({ jobType: 'contract' })).toEqual([a.id]);
    expect(await list({ workMode: 'remote' })).toEqual([a.id]);
    expect(await list({ experienceLevel: '5-10' })).toEqual([a.id]);
    expect(await list({})).toHaveLength(2);
    expect(await list({ location: '100%_' })).toEqual([]);
  });

  test('bad filters and cursors are 400', async ({ guest }) => {
    expect((await call(guest, jobsContract.endpoints.list).query({ jobType: 'gig' })).status).toBe(400);
    expect((await call(guest, jobsContract.endpoints.list).query({ cursor: 'x.zzz' })).status).toBe(400);
    expect((await call(guest, jobsContract.endpoints.list).query({ cursor: 'f' })).status).toBe(400);
  });
});

describe('GET /api/job-listings/:id', () => {
  test('pending is 404 for guests and other members, visible to its poster and the admin', async ({ member, otherMember, admin, guest }) => {
    const job = await postJob(member.agent);
    expect((await call(guest, jobsContract.endpoints.detail, { params: { id: job.id } })).status).toBe(404);
    expect((await call(otherMember.agent, jobsContract.endpoints.detail, { params: { id: job.id } })).status).toBe(404);
    expect((await call(member.agent, jobsContract.endpoints.detail, { params: { id: job.id } })).status).toBe(200);
    expect((await call(admin.agent, jobsContract.endpoints.detail, { params: { id: job.id } })).status).toBe(200);
  });

  test('counts a view once per viewer per day, not per request; the poster’s own views do not count', async ({ app, member, otherMember }) => {
    const job = await liveJob(app, member.agent);
    const views = async () => (await app.orm.em.fork().findOneOrFail(JobListingSchema, { id: job.id })).viewCount;
    await Promise.all(Array.from({ length: 10 }, () => call(otherMember.agent, jobsContract.endpoints.detail, { params: { id: job.id } })));
    expect(await views()).toBe(1);
    await call(member.agent, jobsContract.endpoints.detail, { params: { id: job.id } });
    expect(await views()).toBe(1);
    await call(app.agent(), jobsContract.endpoints.detail, { params: { id: job.id } }).set('User-Agent', 'guest-a');
    await call(app.agent(), jobsContract.endpoints.detail, { params: { id: job.id } }).set('User-Agent', 'guest-a');
    await call(app.agent(), jobsContract.endpoints.detail, { params: { id: job.id } }).set('User-Agent', 'guest-b');
    expect(await views()).toBe(3);
    const res = await call(app.agent(), jobsContract.endpoints.detail, { params: { id: job.id } }).set('User-Agent', 'guest-c');
    expect(jobListingSchema.parse(res.body).viewCount).toBe(4);
  });
});

describe('PATCH and DELETE /api/job-listings/:id', () => {
  test('an edit keeps an approved job live unless title or description change, which returns it to review', async ({ app, member }) => {
    const job = await liveJob(app, member.agent);
    const a = await call(member.agent, jobsContract.endpoints.update, { params: { id: job.id }, body: { salaryMax: '150000', skills: ['Care', 'care', ' '], contactPhone: '' } });
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ reviewStatus: 'approved', salaryMax: '150000', skills: ['Care'], contactPhone: null });
    const b = await call(member.agent, jobsContract.endpoints.update, { params: { id: job.id }, body: { title: 'Senior Staff Nurse' } });
    expect(b.body).toMatchObject({ title: 'Senior Staff Nurse', reviewStatus: 'pending', isApproved: false });
  });

  test('the range is checked against stored figures; unknown fields are ignored', async ({ member }) => {
    const job = await postJob(member.agent);
    const res = await call(member.agent, jobsContract.endpoints.update, { params: { id: job.id }, body: { salaryMin: '500000' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ salaryMax: [V.jobSalaryRange] });
    const sneaky = await call(member.agent, jobsContract.endpoints.update, { params: { id: job.id }, body: { reviewStatus: 'approved', viewCount: 999, isActive: false } });
    expect(sneaky.body).toMatchObject({ reviewStatus: 'pending', viewCount: 0, isActive: false });
  });

  test("someone else's job cannot be edited or deleted (404); the poster and the admin delete", async ({ app, member, otherMember, admin }) => {
    const job = await postJob(member.agent);
    expect((await call(otherMember.agent, jobsContract.endpoints.update, { params: { id: job.id }, body: { title: 'Mine now' } })).status).toBe(404);
    expect((await call(otherMember.agent, jobsContract.endpoints.remove, { params: { id: job.id } })).status).toBe(404);
    expect((await call(member.agent, jobsContract.endpoints.remove, { params: { id: job.id } })).status).toBe(200);
    expect(await app.orm.em.fork().count(JobListingSchema, { id: job.id })).toBe(0);
    const other = await postJob(member.agent);
    expect((await call(admin.agent, jobsContract.endpoints.remove, { params: { id: other.id } })).status).toBe(200);
  });
});
