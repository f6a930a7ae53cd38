/**
 * Development helpers answer this machine only (issue 9 item 7; docs/decisions/058): the outbox (every
 * password-reset link) and the forgot-password response's reset token are refused to a request from another
 * address, through a proxy, or under a host name that is not loopback (DNS rebinding) — by the socket's address,
 * never by X-Forwarded-For.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { isLoopbackAddress } from '../../http/local-only.ts';
import { loadConfig } from '../../config.ts';
import { devContract } from '#shared/dev/contract.ts';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from '../../test/call.ts';

/** A client whose requests reach the app from `address` (the socket's remote address as Node reports it). */
function clientFrom(app: TestApp, address: string) {
  return supertest((req: IncomingMessage, res: ServerResponse) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
    return app.server(req, res);
  });
}

const DEV_PATHS = [endpointPath(devContract.endpoints.outbox), endpointPath(devContract.endpoints.outboxJson)];

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(apiErrorSchema.parse(res.body).code).toBe('not_found');
}

describe('development outbox', () => {
  test('answers a loopback client (IPv4, IPv6, IPv4-mapped) addressing localhost or 127.0.0.1', async ({ app }) => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      for (const path of DEV_PATHS) {
        const res = await clientFrom(app, address).get(path).set('Host', 'localhost:3000');
        expect(res.status, `${address} ${path}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await call(app.agent(), devContract.endpoints.outboxJson).set('Host', '[::1]:3000')).status).toBe(200);
  });

  test('404 for a client on another address, even one claiming to be local in X-Forwarded-For', async ({ app }) => {
    for (const address of ['203.0.113.7', '192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1']) {
      for (const path of DEV_PATHS) {
        expectNotFound(await clientFrom(app, address).get(path).set('Host', 'localhost'));
        expectNotFound(await clientFrom(app, address).get(path).set('Host', 'localhost').set('X-Forwarded-For', '127.0.0.1'));
      }
    }
  });

  test('404 through a proxy on the same machine (loopback socket with a proxy header), TRUST_PROXY or not', async ({ app }) => {
    const headers = { 'X-Forwarded-For': '203.0.113.7', Forwarded: 'for=203.0.113.7', 'X-Real-IP': '203.0.113.7', Via: '1.1 nginx', 'X-Forwarded-Proto': 'https' };
    for (const [name, value] of Object.entries(headers)) {
      for (const path of DEV_PATHS) expectNotFound(await app.agent().get(path).set(name, value));
    }
  });

  test('404 under a host name that is not loopback (a page rebinding its domain to 127.0.0.1)', async ({ app }) => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', 'localhost.evil.example']) {
      expectNotFound(await call(app.agent(), devContract.endpoints.outbox).set('Host', host));
    }
    expect((await call(app.agent(), devContract.endpoints.outbox).set('Host', 'app.localhost:3000')).status).toBe(200);
  });
});

describe('forgot-password reset token in the response', () => {
  test('given to a loopback client, never to another address or through a proxy (same answer as a real-mail deployment)', async ({ app, member }) => {
    const ask = (client: ReturnType<typeof clientFrom>, headers: Record<string, string> = {}) =>
      call(client, authContract.endpoints.forgotPassword).set('Host', 'localhost').set(headers).send({ email: member.user.email });
    const local = await ask(clientFrom(app, '127.0.0.1'));
    expect(local.status).toBe(200);
    expect(local.body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const remote = await ask(clientFrom(app, '198.51.100.4'));
    const proxied = await ask(clientFrom(app, '127.0.0.1'), { 'X-Forwarded-For': '198.51.100.4' });
    for (const res of [remote, proxied]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: local.body.message });
    }
  });
});

test('isLoopbackAddress', () => {
  for (const yes of ['127.0.0.1', '127.255.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(yes), yes).toBe(true);
  for (const no of [undefined, '', '0.0.0.0', '::', '128.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', 'fe80::1', '::2']) expect(isLoopbackAddress(no), String(no)).toBe(false);
});

test('outside production the server listens on 127.0.0.1 unless HOST says otherwise; production defaults to 0.0.0.0', () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tc-host-')), SESSION_SECRET: 'x'.repeat(40) };
  expect(loadConfig({ ...base }).host).toBe('127.0.0.1');
  expect(loadConfig({ ...base, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  expect(loadConfig({ ...base, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  expect(loadConfig({ ...base, NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  rmSync(base.DATA_DIR, { recursive: true, force: true });
});
