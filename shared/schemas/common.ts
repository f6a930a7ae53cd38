import { z } from 'zod';
import { toE164 } from '../phone.ts';
import { V } from '../messages.ts';

export * from './fields.ts';

/** An international phone number ("+" and country code); output is E.164, e.g. "+94771234567". */
export const phoneField = (message: string = V.phoneInvalid) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: value.startsWith('+') ? message : V.phoneNeedsCountryCode });
        return z.NEVER;
      }
      return e164;
    });
