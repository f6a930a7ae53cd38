import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** A message to send. `text` is required; `html` is optional. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message kept in the development outbox. `date` is ISO 8601. */
export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  date: string;
}

/** Sends mail through nodemailer: SMTP when configured, otherwise into the development outbox folder. */
export interface Mailer {
  /** True when mail is not really sent but kept in the development outbox (viewable at /dev/outbox). */
  readonly usesDevOutbox: boolean;
  send(mail: OutgoingMail): Promise<void>;
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
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      async listOutbox() {
        return [];
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    usesDevOutbox: true,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      const date = new Date().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${String(info.messageId).replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}`;
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
