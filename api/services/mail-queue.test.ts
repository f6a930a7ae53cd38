import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSchema } from '../lib/jobs/job.entity.ts';
import { fakeClock } from '../lib/jobs/test-support.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createMailer } from './mail.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.test-support.ts';
import { authContract } from '#shared/auth/contract.ts';
import { call } from '../test/call.ts';

/** Mail goes out through the `mail.send` job over real SMTP (a sink on loopback): retried, never lost, never inline. */
let sink: SmtpSink;
let t: TestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'tc-mail-'));
const clock = fakeClock(new Date());

beforeAll(async () => {
  sink = await startSmtpSink();
  const mailer = createMailer({ smtpUrl: sink.url, from: 'Tamil Community <no-reply@tamil.example.org>', outboxDir: path.join(dir, 'outbox') });
  t = await createTestApp({ PUBLIC_URL: 'http://tamil.example.org' }, { mailer, clock });
});
afterAll(async () => {
  await t?.close();
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
async function registeredEmail() {
  seq += 1;
  const body = { fullName: 'Mail Test', username: `mail_${seq}`, email: `mail${seq}@example.com`, password: 'mail-pass-1', phoneNumber: '+447911123456', address: 'a', city: 'b' };
  expect((await call(t.agent(), authContract.endpoints.register, { body })).status).toBe(201);
  return body.email;
}
const mailJobs = () => t.orm.em.fork().find(JobSchema, { name: 'mail.send' }, { orderBy: { createdAt: 'asc' } });

describe('queued mail', () => {
  it('is retried after an SMTP failure and delivered once, with a stable Message-ID and the body then dropped', async () => {
    const email = await registeredEmail();
    sink.failNext(1);
    const res = await call(t.agent(), authContract.endpoints.forgotPassword, { body: { email } });
    expect(res.status).toBe(200);
    expect(sink.messages).toHaveLength(0); // nothing is sent inside the request

    const [first] = await t.jobs.runUntilIdle();
    expect(first?.outcome).toBe('retry');
    expect(first?.error).toMatch(/451/);
    expect(sink.messages).toHaveLength(0);
    const [queued] = await mailJobs();
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect((queued?.payload as { text: string }).text).toContain('/auth?resetToken=');

    expect(await t.jobs.runUntilIdle()).toEqual([]); // the backoff (≈30 s) has not passed
    clock.advance(35_000);
    expect((await t.jobs.runUntilIdle()).map((o) => o.outcome)).toEqual(['done']);
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message.to).toEqual([`<${email}>`]);
    expect(message.data).toMatch(new RegExp(`^Message-ID: <job-${queued!.id}@tamil.example.org>`, 'mi'));
    expect(message.data).toMatch(/resetToken=/);

    const [done] = await mailJobs();
    expect(done).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(done?.payload).toEqual({ to: email, subject: 'கடவுச்சொல் மீட்டமைப்பு / Reset your password', sent: true });
    expect(await t.jobs.runUntilIdle()).toEqual([]);
    expect(sink.messages).toHaveLength(1);
  });

  it('does not make the request wait or fail while the SMTP server is down, and goes out once it is back', async () => {
    const before = sink.messages.length;
    await t.orm.em.fork().nativeDelete(JobSchema, {});
    const email = await registeredEmail();
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x <x@tamil.example.org>', outboxDir: path.join(dir, 'outbox') });
    const agent = t.agent();
    expect((await call(agent, authContract.endpoints.login, { body: { email, password: 'mail-pass-1' } })).status).toBe(200);
    const started = Date.now();
    const sent = await call(agent, authContract.endpoints.sendVerification, { body: {} });
    expect(sent.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);

    const outcomes = await t.jobs.runUntilIdle({ mailer: down });
    expect(outcomes.map((o) => o.outcome)).toEqual(['retry']);
    expect(outcomes[0]?.error).toMatch(/ECONNREFUSED/);
    clock.advance(35_000);
    expect((await t.jobs.runUntilIdle()).map((o) => o.outcome)).toEqual(['done']);
    expect(sink.messages.slice(before).map((m) => m.to)).toEqual([[`<${email}>`]]);
    expect(sink.messages.at(-1)?.data).toMatch(/verify-email\?token=/);
  });
});
