import { QUOTE_REPLY_HOURS } from '#shared/store/constants.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';
import type { QuoteLine, StoreQuoteRequest } from './store.entity.ts';

/** Bilingual words of the buyer's contact method (spec 001 §3 Quote request). */
const METHOD_WORDS = { email: { ta: 'மின்னஞ்சல்', en: 'Email' }, phone: { ta: 'தொலைபேசி', en: 'Phone' } } as const;

/** One line as text: "2 × தக்காளி (Tomato), 1 kg, ₹40.00 each" (Tamil name first in the Tamil part; the product's currency, decision 170). */
function lineText(line: QuoteLine, lang: 'ta' | 'en'): string {
  const name = line.tamilName ? (lang === 'ta' ? `${line.tamilName} (${line.name})` : `${line.name} (${line.tamilName})`) : line.name;
  const each = lang === 'ta' ? 'ஒன்றுக்கு' : 'each';
  const price = new Intl.NumberFormat(lang === 'ta' ? 'ta-LK' : 'en-GB', { style: 'currency', currency: line.currency ?? 'INR' }).format(line.pricePaise / 100);
  return `${line.quantity} × ${name}, ${line.weight} ${line.unit}, ${price} ${each}`;
}

/**
 * The mail about a new quote request (issue 14 item 1), to the admin (`lines` = every line) or to one seller
 * (`lines` = that seller's products only): the buyer's name and contact, the notes and the lines, Tamil first.
 * Every value is escaped by {@link bilingualMail} (text stays text).
 */
export function quoteRequestMail(to: string, request: Pick<StoreQuoteRequest, 'id' | 'contactName' | 'contactMethod' | 'contactValue' | 'additionalNotes'>, lines: readonly QuoteLine[]): OutgoingMail {
  const method = METHOD_WORDS[request.contactMethod];
  const notes = request.additionalNotes ?? null;
  return bilingualMail({
    to,
    subject: { ta: `புதிய விலைக்கோரிக்கை: ${request.contactName}`, en: `New quote request from ${request.contactName}` },
    body: {
      ta: [
        `${request.contactName} உங்கள் கடையில் உள்ள பொருட்களுக்கு விலைக்கோரிக்கை அனுப்பியுள்ளார்.`,
        `தொடர்புக்கு (${method.ta}): ${request.contactValue}`,
        ...(notes ? [`குறிப்பு: ${notes}`] : []),
        ...lines.map((line) => lineText(line, 'ta')),
        `வாங்குபவருக்கு ${QUOTE_REPLY_HOURS} மணி நேரத்துக்குள் பதில் அளிப்பதாக உறுதியளித்துள்ளோம். கோரிக்கை எண்: ${request.id}`,
      ],
      en: [
        `${request.contactName} sent a quote request for products in the Tamil store.`,
        `Contact (${method.en}): ${request.contactValue}`,
        ...(notes ? [`Notes: ${notes}`] : []),
        ...lines.map((line) => lineText(line, 'en')),
        `The buyer was promised a reply within ${QUOTE_REPLY_HOURS} hours. Request number: ${request.id}`,
      ],
    },
  });
}
