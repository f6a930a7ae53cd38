import type { z } from 'zod';
import { V, type ValidationMessage } from '#shared/messages.ts';

/**
 * The message of a check that has none of its own, for the PWA's forms (spec 000 §8: no validator text on screen;
 * docs/decisions/178). Every check of the shared schemas should name its message (shared/messages.ts `V`); one that
 * does not would show zod's English ("Too big: expected string to have <=120 characters", "Invalid input: expected
 * \"\""). Passed to every form's check as zod's per-parse `error` map, it gives such an issue the shared message of
 * its kind instead — each has a text in both catalogs. A check's own message always wins (zod asks this map only
 * when the schema gave none).
 */
export function issueMessage(issue: z.core.$ZodRawIssue): ValidationMessage {
  const blank = issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '');
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? V.textTooLong : issue.origin === 'number' || issue.origin === 'bigint' ? V.numberOutOfRange : V.valueInvalid;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') return blank || Number(issue.minimum) <= 1 ? V.required : V.valueInvalid;
      return issue.origin === 'number' || issue.origin === 'bigint' ? V.numberOutOfRange : V.valueInvalid;
    case 'invalid_type':
      return blank ? V.required : V.valueInvalid;
    case 'invalid_format':
      return issue.format === 'email' ? V.emailInvalid : issue.format === 'url' ? V.jobUrlInvalid : V.valueInvalid;
    case 'invalid_value':
      // `''` as "not given" beside the real check (`'' | phone`): the value is not blank, it is wrong
      return issue.values.length === 1 && issue.values[0] === '' ? V.valueInvalid : V.choiceInvalid;
    default:
      return blank ? V.required : V.valueInvalid;
  }
}

/** zod's parse options for a form's check: {@link issueMessage} for the checks without a message. */
export const FORM_PARSE_OPTIONS = { error: issueMessage } as const;
