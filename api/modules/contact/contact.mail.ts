import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';
import type { ContactMessage } from './contact.entity.ts';

type Message = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

/** The admin's copy of a help-page message, with the sender's address to reply to (spec 001 §7 POST /api/contact). */
export function contactAdminMail(config: Pick<AppConfig, 'adminEmail'>, m: Message): OutgoingMail {
  return bilingualMail({
    to: config.adminEmail,
    subject: { ta: `உதவிப் பக்கச் செய்தி: ${m.subject}`, en: `Help page message: ${m.subject}` },
    body: {
      ta: [`${m.name} (${m.email}) உதவிப் பக்கத்திலிருந்து எழுதியுள்ளார்:`, m.message, `பதிலளிக்க: ${m.email}`],
      en: [`${m.name} (${m.email}) wrote from the help page:`, m.message, `Reply to: ${m.email}`],
    },
  });
}

/** The signed-in sender's copy of their message (sent only to their own account's address). */
export function contactCopyMail(m: Message): OutgoingMail {
  return bilingualMail({
    to: m.email,
    subject: { ta: `உங்கள் செய்தி கிடைத்தது: ${m.subject}`, en: `We received your message: ${m.subject}` },
    body: {
      ta: [`வணக்கம் ${m.name},`, 'உங்கள் செய்தி எங்களுக்குக் கிடைத்தது; விரைவில் பதிலளிப்போம். நீங்கள் அனுப்பியது:', m.message],
      en: [`Hello ${m.name},`, 'We received your message and will reply soon. This is what you sent:', m.message],
    },
  });
}
