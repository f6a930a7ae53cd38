import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { imageTooLarge } from './upload-errors.ts';
import { incomingKey, type ObjectStorage, type StoredFile } from './storage.ts';

/** Path of our own upload route for object `id` (the disk store's `uploadURL` without its query string). */
export const diskUploadPath = (id: string) => `/api/objects/uploads/${id}`;

const KEY_PATTERN = /^(incoming\/[0-9a-f-]{36}|objects\/[0-9a-f-]{36}\/((320|960|full)\.webp|document\.pdf))$/;

/** A Transform that passes bytes through and fails with 413 once more than `maxBytes` went by. */
export function byteLimit(maxBytes: number): Transform & { bytes: number } {
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      limiter.bytes += chunk.length;
      if (limiter.bytes > maxBytes) callback(imageTooLarge());
      else callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  limiter.bytes = 0;
  return limiter;
}

/**
 * Signs an upload URL of the disk store: HMAC-SHA256 over id, owner and expiry (unix seconds) with a key derived
 * from the session secret, so the URL works only for that member and only until it expires.
 */
export function signUpload(secret: string, id: string, ownerId: string, expiresUnix: number): string {
  const key = createHmac('sha256', secret).update('tamil-community uploads v1').digest();
  return createHmac('sha256', key).update(`${id}.${ownerId}.${expiresUnix}`).digest('base64url');
}

/** Whether `signature` is the signature of (id, owner, expiry); constant-time. */
export function verifyUploadSignature(secret: string, id: string, ownerId: string, expiresUnix: number, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, id, ownerId, expiresUnix));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The local-disk store: files under `<dataDir>/objects/`, written to a temporary name and renamed into place (a
 * reader never sees half a file). Upload URLs point at our own route `PUT /api/objects/uploads/<id>` signed with
 * {@link signUpload}.
 */
export function createDiskStorage(opts: { dataDir: string; publicUrl: string; secret: string }): ObjectStorage & { secret: string } {
  const root = path.join(opts.dataDir, 'objects');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid object key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const tempFile = async () => {
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    return path.join(root, 'tmp', randomUUID());
  };
  const sizeOf = async (key: string) => {
    try {
      return (await stat(fileOf(key))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };

  return {
    kind: 'disk',
    secret: opts.secret,
    async uploadUrl(id, ownerId, issuedAt, ttlSeconds) {
      const expires = Math.floor(issuedAt.getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: signUpload(opts.secret, id, ownerId, expires) });
      return `${opts.publicUrl}${diskUploadPath(id)}?${query}`;
    },
    async receive(id, body: Readable, maxBytes) {
      const tmp = await tempFile();
      const limiter = byteLimit(maxBytes);
      try {
        await pipeline(body, limiter, createWriteStream(tmp, { flags: 'wx' }));
        const target = fileOf(incomingKey(id));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return limiter.bytes;
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    incomingSize: (id) => sizeOf(incomingKey(id)),
    async readIncoming(id, maxBytes) {
      const size = await sizeOf(incomingKey(id));
      if (size !== null && size > maxBytes) throw imageTooLarge();
      return readFile(fileOf(incomingKey(id)));
    },
    async put(key, data) {
      const tmp = await tempFile();
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key): Promise<StoredFile | null> {
      const size = await sizeOf(key);
      if (size === null) return null;
      return { body: createReadStream(fileOf(key)), size };
    },
    async remove(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await rm(file, { force: true });
        if (key.startsWith('objects/')) dirs.add(path.dirname(file));
      }
      // The per-object folder goes too once empty (rmdir refuses a folder that still has files).
      for (const dir of dirs) await rmdir(dir).catch(() => {});
    },
  };
}
