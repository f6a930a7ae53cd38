import { test, expect, describe } from '../test/fixtures.ts';
import { registerViaApi, registrationBody } from '../test/factories.ts';
import { authContract } from '#shared/auth/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { call } from '../test/call.ts';

/** The Set-Cookie header of `tc_member` in a response, if any. */
const hintCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('tc_member='));

describe('member hint cookie (issue 11 defect 8: guests are not asked for a session)', () => {
  test('is set, readable by scripts, when a registration signs the browser in, and lives as long as the session', async ({ app }) => {
    const res = await call(app.agent(), authContract.endpoints.register, { body: registrationBody() });
    expect(res.status).toBe(201);
    const cookie = hintCookie(res);
    expect(cookie).toMatch(/^tc_member=1;/);
    expect(cookie).not.toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/expires=/i);
  });

  test('is set by a login and cleared by the logout', async ({ app, member }) => {
    const login = await call(app.agent(), authContract.endpoints.login, { body: { email: member.user.email, password: member.password } });
    expect(login.status).toBe(200);
    expect(hintCookie(login)).toMatch(/^tc_member=1;/);
    const { agent } = await registerViaApi(app);
    const logout = await call(agent, authContract.endpoints.logout);
    expect(logout.status).toBe(303);
    expect(hintCookie(logout)).toMatch(/^tc_member=;/);
    expect((await call(agent, authContract.endpoints.user)).status).toBe(401);
  });

  test('is never set for a guest', async ({ guest }) => {
    for (const res of [await call(guest, taxiContract.endpoints.list), await call(guest, authContract.endpoints.user), await call(guest, authContract.endpoints.logout)]) {
      expect(hintCookie(res)).toBeUndefined();
    }
  });

  test('is cleared when the browser still has it but its session is gone', async ({ guest }) => {
    const res = await call(guest, authContract.endpoints.user).set('Cookie', 'tc_member=1');
    expect(res.status).toBe(401);
    expect(hintCookie(res)).toMatch(/^tc_member=;/);
  });
});
