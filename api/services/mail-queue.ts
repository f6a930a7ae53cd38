import type { EntityManager } from '@mikro-orm/core';
import { defineJob } from '../lib/jobs/define.ts';
import { enqueue, type EnqueueOptions } from '../lib/jobs/enqueue.ts';
import type { Job } from '../lib/jobs/job.entity.ts';
import { outgoingMailSchema, type OutgoingMail } from './mail.ts';

/** Host part of queued mails' Message-IDs: PUBLIC_URL's host name. */
const messageIdHost = (publicUrl: string) => new URL(publicUrl).hostname || 'localhost';

/**
 * The `mail.send` job: delivers one message through the app's Mailer (SMTP, or the development outbox). A failed
 * delivery is retried with backoff — 30 s, 1 min, 2 min … capped at 1 h, 12 attempts (about 6 hours) — then
 * dead-lettered. The Message-ID is derived from the job id, the same on every retry. Once sent, the stored
 * payload keeps only the address and subject: bodies carry one-time links (docs/decisions/047-mail-through-jobs.md).
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: outgoingMailSchema,
  retry: { maxAttempts: 12, baseDelayMs: 30_000, maxDelayMs: 3_600_000 },
  redact: (mail) => ({ to: mail.to, subject: mail.subject, sent: true }),
  async handler(mail, ctx) {
    await ctx.services.mailer.send(mail, { messageId: `<job-${ctx.job.id}@${messageIdHost(ctx.services.config.publicUrl)}>` });
  },
});

/**
 * Queues `mail` for delivery: a `mail.send` job written by the caller's next `em.flush()` — in the same
 * transaction as the records it is about (a reset token, an order), so the mail exists iff they do. Never sends
 * inline: a slow or failing SMTP server does not delay or fail the request. Returns the job.
 * @throws ZodError for a malformed message (a programming error).
 */
export function queueMail(em: EntityManager, mail: OutgoingMail, opts: EnqueueOptions = {}): Job {
  return enqueue(em, sendMailJob, mail, opts);
}
