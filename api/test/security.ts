/** Test helpers for the account-security tests (issue 5): TOTP codes, 2FA enrolment, session cookies, mails. */
import { generate } from 'otplib';
import type TestAgent from 'supertest/lib/agent.js';
import { authContract } from '#shared/auth/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { confirmTwoFactorResponseSchema, twoFactorEnrollmentSchema } from '#shared/schemas/security.ts';
import { SessionSchema } from '../http/session.entity.ts';
import { UserSchema } from '../modules/users/user.entity.ts';
import { call } from './call.ts';
import type { TestApp } from './harness.ts';

/**
 * The TOTP code of `secret` `stepsAhead` 30-second periods from now. The server accepts the previous, current
 * and next period, and never a period at or before the last one it accepted — so right after a code of the
 * current period was used, the next one (`stepsAhead = 1`) still works.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Lets the next code of the current period be accepted again (tests that need several codes in a row). */
export async function forgetLastTimeStep(t: TestApp, userId: string): Promise<void> {
  await t.orm.em.fork().nativeUpdate(UserSchema, { id: userId }, { twoFactorLastTimeStep: null });
}

/**
 * Turns 2FA on for the member signed in with `agent` through the real API (toggle-2fa, then 2fa/confirm with a
 * code of the current period). Returns the Base32 secret and the ten recovery codes.
 * @throws Error when either call does not answer 200.
 */
export async function enableTwoFactor(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call(agent, authContract.endpoints.toggleTwoFactor);
  if (started.status !== 200) throw new Error(`toggle-2fa: ${started.status} ${started.text}`);
  const { secret } = twoFactorEnrollmentSchema.parse(started.body);
  const confirmed = await call(agent, authContract.endpoints.confirmTwoFactor, { body: { code: await totpCode(secret) } });
  if (confirmed.status !== 200) throw new Error(`2fa/confirm: ${confirmed.status} ${confirmed.text}`);
  return { secret, recoveryCodes: confirmTwoFactorResponseSchema.parse(confirmed.body).recoveryCodes };
}

/** The live session cookies (`tc.sid` and its signature) a response sets, as a Cookie header value ('' for none). */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const setCookie = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const live = setCookie.filter((c) => c.startsWith('tc.sid') && !/expires=Thu, 01 Jan 1970/i.test(c));
  return live.map((c) => c.split(';')[0]).join('; ');
}

/** The value of `tc.sid` in a Cookie header value. */
export const sidOf = (cookie: string) => /(?:^|; )tc\.sid=([^;]+)/.exec(cookie)?.[1];

/** How many session rows the user has. */
export const sessionCount = (t: TestApp, userId: string) => t.orm.em.fork().count(SessionSchema, { userId });

/** The last verification link mailed to `email` (development outbox), or undefined. */
export async function lastVerificationLink(t: TestApp, email: string): Promise<string | undefined> {
  const prefix = endpointPath(authContract.endpoints.verifyEmail, { query: { token: '' } });
  const mail = (await t.mailer.listOutbox()).find((m) => m.to === email && m.text.includes(prefix));
  return mail?.text.match(new RegExp(`https?://\\S+${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_%-]+`))?.[0];
}
