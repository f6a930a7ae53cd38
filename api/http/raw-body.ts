import type { IncomingMessage } from 'node:http';
import { payloadTooLarge } from './errors.ts';

/**
 * Reads a request body as raw bytes, at most `limit` bytes (for routes the JSON parser skips, e.g. webhooks whose
 * signature covers the exact bytes). A body over the limit is refused without breaking the keep-alive connection
 * (docs/decisions/057-raw-body-keep-alive.md):
 * - a `Content-Length` over the limit → refused before reading; Node discards the unread body after the answer;
 * - a longer (chunked) body → reading stops buffering at the limit and the rest is drained (read and dropped),
 *   so the next request on the same socket is parsed and answered.
 * The stream is never destroyed here: destroying a server request half-read leaves the connection hanging.
 * @throws HttpError 413 `payload_too_large`; the request's own stream error when the client goes away.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(payloadTooLarge());
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.resume(); // drain the rest: flowing with no 'data' listener drops the bytes
        reject(payloadTooLarge());
        return;
      }
      chunks.push(buffer);
    }
    function onEnd() {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(err: Error) {
      cleanup();
      reject(err);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
