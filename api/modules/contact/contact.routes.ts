import { contactContract } from '#shared/contact/contract.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { keysetPage } from '../../lib/pagination/keyset.ts';
import { queueMail } from '../../services/mail-queue.ts';
import type { ModuleDeps } from '../module.ts';
import { ContactMessageSchema, type ContactMessage } from './contact.entity.ts';
import { contactAdminMail, contactCopyMail } from './contact.mail.ts';

/**
 * The help page's contact form (spec 001 §2 Help, §3 Contact message, §5, §7; issue 19 item 3) and the admin's
 * inbox of those messages. Sending is public, rate-limited per IP (5 an hour); a message is stored and mailed to the
 * admin in one flush; a signed-in member whose account address is the one given also gets a copy (a guest's address
 * is unverified: no mail goes to it, so the form cannot be used to send mail to strangers). A filled honeypot is
 * answered as usual and dropped. A resent client `id` answers the first receipt without storing or mailing again.
 * Method, path, access, schemas and statuses are the contract's (shared/contact/contract.ts, decision 182).
 */
export function contactRoutes({ limits, config }: ModuleDeps): RouteDef[] {
  const endpoints = contactContract.endpoints;
  return [
    bindRoute(endpoints.send, {
      async handler(ctx, { body: input, user }) {
        await limits.consume(['contactIp', ctx.ip]);
        const em = ctx.state.em;
        const id = input.id ?? crypto.randomUUID();
        if (input.website) return { id, receivedAt: new Date().toISOString() };
        const earlier = await em.findOne(ContactMessageSchema, { id });
        if (earlier) return { id, receivedAt: earlier.createdAt.toISOString() };
        const fields = { name: input.name, email: input.email, subject: input.subject, message: input.message };
        const message = em.create(ContactMessageSchema, { id, sender: user ?? null, ...fields } as never) as ContactMessage;
        queueMail(em, contactAdminMail(config, fields));
        if (user && user.email.toLowerCase() === fields.email) queueMail(em, contactCopyMail(fields));
        await em.flush();
        return { id, receivedAt: message.createdAt.toISOString() };
      },
    }),
    bindRoute(endpoints.adminMessages, {
      async handler(ctx, { query }) {
        const page = await keysetPage<Pick<ContactMessage, 'id' | 'createdAt' | 'name' | 'email' | 'subject' | 'message'> & { sender: { id: string } | null }>(ctx.state.em, ContactMessageSchema, {
          fields: ['id', 'createdAt', 'name', 'email', 'subject', 'message', 'sender'],
          references: ['sender'],
          where: {},
          limit: query.limit,
          cursor: query.cursor,
        });
        const total = await ctx.state.em.count(ContactMessageSchema, {});
        return {
          items: page.items.map((m) => ({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString(), fromMember: Boolean(m.sender) })),
          nextCursor: page.nextCursor,
          total,
        };
      },
    }),
  ];
}
