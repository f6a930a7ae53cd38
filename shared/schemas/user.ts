import { z } from 'zod';
import { LANGUAGES, ROLES } from '../constants.ts';

/**
 * The signed-in user as returned by GET /api/auth/user, login, register and profile update (spec 000 §3 User).
 * Money values (balance, totalSpent) are integer pence; totalWinnings is coins. Timestamps are ISO strings.
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  age: z.number().int(),
  address: z.string(),
  country: z.string(),
  city: z.string(),
  postalCode: z.string(),
  language: z.enum(LANGUAGES),
  userType: z.string(),
  dateOfBirth: z.string().nullable(),
  notificationsEnabled: z.boolean(),
  marketingEmails: z.boolean(),
  balance: z.number().int(),
  totalWinnings: z.number().int(),
  totalSpent: z.number().int(),
  freeSpins: z.number().int(),
  customerId: z.string(),
  qrCode: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
