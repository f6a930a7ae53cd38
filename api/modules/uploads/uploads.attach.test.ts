import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { signedIn, type SignedIn } from '../../test/factories.ts';
import { attachUploads, deleteObjects, deleteOrphanUploads, loadImages, ORPHAN_AFTER_MS, syncAttachments } from './attachments.service.ts';
import { PRIVATE_CACHE, PUBLIC_CACHE } from './object-access.ts';
import { StoredObjectSchema } from './stored-object.entity.ts';
import { createUploadsTestApp, idOf, jpegPhoto, STORAGE_KINDS, uploadThrough, type UploadsTestApp } from './uploads.test-support.ts';
import { registerObjectVisibility } from './visibility.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

/** Members allowed to see the private test objects (the visibility check below reads it). */
const allowedViewers = new Set<string>();
registerObjectVisibility('test-private-album', (_em, viewer) => Boolean(viewer && allowedViewers.has(viewer.id)));

describe.each(STORAGE_KINDS)('attaching, serving and deleting uploads on %s storage (issue 12 items 4–5)', (kind) => {
  let u: UploadsTestApp;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    u = await createUploadsTestApp(kind);
    member = await signedIn(u.t);
    other = await signedIn(u.t);
    admin = await signedIn(u.t, 'admin');
  });
  afterAll(() => u.close());

  /** Uploads a small photo as `who` and returns the stored image. */
  async function upload(who: SignedIn = member): Promise<StoredImage> {
    const { res } = await uploadThrough(who.agent, await jpegPhoto(640, 480));
    expect(res.status).toBe(200);
    return res.body as StoredImage;
  }

  /** Runs `work` in a fresh EntityManager and flushes it (as a feature's route would). */
  async function inFeature<T>(work: (em: ReturnType<UploadsTestApp['t']['orm']['em']['fork']>) => Promise<T>): Promise<T> {
    const em = u.t.orm.em.fork();
    const result = await work(em);
    await em.flush();
    return result;
  }

  it('serves an unattached upload only to its uploader (private, never cached by others)', async () => {
    const image = await upload();
    const own = await member.agent.get(image.variants.w320.url);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect((await u.t.agent().get(image.variants.w320.url)).status).toBe(404);
    expect((await other.agent.get(image.objectPath)).status).toBe(404);
  });

  it('a public attachment is served to everyone as immutable WebP; /objects/<id> is the 960 px variant', async () => {
    const image = await upload();
    const attached = await inFeature((em) => attachUploads(em, member.user.id, [image.objectPath], { purpose: 'test-product', ref: 'p1' }));
    expect(attached).toEqual([image]);
    for (const url of [image.variants.w320.url, image.variants.w960.url, image.variants.full.url, image.objectPath]) {
      const res = await u.t.agent().get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    }
    const plain = await u.t.agent().get(image.objectPath).buffer(true);
    const w960 = await u.t.agent().get(image.variants.w960.url).buffer(true);
    expect(Buffer.compare(plain.body as Buffer, w960.body as Buffer)).toBe(0);
    expect((await u.t.agent().get(`${image.objectPath}/big.webp`)).status).toBe(400);
    expect((await call(u.t.agent(), uploadsContract.endpoints.objectFile, { params: { id: crypto.randomUUID(), file: '320.webp' } })).status).toBe(404);
  });

  it("attaches only the member's own ready uploads, once", async () => {
    const mine = await upload();
    const theirs = await upload(other);
    await expect(inFeature((em) => attachUploads(em, member.user.id, [theirs.objectPath], { purpose: 'test-product', ref: 'p2' }))).rejects.toMatchObject({ status: 403 });
    await expect(inFeature((em) => attachUploads(em, member.user.id, ['/etc/passwd'], { purpose: 'test-product', ref: 'p2' }))).rejects.toMatchObject({ status: 400, fields: { images: expect.any(Array) } });
    const pending = await call(member.agent, uploadsContract.endpoints.requestUpload);
    await expect(inFeature((em) => attachUploads(em, member.user.id, [endpointPath(uploadsContract.endpoints.object, { params: { id: idOf(pending.body.uploadURL) } })], { purpose: 'test-product', ref: 'p2' }))).rejects.toMatchObject({ status: 400 });
    // Nothing was attached by the refused calls.
    expect((await u.t.orm.em.fork().findOneOrFail(StoredObjectSchema, { id: idOf(theirs.objectPath) })).attachedAt).toBeNull();

    await inFeature((em) => attachUploads(em, member.user.id, [mine.objectPath, mine.objectPath], { purpose: 'test-product', ref: 'p2' }));
    await inFeature((em) => attachUploads(em, member.user.id, [mine.objectPath], { purpose: 'test-product', ref: 'p2' }));
    await expect(inFeature((em) => attachUploads(em, member.user.id, [mine.objectPath], { purpose: 'test-product', ref: 'p3' }))).rejects.toMatchObject({ status: 409 });
    expect(await loadImages(u.t.orm.em.fork(), [mine.objectPath, endpointPath(uploadsContract.endpoints.object, { params: { id: 'not-a-uuid' } })])).toEqual([mine]);
  });

  it("a private object is served only to whom its purpose's check allows — a stranger gets 404", async () => {
    const image = await upload();
    await inFeature((em) => attachUploads(em, member.user.id, [image.objectPath], { purpose: 'test-private-album', ref: 'album-1', private: true }));
    const url = image.variants.w960.url;
    expect((await other.agent.get(url)).status).toBe(404);
    expect((await u.t.agent().get(url)).status).toBe(404);
    allowedViewers.add(other.user.id);
    try {
      const allowed = await other.agent.get(url);
      expect(allowed.status).toBe(200);
      expect(allowed.headers['cache-control']).toBe(PRIVATE_CACHE);
      expect(allowed.headers.vary).toMatch(/Cookie/);
    } finally {
      allowedViewers.delete(other.user.id);
    }
    expect((await member.agent.get(url)).status).toBe(200);
    expect((await admin.agent.get(url)).status).toBe(200);
    // A private purpose without a registered check: nobody but the uploader and the admin.
    const lonely = await upload();
    await inFeature((em) => attachUploads(em, member.user.id, [lonely.objectPath], { purpose: 'unregistered-purpose', ref: 'x', private: true }));
    expect((await other.agent.get(lonely.objectPath)).status).toBe(404);
  });

  it('deleting the owning record stops serving its images at once and the cleanup removes their files', async () => {
    const [a, b, keep] = [await upload(), await upload(), await upload()];
    await inFeature((em) => attachUploads(em, member.user.id, [a.objectPath, b.objectPath], { purpose: 'test-product', ref: 'gone' }));
    await inFeature((em) => attachUploads(em, member.user.id, [keep.objectPath], { purpose: 'test-product', ref: 'kept' }));
    expect(await inFeature((em) => deleteObjects(em, { purpose: 'test-product', ref: 'gone' }))).toBe(2);
    expect((await u.t.agent().get(a.objectPath)).status).toBe(404);
    expect(await u.hasAnyFile(idOf(a.objectPath))).toBe(true);

    await deleteOrphanUploads(u.t.orm.em.fork(), u.storage, new Date());
    for (const gone of [a, b]) {
      expect(await u.hasAnyFile(idOf(gone.objectPath))).toBe(false);
      expect(await u.t.orm.em.fork().findOne(StoredObjectSchema, { id: idOf(gone.objectPath) })).toBeNull();
    }
    expect((await u.t.agent().get(keep.objectPath)).status).toBe(200);
  });

  it('an edit keeps listed images, attaches new ones and deletes dropped ones (syncAttachments)', async () => {
    const [one, two, three] = [await upload(), await upload(), await upload()];
    const target = { purpose: 'test-product', ref: 'edited' };
    await inFeature((em) => attachUploads(em, member.user.id, [one.objectPath, two.objectPath], target));
    const now = await inFeature((em) => syncAttachments(em, member.user.id, [three.objectPath, one.objectPath], target));
    expect(now.map((i) => i.objectPath)).toEqual([three.objectPath, one.objectPath]);
    expect((await u.t.agent().get(two.objectPath)).status).toBe(404);
    expect((await u.t.agent().get(three.objectPath)).status).toBe(200);
  });

  it('removes uploads never attached after 24 hours (files and rows), and leaves attached and recent ones', async () => {
    const orphan = await upload();
    const recent = await upload();
    const used = await upload();
    await inFeature((em) => attachUploads(em, member.user.id, [used.objectPath], { purpose: 'test-product', ref: 'p-orphans' }));
    const pendingStart = await call(member.agent, uploadsContract.endpoints.requestUpload);
    const pendingId = idOf(pendingStart.body.uploadURL);
    const old = new Date(Date.now() - ORPHAN_AFTER_MS - 60_000);
    await u.t.orm.em.fork().nativeUpdate(StoredObjectSchema, { id: { $in: [idOf(orphan.objectPath), idOf(used.objectPath), pendingId] } }, { createdAt: old });

    const removed = await deleteOrphanUploads(u.t.orm.em.fork(), u.storage, new Date());
    expect(removed).toBeGreaterThanOrEqual(2);
    const em = u.t.orm.em.fork();
    expect(await em.findOne(StoredObjectSchema, { id: idOf(orphan.objectPath) })).toBeNull();
    expect(await em.findOne(StoredObjectSchema, { id: pendingId })).toBeNull();
    expect(await u.hasAnyFile(idOf(orphan.objectPath))).toBe(false);
    expect(await u.hasAnyFile(idOf(recent.objectPath))).toBe(true);
    expect((await u.t.agent().get(used.objectPath)).status).toBe(200);
    // The pending URL no longer leads anywhere.
    const late = await call(member.agent, uploadsContract.endpoints.productImage, { body: { imageURL: pendingStart.body.uploadURL.split('?')[0] } });
    expect(late.status).toBe(404);
  });

  it('the hourly uploads.cleanup schedule runs the cleanup as a background job', async () => {
    const orphan = await upload();
    await u.t.orm.em.fork().nativeUpdate(StoredObjectSchema, { id: idOf(orphan.objectPath) }, { createdAt: new Date(Date.now() - ORPHAN_AFTER_MS - 60_000) });
    let keys = await u.t.jobs.tick();
    if (!keys.some((k) => k.startsWith('uploads.cleanup-hourly:'))) {
      u.clock.offsetMs = 61 * 60 * 1000; // the next hourly period
      keys = await u.t.jobs.tick();
    }
    try {
      expect(keys.filter((k) => k.startsWith('uploads.cleanup-hourly:'))).toHaveLength(1);
      const outcomes = await u.t.jobs.runUntilIdle();
      expect(outcomes.length).toBeGreaterThan(0);
    } finally {
      u.clock.offsetMs = 0;
    }
    expect(await u.t.orm.em.fork().findOne(StoredObjectSchema, { id: idOf(orphan.objectPath) })).toBeNull();
    expect(await u.hasAnyFile(idOf(orphan.objectPath))).toBe(false);
  });
});
