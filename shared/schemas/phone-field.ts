import * as z from 'zod/mini';
import { V } from '../messages.ts';
import { toE164 } from '../phone.ts';

/**
 * An international phone number ("+" and country code); output is E.164, e.g. "+94771234567". Written with
 * `zod/mini` so that endpoint contracts (shared/contracts/*, docs/decisions/182-endpoint-contracts.md) can use it
 * without the full zod API; classic schemas take it as it is (shared/schemas/common.ts re-exports it). Refused with
 * `message`, or `V.phoneNeedsCountryCode` for a number without "+".
 */
export const phoneField = (message: string = V.phoneInvalid) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.minLength(1, message)),
    z.transform((value: string, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.issues.push({ code: 'custom', message: value.startsWith('+') ? message : V.phoneNeedsCountryCode, input: value });
        return z.NEVER;
      }
      return e164;
    }),
  );
