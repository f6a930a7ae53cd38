/**
 * Requests Node's HTTP parser refuses before Koa sees them still get the error contract (spec 000 §6): an address or
 * headers over 16 KB → 431 `{ code: 'payload_too_large' }`, a malformed request line → 400, never an empty reply.
 * Raw sockets against a real server on a loopback port. And the start-up log line names the address the server
 * really listens on (decision 158).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { createHttpServer, listenAndLog, MAX_HEADER_BYTES } from './http-server.ts';
import { describe, expect, test } from '../test/fixtures.ts';

/** Writes `raw` to a fresh connection and resolves with everything the server sends before closing it. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (part: string) => (text += part));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error('no answer within 5 s')));
  });
}

function parse(reply: string) {
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return { status: Number(statusLine.split(' ')[1]), headers: headers.map((h) => h.toLowerCase()), body: JSON.parse(body) as unknown };
}

describe('requests the HTTP parser refuses', () => {
  const cases = [
    { name: 'an address over 16 KB (a search of 20,000 letters)', raw: `GET /api/tamil-store-products?search=${'q'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, status: 431, code: 'payload_too_large' },
    { name: 'headers over 16 KB in all', raw: `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 20 }, (_, i) => `X-Filler-${i}: ${'h'.repeat(1000)}`).join('\r\n')}\r\n\r\n`, status: 431, code: 'payload_too_large' },
    { name: 'a request line that is not HTTP', raw: 'HELLO THERE\r\n\r\n', status: 400, code: 'validation_failed' },
    { name: 'a header without a colon', raw: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n', status: 400, code: 'validation_failed' },
  ];
  for (const c of cases) {
    test(`${c.name} → ${c.status} with the JSON error contract`, async ({ app }) => {
      const server = createHttpServer(app.server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const reply = parse(await exchange((server.address() as AddressInfo).port, c.raw));
        expect(reply.status).toBe(c.status);
        expect(reply.headers).toContain('content-type: application/json; charset=utf-8');
        expect(apiErrorSchema.parse(reply.body)).toMatchObject({ code: c.code });
        expect((reply.body as { message: string }).message.length).toBeGreaterThan(10);
      } finally {
        server.close();
      }
    });
  }

  test('a long but allowed address still reaches the app', async ({ app }) => {
    const server = createHttpServer(app.server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const reply = parse(await exchange((server.address() as AddressInfo).port, `GET /api/health?pad=${'p'.repeat(MAX_HEADER_BYTES / 2)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
      expect(reply.status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('the start-up log line (decision 158)', () => {
  /** A logger that keeps its JSON lines. */
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }) };
  };

  for (const [host, note] of [['0.0.0.0', ' (every interface)'], ['127.0.0.1', '']] as const) {
    test(`listening on ${host}: the line names http://${host}:<port>${note}, the public URL beside it`, async ({ app }) => {
      const { lines, logger } = capture();
      const server = createHttpServer(app.server);
      try {
        const bound = await listenAndLog(server, { host, port: 0, publicUrl: 'http://localhost:3000', logger, fields: { database: 'pglite' } });
        const port = (server.address() as AddressInfo).port;
        expect(bound).toEqual({ address: host, port, url: `http://${host}:${port}`, everyInterface: host === '0.0.0.0' });
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ msg: `listening on http://${host}:${port}${note}; public URL http://localhost:3000`, address: host, port, url: `http://${host}:${port}`, publicUrl: 'http://localhost:3000', database: 'pglite' });
      } finally {
        server.close();
      }
    });
  }

  test('a port already taken rejects with EADDRINUSE and logs no "listening" line', async ({ app }) => {
    const first = createHttpServer(app.server);
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { lines, logger } = capture();
    try {
      const port = (first.address() as AddressInfo).port;
      await expect(listenAndLog(createHttpServer(app.server), { host: '127.0.0.1', port, publicUrl: 'http://localhost:3000', logger })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(lines).toEqual([]);
    } finally {
      first.close();
    }
  });
});
