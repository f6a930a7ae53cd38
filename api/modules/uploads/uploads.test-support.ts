/**
 * Helpers for the uploads tests: a real S3 protocol server (s3rver) on a loopback port, test images made with sharp
 * (including the bad ones of issue 12), and the member's side of an upload through the real HTTP calls.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import type { Response } from 'supertest';
import { endpointPath } from '#shared/contracts/contract.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import type { RateLimitPolicy } from '../../http/rate-limit.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Clock } from '../../services/clock.ts';
import { createObjectStorage } from './create-storage.ts';
import { allKeys, type ObjectStorage } from './storage.ts';

/** A running s3rver and the S3_* variables that point the app at it. */
export interface TestS3 {
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (a free port) with one bucket, in a temporary folder removed at close. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tc-s3-'));
  const bucket = 'test-uploads';
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    bucket,
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A photo-like JPEG of `width`×`height` with EXIF (camera make, GPS) and an EXIF orientation (6 = rotate 90°). */
export async function jpegPhoto(width = 1200, height = 900, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .composite([{ input: { create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: '#2a7' } }, top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 40/1 0/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG of `width`×`height`. */
export const pngImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();

/** A WebP of `width`×`height`. */
export const webpImage = (width = 500, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#963' } }).webp().toBuffer();

/** An SVG drawing with a script in it. */
export const svgWithScript = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

/** A real (stored, uncompressed) ZIP archive holding one text file. */
export function zipArchive(): Buffer {
  const name = Buffer.from('hello.txt');
  const data = Buffer.from('hello from a zip\n');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The first half of a JPEG photo (an upload cut off mid-way). */
export const truncatedJpeg = async () => {
  const photo = await jpegPhoto(800, 600);
  return photo.subarray(0, Math.floor(photo.length / 2));
};

/**
 * A 20000×20000 PNG "decompression bomb" (≈1.2 MB on the wire, 1.2 GB decoded), made by sharp once and kept in
 * the temporary folder for later runs (making it takes a few seconds).
 */
export async function decompressionBomb(): Promise<Buffer> {
  const file = path.join(tmpdir(), 'tc-test-bomb-20000x20000.png');
  if (existsSync(file)) return readFileSync(file);
  const bomb = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: '#fff' }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(file, bomb);
  return bomb;
}

/** `count` random bytes behind a JPEG signature (a "photo" over the 10 MB limit). */
export function oversizedJpeg(bytes = 12 * 1024 * 1024): Buffer {
  const buffer = Buffer.alloc(bytes, 0x5a);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return buffer;
}

/** The path and query of an absolute URL (supertest talks to the in-process app). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The upload URL without its query string (what the spec's client sends as `imageURL`). */
export const withoutQuery = (url: string) => url.split('?')[0]!;

/** The status and JSON body of sending `bytes` to an upload URL: via the app (disk) or straight to s3rver (S3). */
export async function putBytes(agent: TestAgent, uploadURL: string, bytes: Buffer, contentType = 'image/jpeg'): Promise<{ status: number; body: unknown }> {
  if (uploadURL.includes(endpointPath(uploadsContract.endpoints.uploadBytes, { params: { id: '' } }))) {
    const res: Response = await agent.put(pathOf(uploadURL)).set('Content-Type', contentType).send(bytes);
    return { status: res.status, body: res.body };
  }
  const res = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': contentType } });
  return { status: res.status, body: await res.text() };
}

/**
 * The whole member flow for one image: ask for a URL (expects 200), send the bytes, exchange the URL for the image.
 * @returns the final `PUT /api/product-images` response (whatever its status) and the URL used.
 */
export async function uploadThrough(agent: TestAgent, bytes: Buffer, contentType = 'image/jpeg'): Promise<{ res: Response; uploadURL: string; put: { status: number; body: unknown } }> {
  const { requestUpload, productImage } = uploadsContract.endpoints;
  const start = await call(agent, requestUpload);
  if (start.status !== 200) throw new Error(`${requestUpload.method} ${requestUpload.path} answered ${start.status} ${start.text}`);
  const uploadURL = start.body.uploadURL as string;
  const put = await putBytes(agent, uploadURL, bytes, contentType);
  const res = await call(agent, productImage, { body: { imageURL: withoutQuery(uploadURL) } });
  return { res, uploadURL, put };
}

/** Which store a test file runs against; CI runs every uploads test on both. */
export type StorageKind = 'disk' | 's3';
export const STORAGE_KINDS: StorageKind[] = ['disk', 's3'];

/** A clock that follows the real time, shifted by `offsetMs` (tests move it past the 15-minute URL lifetime). */
export function shiftableClock(): Clock & { offsetMs: number } {
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

/** An app on the chosen store (s3rver started for it), its storage and clock. */
export interface UploadsTestApp {
  t: TestApp;
  storage: ObjectStorage;
  clock: ReturnType<typeof shiftableClock>;
  /** Whether any key of object `id` (incoming bytes or variants) exists in the store. */
  hasAnyFile(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Builds the real app on `kind` storage (s3rver on loopback for `s3`), with a shiftable clock. */
export async function createUploadsTestApp(kind: StorageKind, rateLimits?: Partial<RateLimitPolicy>): Promise<UploadsTestApp> {
  const s3 = kind === 's3' ? await startTestS3() : undefined;
  const clock = shiftableClock();
  const t = await createTestApp(s3?.env ?? {}, { clock, ...(rateLimits ? { rateLimits } : {}) });
  const storage = createObjectStorage(t.config);
  if (storage.kind !== kind) throw new Error(`expected ${kind} storage, got ${storage.kind}`);
  return {
    t,
    storage,
    clock,
    async hasAnyFile(id) {
      for (const key of allKeys(id)) {
        const file = await storage.get(key);
        if (file) {
          file.body.destroy();
          return true;
        }
      }
      return false;
    },
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}

/** The object id at the end of an upload URL or object path. */
export const idOf = (url: string) => withoutQuery(url).split('/').at(-1)!;
