import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { V } from '../messages.ts';

/**
 * An e-mail address, trimmed and lower-cased (addresses are case-insensitive here); at most EMAIL_MAX_LENGTH
 * characters, refused with `V.emailInvalid`. Checks, not a pipe: the JSON Schema (OpenAPI) then shows `format: email`
 * and the length (decision 173). Written with `zod/mini`: the contracts (docs/decisions/182), the forms and the server use the one declaration.
 */
export const emailField = z.string({ error: V.emailInvalid }).check(z.trim(), z.toLowerCase(), z.email({ error: V.emailInvalid }), z.maxLength(EMAIL_MAX_LENGTH, V.emailInvalid));
