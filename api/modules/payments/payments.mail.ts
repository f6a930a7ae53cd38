import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';

/** What a receipt or a refund notice says about a payment: its plan's words, the amount in pence and the date. */
export interface PaymentFacts {
  plan: 'monthly' | 'yearly' | 'subscription';
  /** The subscription's plan, for an invoice. */
  subscriptionPlan?: 'membership' | 'education' | null;
  amountPence: number;
  at: Date;
  /** End of what it bought (receipts). */
  validUntil?: Date | null;
}

const WHAT: Record<string, { ta: string; en: string }> = {
  monthly: { ta: 'இந்த மாதத்துக்கான தொடர்பு அணுகல்', en: 'Contact access for this month' },
  yearly: { ta: '12 மாதத் தொடர்பு அணுகல்', en: 'Contact access for 12 months' },
  membership: { ta: 'உறுப்பினர் சந்தா (மாதம் £1)', en: 'Membership (£1 a month)' },
  education: { ta: 'கல்விச் சந்தா (மாதம் £2)', en: 'Education subscription (£2 a month)' },
};

const what = (facts: PaymentFacts) => WHAT[facts.plan === 'subscription' ? (facts.subscriptionPlan ?? 'membership') : facts.plan]!;
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const day = (date: Date, language: 'ta' | 'en') =>
  new Intl.DateTimeFormat(language === 'ta' ? 'ta-LK' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(date);

/** The receipt mailed when a payment succeeds (decision 157): what, how much, when, until when; a link to the billing history. */
export function receiptMail(config: Pick<AppConfig, 'publicUrl'>, to: string, facts: PaymentFacts): OutgoingMail {
  const link = `${config.publicUrl}/profile#billing`;
  const w = what(facts);
  const until = facts.validUntil;
  return bilingualMail({
    to,
    subject: { ta: `ரசீது: ${w.ta}`, en: `Receipt: ${w.en}` },
    body: {
      ta: [
        `${day(facts.at, 'ta')} அன்று ${pounds(facts.amountPence)} பெற்றுக்கொண்டோம் — ${w.ta}.`,
        ...(until ? [`${day(until, 'ta')} வரை செல்லுபடியாகும்.`] : []),
        'உங்கள் கட்டண வரலாறு:',
        { link },
      ],
      en: [
        `We received ${pounds(facts.amountPence)} on ${day(facts.at, 'en')} — ${w.en}.`,
        ...(until ? [`Valid until ${day(until, 'en')}.`] : []),
        'Your billing history:',
        { link },
      ],
    },
  });
}

/** The notice mailed when a payment for what the member already had is refunded (decision 157). */
export function refundMail(config: Pick<AppConfig, 'publicUrl'>, to: string, facts: PaymentFacts): OutgoingMail {
  const link = `${config.publicUrl}/profile#billing`;
  const w = what(facts);
  return bilingualMail({
    to,
    subject: { ta: 'உங்கள் பணம் திருப்பி அனுப்பப்பட்டது', en: 'Your payment was refunded' },
    body: {
      ta: [
        `${day(facts.at, 'ta')} அன்று செலுத்திய ${pounds(facts.amountPence)} (${w.ta}) முழுமையாகத் திருப்பி அனுப்பப்பட்டது: அப்போது உங்களுக்கு ஏற்கெனவே அணுகல் இருந்தது.`,
        'உங்கள் அட்டைக்குப் பணம் திரும்ப சில நாட்கள் ஆகலாம். உங்கள் கட்டண வரலாறு:',
        { link },
      ],
      en: [
        `The ${pounds(facts.amountPence)} you paid on ${day(facts.at, 'en')} (${w.en}) has been refunded in full: you already had access then.`,
        'It may take a few days to reach your card. Your billing history:',
        { link },
      ],
    },
  });
}
