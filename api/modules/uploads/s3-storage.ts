import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import { byteLimit } from './disk-storage.ts';
import { imageTooLarge } from './upload-errors.ts';
import { incomingKey, type ObjectStorage } from './storage.ts';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** What a member reads when the bucket cannot be reached (the object stays pending: the same call can be repeated). */
export const STORE_UNREACHABLE_MESSAGE = 'The photo store cannot be reached right now. Your photo was not saved; try again in a few minutes.';

/**
 * The error to throw for a failed bucket call: a refusal of the request itself (an S3 4xx such as NotFound) as it
 * is; the store being unreachable, timing out or failing (no answer, or a 5xx) → 503 `service_unavailable` with
 * {@link STORE_UNREACHABLE_MESSAGE} (issue 20, "S3 store down").
 */
export function storageError(err: unknown): unknown {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  if (status !== undefined && status < 500) return err;
  return serviceUnavailable(STORE_UNREACHABLE_MESSAGE);
}

/** Reads a stream into one Buffer, failing with 413 past `maxBytes`. */
async function collect(body: Readable, maxBytes: number): Promise<Buffer> {
  const limiter = byteLimit(maxBytes);
  const chunks: Buffer[] = [];
  for await (const chunk of body.pipe(limiter)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The S3-compatible store (AWS S3, MinIO, Cloudflare R2, s3rver in tests): path-style requests, no default
 * checksum headers (many S3-compatible servers reject them). The browser uploads straight to the bucket with a
 * presigned PUT (only the host is signed, so any Content-Type passes — the server decides the type by content).
 * The bucket needs a CORS rule allowing PUT from PUBLIC_URL (README "Uploads and object storage").
 */
export function createS3Storage(config: S3Config): ObjectStorage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store answers in seconds, not minutes (the SDK still retries 3 times).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  // Outermost step, after the SDK's retries: an unreachable store becomes 503 (storageError); S3's 4xx pass unchanged.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        throw storageError(err);
      }
    },
    { step: 'initialize', priority: 'high', name: 'storeUnreachableTo503' },
  );
  const Bucket = config.bucket;
  const head = async (key: string) => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    kind: 's3',
    client,
    bucket: Bucket,
    async uploadUrl(id, _ownerId, issuedAt, ttlSeconds) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: incomingKey(id) }), { expiresIn: ttlSeconds, signingDate: issuedAt });
    },
    incomingSize: (id) => head(incomingKey(id)),
    async readIncoming(id, maxBytes) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: incomingKey(id) }));
      if ((out.ContentLength ?? 0) > maxBytes) {
        (out.Body as Readable).destroy();
        throw imageTooLarge();
      }
      return collect(out.Body as Readable, maxBytes);
    },
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (batch.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      }
    },
  };
}
