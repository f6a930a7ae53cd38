import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ErrorCode } from '#shared/error-codes.ts';

/** Node's parser limit on the request line plus headers (bytes); a longer request never reaches Koa. */
export const MAX_HEADER_BYTES = 16 * 1024;

interface ParserRefusal {
  status: number;
  reason: string;
  code: ErrorCode;
  message: string;
}

/**
 * What a client gets when Node's HTTP parser refuses a request before the app sees it (the address or headers are
 * over MAX_HEADER_BYTES, the request line is malformed, the headers never finish). Spec 000 §6: every error is
 * `{ message, code }` JSON, never an empty reply.
 */
function refusalFor(err: NodeJS.ErrnoException): ParserRefusal {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', code: 'payload_too_large', message: 'The address or headers of this request are too long (at most 16 KB). Shorten the search or filters and try again.' };
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', code: 'validation_failed', message: 'The request took too long to arrive. Try again.' };
  }
  return { status: 400, reason: 'Bad Request', code: 'validation_failed', message: 'The request could not be read: it is not valid HTTP.' };
}

/**
 * The API's HTTP server: Koa's request listener plus an answer, in the error contract, to requests Node's parser
 * refuses (431 for an address or headers over 16 KB, 408, 400). Used by api/main.ts and the test harness so that
 * tests meet the same server users do.
 */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, listener);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const refusal = refusalFor(err);
    const body = JSON.stringify({ message: refusal.message, code: refusal.code });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
  return server;
}

/** Where a server listens, as bound (not as configured): address, port and the URL that reaches it. */
export interface BoundAddress {
  /** The bound interface, e.g. `0.0.0.0` (every IPv4 interface), `::` (every interface), `127.0.0.1`. */
  address: string;
  port: number;
  /** `http://<address>:<port>` (IPv6 in brackets). */
  url: string;
  /** True for `0.0.0.0` and `::`: reachable on every interface of the machine, not only this one. */
  everyInterface: boolean;
}

/** The bound address of a listening `server`. @throws Error when it does not listen on a TCP port. */
export function boundAddress(server: Server): BoundAddress {
  const bound = server.address();
  if (!bound || typeof bound === 'string') throw new Error('the server does not listen on a TCP port');
  const { address, port } = bound;
  const host = address.includes(':') ? `[${address}]` : address;
  return { address, port, url: `http://${host}:${port}`, everyInterface: address === '0.0.0.0' || address === '::' };
}

/**
 * Starts `server` on `host`:`port` and logs where it really listens (decision 158): the bound address and URL
 * (`listening on http://0.0.0.0:3000 (every interface); public URL https://…`), never the public URL as if it were
 * the bind address. `fields` are added to the log line (database, proxy trust).
 * @returns the bound address. @throws the listen error (EADDRINUSE, EACCES…).
 */
export async function listenAndLog(server: Server, opts: { host: string; port: number; publicUrl: string; logger: Logger; fields?: Record<string, unknown> }): Promise<BoundAddress> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = boundAddress(server);
  const where = bound.everyInterface ? `${bound.url} (every interface)` : bound.url;
  opts.logger.info({ ...opts.fields, address: bound.address, port: bound.port, url: bound.url, publicUrl: opts.publicUrl }, `listening on ${where}; public URL ${opts.publicUrl}`);
  return bound;
}
