import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { V } from '#shared/messages.ts';
import { jobApplicationListSchema, jobApplicationSchema } from '#shared/jobs/schemas.ts';
import { storedDocumentSchema } from '#shared/uploads/schemas.ts';
import { applicationBody } from '#shared/jobs/samples.ts';
import { DOCUMENT_MAX_BYTES, documentUrlOf } from '#shared/uploads/documents.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import type TestAgent from 'supertest/lib/agent.js';
import { call } from '../../test/call.ts';
import { signedIn, type SignedIn } from '../../test/factories.ts';
import { StoredObjectSchema } from '../uploads/stored-object.entity.ts';
import { createUploadsTestApp, idOf, pngImage, putBytes, STORAGE_KINDS, uploadThrough, withoutQuery, type UploadsTestApp } from '../uploads/uploads.test-support.ts';
import { JobApplicationSchema } from './job-listing.entity.ts';
import { liveJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

/** A small but well-formed PDF (one empty page), made here rather than kept as a fixture file. */
function pdfBytes(padTo = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n';
  const pdf = Buffer.from(`${body}%%EOF\n`, 'latin1');
  return padTo > pdf.length ? Buffer.concat([Buffer.from(body, 'latin1'), Buffer.alloc(padTo - pdf.length, 0x20), Buffer.from('%%EOF\n', 'latin1')]) : pdf;
}

/** The member's side of a document upload: a URL of kind `document`, the bytes, the exchange at PUT /api/documents. */
async function uploadDocument(agent: TestAgent, bytes: Buffer, contentType = 'application/pdf') {
  const start = await call(agent, uploadsContract.endpoints.requestUpload, { body: { kind: 'document' } });
  expect(start.status, start.text).toBe(200);
  const uploadURL = start.body.uploadURL as string;
  const put = await putBytes(agent, uploadURL, bytes, contentType);
  const res = await call(agent, uploadsContract.endpoints.document, { body: { documentURL: withoutQuery(uploadURL) } });
  return { put, res, id: idOf(uploadURL) };
}

describe.each(STORAGE_KINDS)('a CV as a PDF through the uploads service on %s storage (spec 001 §5; decision 177)', (kind) => {
  let u: UploadsTestApp;
  let applicant: SignedIn;
  let employer: SignedIn;
  let stranger: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    u = await createUploadsTestApp(kind);
    [applicant, employer, stranger, admin] = await Promise.all([signedIn(u.t), signedIn(u.t), signedIn(u.t), signedIn(u.t, 'admin')]);
  });
  afterAll(() => u.close());

  it('stores a PDF as sent and gives its id; the uploader opens it as a private, no-store download', async () => {
    const pdf = pdfBytes();
    const { res, id } = await uploadDocument(applicant.agent, pdf);
    expect(res.status, res.text).toBe(200);
    expect(storedDocumentSchema.parse(res.body)).toEqual({ objectId: id, url: documentUrlOf(id), mediaType: 'application/pdf', bytes: pdf.length });
    const got = await applicant.agent.get(documentUrlOf(id)).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="document-[0-9a-f]{8}\.pdf"$/);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(got.body as Buffer, pdf)).toBe(0);
    // Not an image: no WebP variants of it exist.
    expect((await applicant.agent.get(`/objects/${id}/960.webp`)).status).toBe(404);
  });

  it('refuses bytes that are not a PDF, whatever the name or Content-Type says (415 document_unsupported); nothing is kept', async () => {
    const { put, res, id } = await uploadDocument(applicant.agent, await pngImage(40, 40), 'application/pdf');
    const refusal = kind === 'disk' ? put : { status: res.status, body: res.body };
    expect(refusal.status).toBe(415);
    expect((refusal.body as { code: string }).code).toBe('document_unsupported');
    expect((refusal.body as { message: string }).message).toContain('PNG');
    expect(await u.hasAnyFile(id)).toBe(false);
    expect((await applicant.agent.get(documentUrlOf(id))).status).toBe(404);
  });

  it('refuses a PDF over 5 MB (413 document_too_large); nothing is kept', async () => {
    const { put, res, id } = await uploadDocument(applicant.agent, pdfBytes(DOCUMENT_MAX_BYTES + 1));
    const refusal = kind === 'disk' ? put : { status: res.status, body: res.body };
    expect(refusal.status).toBe(413);
    expect((refusal.body as { code: string }).code).toBe('document_too_large');
    expect(await u.hasAnyFile(id)).toBe(false);
  });

  it('an image URL is not a document, and a document is not an image (400 on the field)', async () => {
    const image = await uploadThrough(applicant.agent, await pngImage(64, 64), 'image/png');
    const asDocument = await call(applicant.agent, uploadsContract.endpoints.document, { body: { documentURL: withoutQuery(image.uploadURL) } });
    expect([asDocument.status, Object.keys(asDocument.body.fields ?? {})]).toEqual([400, ['documentURL']]);
    const { id } = await uploadDocument(applicant.agent, pdfBytes());
    const asImage = await call(applicant.agent, uploadsContract.endpoints.productImage, { body: { imageURL: `/objects/${id}` } });
    expect(asImage.status).toBe(400);
  });

  it('an application carries the PDF: the applicant, the job’s owner and the admin open it; another member and a guest get 404', async () => {
    const job = await liveJob(u.t, employer.agent);
    const { id } = await uploadDocument(applicant.agent, pdfBytes());
    const applied = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { resumeObjectId: id }) });
    expect(applied.status, applied.text).toBe(201);
    expect(jobApplicationSchema.parse(applied.body)).toMatchObject({ resumeObjectId: id, resumeUrl: expect.any(String) });
    const listed = jobApplicationListSchema.parse((await call(employer.agent, jobsContract.endpoints.employerApplications, { query: { jobId: job.id } })).body);
    expect(listed.items[0]?.resumeObjectId).toBe(id);
    for (const [who, agent, status] of [
      ['applicant', applicant.agent, 200],
      ['employer', employer.agent, 200],
      ['admin', admin.agent, 200],
      ['another member', stranger.agent, 404],
      ['guest', u.t.agent(), 404],
    ] as const) {
      const res = await agent.get(documentUrlOf(id));
      expect([who, res.status]).toEqual([who, status]);
      expect([who, (await agent.get(`/objects/${id}`)).status]).toEqual([who, status]);
    }
    const row = await u.t.orm.em.fork().findOneOrFail(StoredObjectSchema, { id });
    expect([row.purpose, row.ref, row.isPrivate]).toEqual(['job-application-cv', applied.body.id, true]);
    // Deleting the job (with its applications) deletes the CV too: nobody opens it any more.
    expect((await call(employer.agent, jobsContract.endpoints.remove, { params: { id: job.id } })).status).toBe(200);
    expect((await applicant.agent.get(documentUrlOf(id))).status).toBe(404);
    expect((await u.t.orm.em.fork().findOneOrFail(StoredObjectSchema, { id })).status).toBe('deleted');
  });

  it('refuses a CV the applicant did not upload (403) and an image as a CV (400); nothing is saved', async () => {
    const job = await liveJob(u.t, employer.agent);
    const theirs = await uploadDocument(stranger.agent, pdfBytes());
    const r1 = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { resumeObjectId: theirs.id }) });
    expect([r1.status, r1.body.code]).toEqual([403, 'forbidden']);
    const image = await uploadThrough(applicant.agent, await pngImage(64, 64), 'image/png');
    const r2 = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { resumeObjectId: idOf(image.uploadURL) }) });
    expect([r2.status, r2.body.fields]).toEqual([400, { resumeObjectId: [V.documentUploadAgain] }]);
    expect(await u.t.orm.em.fork().count(JobApplicationSchema, { job: job.id })).toBe(0);
    const row = await u.t.orm.em.fork().findOneOrFail(StoredObjectSchema, { id: theirs.id });
    expect(row.attachedAt).toBeNull();
    // With both refused, the same member can still apply (a link only, or nothing).
    const ok = await call(applicant.agent, jobsContract.endpoints.apply, { body: applicationBody(job.id, { resumeUrl: '', resumeObjectId: null }) });
    expect([ok.status, ok.body.resumeObjectId, ok.body.resumeUrl]).toEqual([201, null, null]);
  });
});
