import { z } from 'zod';
import * as currentUser from './current-user.ts';

/**
 * The signed-in user as returned by GET /api/auth/user, login, register and profile update (spec 000 §3 User).
 * Money values (balance, totalSpent) are integer pence; totalWinnings is coins. Timestamps are ISO strings.
 * The shape is defined once, in current-user.ts (with `zod/mini`, for the PWA's first screen); this is the same
 * schema in classic zod.
 */
export const currentUserSchema = z.object(currentUser.currentUserSchema.shape);
export type CurrentUser = z.infer<typeof currentUserSchema>;
