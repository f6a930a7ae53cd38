/**
 * A refused too-large body leaves the keep-alive connection usable (issue 9 item 7; decision 057): after a 413 the
 * next request on the SAME socket is answered — for the webhook's raw-body reader and for the JSON body parser,
 * whether the size was declared (Content-Length) or only found while reading a chunked body. A real HTTP server on
 * a loopback port and one keep-alive agent with a single socket.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { BODY_LIMIT_BYTES } from '#shared/constants.ts';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { describe, expect, test } from '../test/fixtures.ts';

interface Answer {
  status: number;
  body: string;
  socket: Socket;
  reusedSocket: boolean;
}

let server: Server | undefined;
let agent: Agent;
let port = 0;

beforeAll(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(() => {
  agent.destroy();
  server?.close();
});

/** Sends one POST through the shared keep-alive agent; `chunks` > 0 sends a chunked body of that many 16 kB chunks. */
function post(path: string, body: string | { chunks: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = typeof body !== 'string';
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...(chunked ? { 'transfer-encoding': 'chunked' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (text += part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket as Socket, reusedSocket: req.reusedSocket }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to POST ${path} within 5 s`));
    }, 5000);
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    if (chunked) {
      for (let i = 0; i < body.chunks; i++) req.write(' '.repeat(16 * 1024));
      req.end();
    } else req.end(body);
  });
}

const tooLarge = ' '.repeat(BODY_LIMIT_BYTES * 3);
const overLimitChunks = Math.ceil((BODY_LIMIT_BYTES * 3) / (16 * 1024));

describe('413 on a keep-alive connection, then a good request on the same socket', () => {
  for (const route of [
    { path: endpointPath(paymentsContract.endpoints.webhook), next: { status: 400, code: 'invalid_signature' } },
    { path: endpointPath(authContract.endpoints.login), next: { status: 400, code: 'validation_failed' } },
  ]) {
    for (const kind of ['declared by Content-Length', 'found while reading a chunked body'] as const) {
      test(`${route.path}: too large, ${kind}`, async ({ app }) => {
        if (!server) {
          server = createServer(app.server);
          await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
          port = (server.address() as { port: number }).port;
        }
        const first = await post(route.path, kind === 'declared by Content-Length' ? tooLarge : { chunks: overLimitChunks });
        expect(first.status).toBe(413);
        expect(JSON.parse(first.body)).toMatchObject({ code: 'payload_too_large' });
        const second = await post(route.path, '{}');
        expect(second.status).toBe(route.next.status);
        expect(JSON.parse(second.body)).toMatchObject({ code: route.next.code });
        expect(second.socket).toBe(first.socket);
        expect(second.reusedSocket).toBe(true);
      });
    }
  }
});
