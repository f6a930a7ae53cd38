import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAgent } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { crossSiteReason } from './csrf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example' });
});
afterAll(() => t.close());

const REFUSED = { code: 'csrf_rejected', message: 'This request did not come from this site' };

describe('crossSiteReason', () => {
  const allowed = new Set(['https://tamil.example']);
  it.each([
    [{ origin: 'https://tamil.example' }, null],
    [{ origin: 'https://evil.example' }, 'foreign origin'],
    [{ origin: 'https://tamil.example.evil.example' }, 'foreign origin'],
    [{ origin: 'http://tamil.example' }, 'foreign origin'],
    [{ origin: 'null' }, 'opaque origin'],
    [{ referer: 'https://tamil.example/profile?x=1' }, null],
    [{ referer: 'https://evil.example/https://tamil.example/' }, 'foreign referer'],
    [{ referer: 'not a url' }, 'foreign referer'],
    [{ origin: 'https://evil.example', referer: 'https://tamil.example/' }, 'foreign origin'],
    [{ secFetchSite: 'cross-site' }, 'cross-site fetch'],
    [{ secFetchSite: 'same-site' }, 'cross-site fetch'],
    [{ secFetchSite: 'same-origin' }, null],
    [{}, null],
  ])('%j → %s', (headers, expected) => {
    expect(crossSiteReason(headers, allowed)).toBe(expected);
  });
});

describe('CSRF origin check on the API (issue 5 item 4)', () => {
  it('refuses a cross-site POST with 403 csrf_rejected before anything happens', async () => {
    const { user, password } = await createMember(t);
    const agent = await loginAgent(t, user.email, password);
    const res = await agent.post('/api/auth/logout-all').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    const login = await t.agent().post('/api/auth/login').set('Origin', 'https://evil.example').send({ email: user.email, password });
    expect(login.status).toBe(403);
    const patch = await agent.patch('/api/users/profile').set('Referer', 'https://evil.example/page').send({ fullName: 'Hacked' });
    expect(patch.status).toBe(403);
    const del = await agent.delete('/api/auth/delete-account').set('Sec-Fetch-Site', 'cross-site');
    expect(del.status).toBe(403);
    expect((await agent.get('/api/auth/user')).body.fullName).not.toBe('Hacked');
  });

  it('lets requests from PUBLIC_URL, from the Host they were sent to, and without browser headers through', async () => {
    const { user, password } = await createMember(t);
    const viaPublicUrl = await t.agent().post('/api/auth/login').set('Origin', 'http://tamil.example').send({ email: user.email, password });
    expect(viaPublicUrl.status).toBe(200);
    const viaHost = await t.agent().post('/api/auth/login').set('Host', 'localhost:5173').set('Origin', 'http://localhost:5173').send({ email: user.email, password });
    expect(viaHost.status).toBe(200);
    const viaReferer = await t.agent().post('/api/auth/login').set('Referer', 'http://tamil.example/auth').set('Sec-Fetch-Site', 'same-origin').send({ email: user.email, password });
    expect(viaReferer.status).toBe(200);
    const plain = await t.agent().post('/api/auth/login').send({ email: user.email, password });
    expect(plain.status).toBe(200);
  });

  it('leaves safe methods, non-API paths and webhooks alone', async () => {
    const get = await t.agent().get('/api/taxi-services').set('Origin', 'https://evil.example');
    expect(get.status).toBe(200);
    const webhook = await supertest(t.server).post('/api/webhooks/not-a-real-hook').set('Origin', 'https://evil.example').send({});
    expect(webhook.status).not.toBe(403);
    expect(webhook.body.code).not.toBe('csrf_rejected');
  });
});
