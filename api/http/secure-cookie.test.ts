import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createMember } from '../test/factories.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tamil.example.org' });
});
afterAll(() => t.close());

describe('session cookie when PUBLIC_URL is https', () => {
  it('logs in over a plain-HTTP hop (TLS ended at a proxy) and marks the cookie Secure, HttpOnly, SameSite=Lax', async () => {
    const m = await createMember(t);
    const res = await call(t.agent(), authContract.endpoints.login, { body: { email: m.user.email, password: m.password } });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('tc.sid='))!;
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
  });
});
