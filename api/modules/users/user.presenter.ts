import QRCode from 'qrcode';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { User } from './user.entity.ts';

/** The user columns {@link presentAccount} reads (a managed user or a plain row of the admin list). */
export type AccountRow = Pick<User, 'id' | 'fullName' | 'username' | 'email' | 'phoneNumber' | 'age' | 'address' | 'country' | 'city' |
  'postalCode' | 'language' | 'userType' | 'dateOfBirth' | 'notificationsEnabled' | 'marketingEmails' | 'balance' | 'totalWinnings' |
  'totalSpent' | 'freeSpins' | 'customerId' | 'role' | 'isActive' | 'isVerified' | 'emailVerified' | 'twoFactorEnabled' | 'createdAt' | 'lastLoginAt'>;

/** How many customer-id QR codes are kept in memory (least recently used ones are dropped first). */
const QR_CACHE_MAX = 500;
const qrCache = new Map<string, Promise<string>>();

/**
 * The PNG data URL (`data:image/png;base64,…`) of a QR code holding `customerId` (spec 000 §3 User qrCode).
 * Memoised per customer id in a small bounded LRU map, so it is not re-rendered on every request.
 */
export function customerQrCode(customerId: string): Promise<string> {
  const hit = qrCache.get(customerId);
  if (hit) {
    qrCache.delete(customerId);
    qrCache.set(customerId, hit);
    return hit;
  }
  const made = QRCode.toDataURL(customerId, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  made.catch(() => qrCache.delete(customerId));
  qrCache.set(customerId, made);
  if (qrCache.size > QR_CACHE_MAX) qrCache.delete(qrCache.keys().next().value as string);
  return made;
}

/** A calendar date as 'YYYY-MM-DD' whether the driver gave a string or a Date (UTC), or null. */
export function toIsoDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

/** An instant as ISO 8601 whether the driver gave a Date or a string, or null. */
export const toIso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The signed-in user as sent by GET /api/auth/user, login, register and profile update — exactly the shape of
 * `currentUserSchema` (shared/schemas/current-user.ts; spec 000 §3 User, §7). Fields are picked one by one, so the
 * password hash (or any column added later) never leaks. `isAdmin` is `role === 'admin'`; timestamps are ISO
 * 8601; `dateOfBirth` is 'YYYY-MM-DD' or null; money (balance, totalSpent) is integer pence.
 */
export async function presentCurrentUser(user: User): Promise<CurrentUser> {
  return { ...presentAccount(user), qrCode: await customerQrCode(user.customerId), isAdmin: user.role === 'admin' };
}

/** The account fields the member and the admin both see (`currentUserSchema` less `qrCode` and `isAdmin`). */
export function presentAccount(user: AccountRow): Omit<CurrentUser, 'qrCode' | 'isAdmin'> {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    phoneNumber: user.phoneNumber,
    age: user.age,
    address: user.address,
    country: user.country,
    city: user.city,
    postalCode: user.postalCode,
    language: user.language,
    userType: user.userType,
    dateOfBirth: toIsoDate(user.dateOfBirth as string | Date | null | undefined),
    notificationsEnabled: user.notificationsEnabled,
    marketingEmails: user.marketingEmails,
    balance: user.balance,
    totalWinnings: user.totalWinnings,
    totalSpent: user.totalSpent,
    freeSpins: user.freeSpins,
    customerId: user.customerId,
    role: user.role,
    isActive: user.isActive,
    isVerified: user.isVerified,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: toIso(user.createdAt) ?? new Date(0).toISOString(),
    lastLoginAt: toIso(user.lastLoginAt),
  };
}
