import { describe, expect, test } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { ContactMessageSchema } from './contact.entity.ts';
import { contactContract } from '#shared/contact/contract.ts';
import { call } from '../../test/call.ts';

const message = (over: Record<string, unknown> = {}) => ({ name: 'Kala Rajan', email: 'kala@example.com', subject: 'Taxi request', message: 'How long until a driver answers?', ...over });
const mailsTo = async (app: TestApp, to: string) => (await app.mailer.listOutbox()).filter((m) => m.to === to);

describe('POST /api/contact (issue 19 item 3)', () => {
  test('a guest sends a message: stored, mailed to the admin with a reply address; no mail to the unverified address', async ({ app, guest }) => {
    const res = await call(guest, contactContract.endpoints.send, { body: message({ email: 'Guest.Sender@Example.com' }) });
    expect(res.status, res.text).toBe(201);
    const row = await app.orm.em.fork().findOneOrFail(ContactMessageSchema, { id: res.body.id });
    expect(row).toMatchObject({ name: 'Kala Rajan', email: 'guest.sender@example.com', subject: 'Taxi request' });
    const admin = (await mailsTo(app, app.config.adminEmail)).filter((m) => m.subject.includes('Help page message: Taxi request'));
    expect(admin).toHaveLength(1);
    expect(admin[0]!.text).toContain('Reply to: guest.sender@example.com');
    expect(await mailsTo(app, 'guest.sender@example.com')).toHaveLength(0);
  });

  test('a member writing from their own address gets a copy; a resent id is stored and mailed once', async ({ app, member }) => {
    const id = crypto.randomUUID();
    const body = message({ id, email: member.user.email, subject: `Copy ${id.slice(0, 6)}` });
    const [a, b] = [await call(member.agent, contactContract.endpoints.send, { body }), await call(member.agent, contactContract.endpoints.send, { body })];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await app.orm.em.fork().count(ContactMessageSchema, { id })).toBe(1);
    expect((await mailsTo(app, member.user.email)).filter((m) => m.subject.includes(`Copy ${id.slice(0, 6)}`))).toHaveLength(1);
  });

  test('bad input: each of the four fields required, a bad address, 10,000 characters, NUL → 400 with the field; nothing stored', async ({ app, guest }) => {
    const before = await app.orm.em.fork().count(ContactMessageSchema, {});
    for (const field of ['name', 'email', 'subject', 'message']) {
      for (const value of [undefined, '', '   ']) {
        const res = await call(guest, contactContract.endpoints.send, { body: message({ [field]: value }) });
        expect(res.status, `${field}=${String(value)}`).toBe(400);
        expect(Object.keys(res.body.fields)).toContain(field);
      }
    }
    expect((await call(guest, contactContract.endpoints.send, { body: message({ email: 'not-an-address' }) })).body.fields.email).toBeDefined();
    expect((await call(guest, contactContract.endpoints.send, { body: message({ message: 'x'.repeat(10_000) }) })).body.fields.message).toBeDefined();
    expect((await call(guest, contactContract.endpoints.send, { body: message({ subject: 'a\u0000b' }) })).status).toBe(400);
    expect(await app.orm.em.fork().count(ContactMessageSchema, {})).toBe(before);
  });

  test('a bot that fills the honeypot gets the usual answer; nothing is stored or mailed', async ({ app, guest }) => {
    const res = await call(guest, contactContract.endpoints.send, { body: message({ subject: 'Cheap pills', website: 'http://spam.example' }) });
    expect(res.status).toBe(201);
    expect(await app.orm.em.fork().count(ContactMessageSchema, { id: res.body.id })).toBe(0);
    expect((await mailsTo(app, app.config.adminEmail)).filter((m) => m.subject.includes('Cheap pills'))).toHaveLength(0);
  });

  test('only the admin reads the inbox: newest first, with who sent it', async ({ member, admin, guest }) => {
    await call(guest, contactContract.endpoints.send, { body: message({ subject: 'Inbox check' }) });
    expect((await call(guest, contactContract.endpoints.adminMessages)).status).toBe(401);
    expect((await call(member.agent, contactContract.endpoints.adminMessages)).status).toBe(403);
    const inbox = await call(admin.agent, contactContract.endpoints.adminMessages, { query: { limit: 5 } });
    expect(inbox.status).toBe(200);
    expect(inbox.body.items[0]).toMatchObject({ subject: 'Inbox check', fromMember: false });
  });
});
