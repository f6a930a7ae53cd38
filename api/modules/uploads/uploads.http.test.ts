import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImageSchema } from '#shared/uploads/schemas.ts';
import { signedIn, type SignedIn } from '../../test/factories.ts';
import { UserSchema } from '../users/user.entity.ts';
import { StoredObjectSchema } from './stored-object.entity.ts';
import { createUpload, receiveDiskUpload } from './uploads.service.ts';
import {
  createUploadsTestApp,
  decompressionBomb,
  idOf,
  jpegPhoto,
  oversizedJpeg,
  pathOf,
  pngImage,
  putBytes,
  STORAGE_KINDS,
  svgWithScript,
  truncatedJpeg,
  uploadThrough,
  withoutQuery,
  zipArchive,
  type UploadsTestApp,
} from './uploads.test-support.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

describe.each(STORAGE_KINDS)('uploads on %s storage (spec 001 §7, issue 12)', (kind) => {
  let u: UploadsTestApp;
  let member: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    u = await createUploadsTestApp(kind);
    member = await signedIn(u.t);
    other = await signedIn(u.t);
  });
  afterAll(() => u.close());

  const row = (id: string) => u.t.orm.em.fork().findOne(StoredObjectSchema, { id });

  it('POST /api/objects/upload needs a member, then gives a URL valid 15 minutes', async () => {
    const guest = await call(u.t.agent(), uploadsContract.endpoints.requestUpload);
    expect(guest.status).toBe(401);
    const res = await call(member.agent, uploadsContract.endpoints.requestUpload);
    expect(res.status).toBe(200);
    const url = new URL(res.body.uploadURL);
    if (kind === 'disk') {
      expect(url.pathname).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
      expect(Number(url.searchParams.get('expires')) * 1000 - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    } else {
      expect(url.origin).toBe(u.t.config.s3!.endpoint);
      expect(url.pathname).toMatch(/\/incoming\/[0-9a-f-]{36}$/);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    }
  });

  it('stores a JPEG as WebP at 320, 960 and ≤ 2048 px, upright and without EXIF/GPS, and answers objectPath', async () => {
    const { res, put } = await uploadThrough(member.agent, await jpegPhoto(3000, 2000, 6));
    expect(put.status).toBe(200);
    expect(res.status).toBe(200);
    const image = storedImageSchema.parse(res.body);
    expect(image.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    expect([image.width, image.height]).toEqual([1365, 2048]);
    expect([image.variants.w320.width, image.variants.w960.width]).toEqual([320, 960]);
    expect(image.variants.w320.url).toBe(`${image.objectPath}/320.webp`);

    const file = await member.agent.get(image.variants.full.url).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1365, 2048, undefined]);
    const stored = await row(idOf(image.objectPath));
    expect(stored).toMatchObject({ status: 'ready', sourceType: 'image/jpeg', width: 1365, height: 2048 });
    // The bytes as sent are gone; only the three variants stay.
    expect(await u.storage.get(`incoming/${stored!.id}`)).toBeNull();
  });

  it('decides the type by content: a PNG sent as photo.jpg with image/jpeg is stored as a PNG source', async () => {
    const { res } = await uploadThrough(member.agent, await pngImage(800, 600), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(await row(idOf(res.body.objectPath))).toMatchObject({ sourceType: 'image/png', width: 800, height: 600 });
  });

  const badInputs: [string, () => Promise<Buffer> | Buffer, number, string][] = [
    ['a 12 MB file', () => oversizedJpeg(), 413, 'image_too_large'],
    ['an SVG with script', svgWithScript, 415, 'image_unsupported'],
    ['a zip', zipArchive, 415, 'image_unsupported'],
    ['a truncated JPEG', truncatedJpeg, 422, 'image_unreadable'],
    ['a 20000×20000 decompression bomb', decompressionBomb, 422, 'image_too_many_pixels'],
  ];
  it.each(badInputs)('refuses %s with a clear 4xx and stores nothing', async (_name, make, status, code) => {
    const { res, put, uploadURL } = await uploadThrough(member.agent, await make());
    // Disk checks the bytes as they arrive; S3 when the URL is exchanged (the bucket took them).
    const refusal = kind === 'disk' ? put : { status: res.status, body: res.body };
    expect(refusal.status).toBe(status);
    expect(refusal.body).toMatchObject({ code, message: expect.stringMatching(/.{20,}/) });
    const id = idOf(uploadURL);
    expect(await u.hasAnyFile(id)).toBe(false);
    // A declared Content-Length over 10 MB is refused before a byte is read: the URL stays usable for a smaller file.
    const upfront = kind === 'disk' && code === 'image_too_large';
    if (kind === 'disk') expect(res.body.code).toBe(upfront ? 'upload_not_received' : 'upload_used');
    expect(await row(id)).toMatchObject({ status: upfront ? 'pending' : 'rejected', width: null, variants: null });
  }, 60_000);

  it.runIf(kind === 'disk')('stops reading a body without Content-Length at 10 MB (streamed, never buffered whole)', async () => {
    const em = u.t.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { id: member.user.id });
    const { object, uploadURL } = await createUpload(em, u.storage, user, new Date());
    const query = new URL(uploadURL).searchParams;
    let produced = 0;
    const body = new Readable({
      read() {
        // 64 kB chunks until well past the limit; a reader that stops early never pulls all 20 MB.
        if (produced >= 20 * 1024 * 1024) return this.push(null);
        produced += 65536;
        this.push(Buffer.alloc(65536, 1));
      },
    });
    const request = { id: object.id, expires: Number(query.get('expires')), signature: query.get('signature')!, user, contentLength: undefined, body };
    await expect(receiveDiskUpload(em, u.storage, request, new Date())).rejects.toMatchObject({ status: 413, code: 'image_too_large' });
    expect(produced).toBeLessThan(12 * 1024 * 1024);
    expect(await u.hasAnyFile(object.id)).toBe(false);
    expect((await row(object.id))!.status).toBe('rejected');
  });

  it('a reused upload URL cannot replace or add an image', async () => {
    const first = await uploadThrough(member.agent, await jpegPhoto(400, 300));
    expect(first.res.status).toBe(200);
    const again = await putBytes(member.agent, first.uploadURL, await pngImage(50, 50));
    if (kind === 'disk') expect(again.body).toMatchObject({ code: 'upload_used' });
    if (kind === 'disk') expect(again.status).toBe(409);
    const exchange = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(first.uploadURL) } });
    expect(exchange.status).toBe(200);
    expect(exchange.body).toEqual(first.res.body);
    const served = await member.agent.get(`${first.res.body.objectPath}/full.webp`).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(400);
  });

  it("refuses someone else's upload URL and another member's imageURL (403), storing nothing", async () => {
    const start = await call(member.agent, uploadsContract.endpoints.requestUpload);
    const uploadURL = start.body.uploadURL as string;
    const id = idOf(uploadURL);
    if (kind === 'disk') {
      const stolen = await other.agent.put(pathOf(uploadURL)).set('Content-Type', 'image/jpeg').send(await jpegPhoto(300, 200));
      expect(stolen.status).toBe(403);
      expect(stolen.body.code).toBe('forbidden');
      expect(await u.hasAnyFile(id)).toBe(false);
      expect((await row(id))!.status).toBe('pending');
    }
    expect((await putBytes(member.agent, uploadURL, await jpegPhoto(300, 200))).status).toBe(200);
    const claim = await call(other.agent, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(uploadURL) } });
    expect(claim.status).toBe(403);
    expect(claim.body.message).toMatch(/another member/);
    // …and the owner still gets it.
    expect((await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(uploadURL) } })).status).toBe(200);
  });

  it('an expired upload URL is refused (410) and nothing is stored', async () => {
    const start = await call(member.agent, uploadsContract.endpoints.requestUpload);
    const uploadURL = start.body.uploadURL as string;
    u.clock.offsetMs = 16 * 60 * 1000;
    try {
      if (kind === 'disk') {
        const late = await putBytes(member.agent, uploadURL, await jpegPhoto(300, 200));
        expect(late.status).toBe(410);
        expect(late.body).toMatchObject({ code: 'upload_expired' });
      }
      const exchange = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(uploadURL) } });
      expect(exchange.status).toBe(410);
      expect(await u.hasAnyFile(idOf(uploadURL))).toBe(false);
    } finally {
      u.clock.offsetMs = 0;
    }
    if (kind === 's3') {
      // A URL signed 16 minutes ago: the bucket itself refuses the bytes.
      u.clock.offsetMs = -16 * 60 * 1000;
      const old = await call(member.agent, uploadsContract.endpoints.requestUpload);
      u.clock.offsetMs = 0;
      const late = await putBytes(member.agent, old.body.uploadURL, await jpegPhoto(300, 200));
      expect(late.status).toBe(403);
      expect(await u.hasAnyFile(idOf(old.body.uploadURL))).toBe(false);
    }
  });

  it('answers 409 upload_not_received before the bytes arrive, 400 for a URL that is not an upload, 404 for an unknown one', async () => {
    const start = await call(member.agent, uploadsContract.endpoints.requestUpload);
    const early = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(start.body.uploadURL) } });
    expect([early.status, early.body.code]).toEqual([409, 'upload_not_received']);
    const bad = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: 'https://example.com/cat.jpg' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const unknown = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: `http://localhost${endpointPath(uploadsContract.endpoints.uploadBytes, { params: { id: crypto.randomUUID() } })}` } });
    expect(unknown.status).toBe(404);
    expect((await call(u.t.agent(), uploadsContract.endpoints.productImage, { body: { imageURL: 'x' } })).status).toBe(401);
  });
});

describe('upload limit (issue 12 item 5)', () => {
  let u: UploadsTestApp;
  beforeAll(async () => {
    u = await createUploadsTestApp('disk', { uploadsAccount: { points: 3, durationSeconds: 3600 } });
  });
  afterAll(() => u.close());

  it('refuses a member more upload URLs than the hourly limit with 429 and Retry-After; others are unaffected', async () => {
    const member = await signedIn(u.t);
    for (let i = 0; i < 3; i++) expect((await call(member.agent, uploadsContract.endpoints.requestUpload)).status).toBe(200);
    const refused = await call(member.agent, uploadsContract.endpoints.requestUpload);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signedIn(u.t);
    expect((await call(other.agent, uploadsContract.endpoints.requestUpload)).status).toBe(200);
  });
});
