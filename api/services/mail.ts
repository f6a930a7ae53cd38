import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';

/** A message to send (also the payload of the `mail.send` job): `text` is required; `html` is optional. */
export const outgoingMailSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(998),
  text: z.string(),
  html: z.string().optional(),
});
/** A message to send. `text` is required; `html` is optional. */
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/** Delivery options of one message. */
export interface SendOptions {
  /**
   * A stable Message-ID (`<…@…>`), the same on every retry of one queued mail, so a receiver can drop a duplicate
   * and the development outbox keeps one file per message.
   */
  messageId?: string;
}

/** A message kept in the development outbox. `date` is ISO 8601. */
export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  date: string;
}

/**
 * Delivers mail through nodemailer: SMTP when configured, otherwise into the development outbox folder. This is
 * the transport only — features queue mail with `queueMail` (api/services/mail-queue.ts), and the `mail.send` job
 * calls `send`, retrying it when it throws.
 */
export interface Mailer {
  /** True when mail is not really sent but kept in the development outbox (viewable at /dev/outbox). */
  readonly usesDevOutbox: boolean;
  /** Delivers one message now. @throws whatever the transport throws (SMTP refused, connection lost…). */
  send(mail: OutgoingMail, opts?: SendOptions): Promise<void>;
  /** Development outbox, newest first (empty when SMTP is used). */
  listOutbox(): Promise<StoredMail[]>;
}

/**
 * Creates the mailer. With `smtpUrl`, nodemailer's SMTP transport delivers mail; without it, nodemailer's JSON
 * transport renders each message and it is stored as a file in `outboxDir`.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      usesDevOutbox: false,
      async send(mail, sendOpts) {
        await transport.sendMail({ from: opts.from, ...mail, ...(sendOpts?.messageId ? { messageId: sendOpts.messageId } : {}) });
      },
      async listOutbox() {
        return [];
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    usesDevOutbox: true,
    async send(mail, sendOpts) {
      const info = await transport.sendMail({ from: opts.from, ...mail, ...(sendOpts?.messageId ? { messageId: sendOpts.messageId } : {}) });
      const date = new Date().toISOString();
      const safeId = String(info.messageId).replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
      // A queued mail retried after its file was written overwrites that file instead of adding a second one.
      const id = sendOpts?.messageId ? `msg-${safeId}` : `${date.replace(/[:.]/g, '-')}-${safeId.slice(0, 24)}`;
      const stored: StoredMail = { id, from: opts.from, date, ...mail };
      await mkdir(opts.outboxDir, { recursive: true });
      await writeFile(path.join(opts.outboxDir, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    async listOutbox() {
      const names = await readdir(opts.outboxDir).catch(() => [] as string[]);
      const mails = await Promise.all(
        names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(opts.outboxDir, n), 'utf8')) as StoredMail),
      );
      return mails.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
    },
  };
}
