import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { dateAtOffset } from '#shared/dates.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerViaApi, registrationBody } from '../../test/factories.ts';
import { UserSchema, type User } from './user.entity.ts';
import { customerQrCode, presentCurrentUser, toIsoDate } from './user.presenter.ts';
import { usersContract } from '#shared/users/contract.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A counter for e-mails and usernames this file makes up itself. */
let seq = 0;
/** Registers a new member through the API; returns the signed-in agent, the body sent and the id. */
async function registered() {
  seq += 1;
  const { agent, body, user } = await registerViaApi(t, registrationBody({ fullName: 'Meena Siva', password: 'meena-pass-1', phoneNumber: '+94771234567', address: '3 Beach Road', city: 'Batticaloa', language: undefined }));
  return { agent, body, id: user.id };
}
const row = (id: string) => t.orm.em.fork().findOneOrFail(UserSchema, { id });

describe('PATCH /api/users/profile', () => {
  it('needs a session (401)', async () => {
    const res = await call(t.agent(), usersContract.endpoints.updateProfile, { body: { city: 'Colombo' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', code: 'unauthorized' });
  });

  it('updates the given fields and answers 200 with the updated current user', async () => {
    const { agent, id, body } = await registered();
    const changes = {
      fullName: 'Meena Sivakumar',
      username: `meena_new_${seq}`,
      phoneNumber: '+91 98765 43210',
      address: '4 Lake Road',
      country: 'India',
      city: 'Chennai',
      postalCode: '600001',
      dateOfBirth: '1990-02-28',
      notificationsEnabled: false,
      marketingEmails: true,
      language: 'en',
    };
    const res = await call(agent, usersContract.endpoints.updateProfile, { body: changes });
    expect(res.status, res.text).toBe(200);
    const user = currentUserSchema.parse(res.body);
    expect(user).toMatchObject({ ...changes, email: body.email, phoneNumber: '+919876543210', id });
    expect(res.text).not.toContain('passwordHash');

    const saved = await row(id);
    expect(saved).toMatchObject({ city: 'Chennai', email: body.email, phoneNumber: '+919876543210', marketingEmails: true, language: 'en' });
    expect(toIsoDate(saved.dateOfBirth as string | Date | null)).toBe('1990-02-28');
    expect((await call(agent, authContract.endpoints.user)).body).toEqual(res.body);
    // The e-mail (changed only through POST /api/auth/change-email, decision 161) is still the login.
    const login = await call(t.agent(), authContract.endpoints.login, { body: { email: body.email, password: 'meena-pass-1' } });
    expect(login.status).toBe(200);
  });

  it('changes only what is sent, and clears the date of birth with null', async () => {
    const { agent, id, body } = await registered();
    expect((await call(agent, usersContract.endpoints.updateProfile, { body: { dateOfBirth: '2000-01-01' } })).body.dateOfBirth).toBe('2000-01-01');
    const res = await call(agent, usersContract.endpoints.updateProfile, { body: { dateOfBirth: null } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dateOfBirth: null, city: body.city, email: body.email, username: body.username });
    expect((await row(id)).dateOfBirth).toBeNull();
  });

  it('accepts the own e-mail and username unchanged', async () => {
    const { agent, body } = await registered();
    const res = await call(agent, usersContract.endpoints.updateProfile, { body: { email: body.email.toUpperCase(), username: body.username, city: 'Jaffna' } });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('Jaffna');
  });

  it("refuses another account's username with 409 username_taken, and any new e-mail here with 400 (decision 161)", async () => {
    const first = await registered();
    const { agent, id } = await registered();
    const email = await call(agent, usersContract.endpoints.updateProfile, { body: { email: first.body.email.toUpperCase() } });
    expect(email.status).toBe(400);
    expect(email.body.fields).toEqual({ email: ['Change your email address in the Security tab of your profile: it asks for your password'] });
    const username = await call(agent, usersContract.endpoints.updateProfile, { body: { username: first.body.username, city: 'Kandy' } });
    expect(username.status).toBe(409);
    expect(username.body.code).toBe('username_taken');
    expect(username.body.message).toContain('already taken');
    expect((await row(id)).city).toBe('Batticaloa');
  });

  it.each([
    ['phoneNumber', { phoneNumber: '9876543210' }, 'Phone number must start with a country code, e.g. +91'],
    ['phoneNumber', { phoneNumber: '+91 12' }, 'Phone number must start with a country code, e.g. +91'],
    ['dateOfBirth', { dateOfBirth: dateAtOffset(new Date(), 24 * 3) }, 'Date of birth cannot be in the future'],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'Enter a valid date'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['username', { username: 'x' }, 'Username must be 3–30 letters, digits, dots or underscores'],
    ['fullName', { fullName: '  ' }, 'This field is required'],
    ['country', { country: 'Narnia' }, 'Choose a country from the list'],
    ['city', { city: '' }, 'This field is required'],
    ['address', { address: 'x'.repeat(301) }, 'This text is too long'],
    ['postalCode', { postalCode: 'x'.repeat(21) }, 'This text is too long'],
    ['notificationsEnabled', { notificationsEnabled: 'yes' }, undefined],
    ['language', { language: 'de' }, 'Language must be ta or en'],
  ])('refuses an invalid %s with 400 validation_failed', async (field, payload, message) => {
    const { agent, id } = await registered();
    const before = await row(id);
    const res = await call(agent, usersContract.endpoints.updateProfile, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    if (message) expect(res.body.fields[field]).toEqual([message]);
    expect((await row(id)).updatedAt).toEqual(before.updatedAt);
  });

  it('refuses an empty body and unknown fields (e.g. role) with 400', async () => {
    const { agent, id } = await registered();
    const empty = await call(agent, usersContract.endpoints.updateProfile, { body: {} });
    expect(empty.status).toBe(400);
    const role = await call(agent, usersContract.endpoints.updateProfile, { body: { role: 'admin' } });
    expect(role.status).toBe(400);
    expect(role.body.code).toBe('validation_failed');
    expect((await row(id)).role).toBe('member');
  });
});

describe('presentCurrentUser', () => {
  it('normalises a Date date of birth to YYYY-MM-DD and matches the shared schema exactly', async () => {
    const { id } = await registered();
    const user = await row(id);
    const presented = await presentCurrentUser({ ...user, dateOfBirth: new Date('1985-07-09T00:00:00Z') as unknown as string } as User);
    expect(z.strictObject(currentUserSchema.shape).parse(presented).dateOfBirth).toBe('1985-07-09');
    expect(Object.keys(presented)).not.toContain('passwordHash');
  });

  it('memoises the QR code per customer id', async () => {
    const a = customerQrCode('TC-TESTTEST');
    expect(customerQrCode('TC-TESTTEST')).toBe(a);
    expect(await customerQrCode('TC-OTHER234')).not.toBe(await a);
    expect(await a).toMatch(/^data:image\/png;base64,/);
  });

  it('formats dates from strings and Dates', () => {
    expect(toIsoDate('2001-12-31')).toBe('2001-12-31');
    expect(toIsoDate(new Date('2001-12-31T00:00:00Z'))).toBe('2001-12-31');
    expect(toIsoDate(null)).toBeNull();
  });
});
