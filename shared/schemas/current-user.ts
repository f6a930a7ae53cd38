import * as z from 'zod/mini';
import { LANGUAGES, ROLES } from '../constants.ts';

/**
 * The signed-in user as returned by GET /api/auth/user, login, register and profile update (spec 000 §3 User).
 * Money values (balance, totalSpent) are integer pence; totalWinnings is coins. Timestamps are ISO strings.
 * Written with `zod/mini`: the PWA parses it on its first screen (docs/decisions/032-initial-load-budget.md); the
 * contracts, the server and the tests take this one declaration (decision 182).
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  age: z.int(),
  address: z.string(),
  country: z.string(),
  city: z.string(),
  postalCode: z.string(),
  language: z.enum(LANGUAGES),
  userType: z.string(),
  dateOfBirth: z.nullable(z.string()),
  notificationsEnabled: z.boolean(),
  marketingEmails: z.boolean(),
  balance: z.int(),
  totalWinnings: z.int(),
  totalSpent: z.int(),
  freeSpins: z.int(),
  customerId: z.string(),
  qrCode: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
