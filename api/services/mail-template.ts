import type { OutgoingMail } from './mail.ts';

/** One paragraph of a mail: a sentence, or a link shown as its own address (clickable in the HTML part). */
export type MailBlock = string | { link: string };

/** The two language versions of a mail; Tamil comes first everywhere (ARCHITECTURE.md "Tamil first"). */
export interface BilingualMailContent {
  to: string;
  subject: { ta: string; en: string };
  /** Paragraphs of each language, in order. */
  body: { ta: readonly MailBlock[]; en: readonly MailBlock[] };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes `&<>"'` for HTML text and attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

const blockText = (block: MailBlock) => (typeof block === 'string' ? block : block.link);
const blockHtml = (block: MailBlock) =>
  typeof block === 'string' ? `<p>${escapeHtml(block)}</p>` : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;

/**
 * Renders a bilingual mail: subject `<Tamil> / <English>`; a plain-text part with the Tamil paragraphs, a `— — —`
 * divider and the English ones; an HTML part with one `<div lang>` per language, every value escaped (a name like
 * `<Kumar>` stays text) and links as anchors.
 */
export function bilingualMail(content: BilingualMailContent): OutgoingMail {
  const { ta, en } = content.body;
  return {
    to: content.to,
    subject: `${content.subject.ta} / ${content.subject.en}`,
    text: `${ta.map(blockText).join('\n\n')}\n\n— — —\n\n${en.map(blockText).join('\n\n')}\n`,
    html: `<div lang="ta">${ta.map(blockHtml).join('')}</div><hr><div lang="en">${en.map(blockHtml).join('')}</div>`,
  };
}

/**
 * The mail that carries a one-time link (password reset, e-mail verification, later invitations): greeting by
 * name, one sentence saying what the link does, the link, and "valid N hours, usable once, ignore if you did not
 * ask" — in Tamil, then English, through {@link bilingualMail}.
 */
export function oneTimeLinkMail(content: {
  to: string;
  fullName: string;
  subject: { ta: string; en: string };
  /** What opening the link does, e.g. "Open this link to confirm your email address:". */
  intro: { ta: string; en: string };
  link: string;
  /** How long the link works, in hours (1 → "1 hour"). */
  validHours: number;
}): OutgoingMail {
  const { fullName, link, validHours: hours } = content;
  return bilingualMail({
    to: content.to,
    subject: content.subject,
    body: {
      ta: [
        `வணக்கம் ${fullName},`,
        content.intro.ta,
        { link },
        `இந்த இணைப்பு ${hours} மணி நேரம் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்த முடியும். நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.`,
      ],
      en: [
        `Hello ${fullName},`,
        content.intro.en,
        { link },
        `The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and can be used once. If you did not ask for this, you can ignore this email.`,
      ],
    },
  });
}
