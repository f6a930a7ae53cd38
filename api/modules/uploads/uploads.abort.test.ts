/**
 * A client that goes away mid-upload (a phone losing its connection, a closed tab) is not a server fault (decision
 * 159): the request is logged as 499 at info level — never an "unhandled error" or a 500 — and the upload URL
 * can be used again for the same photo.
 */
import { readdirSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createHttpServer } from '../../http/http-server.ts';
import { createRateLimiters } from '../../http/rate-limit.ts';
import { createMember } from '../../test/factories.ts';
import { StoredObjectSchema } from './stored-object.entity.ts';
import { createUploadsTestApp, idOf, jpegPhoto, pathOf, type UploadsTestApp } from './uploads.test-support.ts';
import { authContract } from '#shared/auth/contract.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  status?: number;
}

describe('an upload cut off by the client (decision 159)', () => {
  let u: UploadsTestApp;
  let server: Server;
  let port: number;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    u = await createUploadsTestApp('disk');
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const app = createApp({ config: u.t.config, orm: u.t.orm, logger: pino({ level: 'info' }, sink), mailer: u.t.mailer, rateLimiters: createRateLimiters({ store: 'memory' }) });
    server = createHttpServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await u.close();
  });

  it('is logged as 499 at info level, not as an error, and the same upload URL takes the photo afterwards', async () => {
    const { user, password } = await createMember(u.t);
    const agent = supertest.agent(server);
    expect((await call(agent, authContract.endpoints.login, { body: { email: user.email, password } })).status).toBe(200);
    const uploadURL = (await call(agent, uploadsContract.endpoints.requestUpload)).body.uploadURL as string;
    const uploadPath = pathOf(uploadURL);
    const cookies = (await call(agent, authContract.endpoints.user)).request.cookies;

    // Declares 1 MB, sends 64 kB, then the connection drops.
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port, method: 'PUT', path: uploadPath, headers: { Cookie: cookies, 'Content-Type': 'image/jpeg', 'Content-Length': 1_000_000 } });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(64 * 1024, 0xff), () => setTimeout(() => req.destroy(), 100));
      req.on('close', () => resolve());
    });
    const requestLine = () => lines.find((line) => line.msg === 'request' && line.path === uploadPath.split('?')[0]);
    for (let waited = 0; !requestLine() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requestLine()).toMatchObject({ status: 499, level: 30 });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // Nothing half-written is kept, and the upload is not used up.
    const id = idOf(uploadURL);
    expect((await u.t.orm.em.fork().findOneOrFail(StoredObjectSchema, { id })).status).toBe('pending');
    expect(await u.hasAnyFile(id)).toBe(false);
    expect(readdirSync(path.join(u.t.config.dataDir, 'objects', 'tmp'))).toEqual([]);

    const again = await agent.put(uploadPath).set('Content-Type', 'image/jpeg').send(await jpegPhoto(800, 600));
    expect(again.status).toBe(200);
    expect(again.body.objectPath).toBe(endpointPath(uploadsContract.endpoints.object, { params: { id } }));
  });
});
