import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { authContract } from './contract.ts';
import type { RegisterBody } from './schemas.ts';

const PASSWORD = 'secret-123';
const NEW_PASSWORD = 'new-secret-456';

/**
 * The sample bodies of the auth contract (decision 182 "Samples"; checked by api/test/contracts.test.ts): Kavitha
 * registers (spec 000 §5 registration), logs in, asks for a reset link, sets a new password, turns two-factor
 * sign-in off with her password, confirms or passes it with a code, changes her e-mail and her password.
 */
export const authSamples = defineSamples(authContract, {
  register: {
    fullName: 'Kavitha Raj',
    username: 'kavitha_raj',
    email: 'kavitha@example.com',
    password: PASSWORD,
    phoneNumber: '+94 77 123 4567',
    address: '12 Temple Road',
    city: 'Jaffna',
    country: 'Sri Lanka',
    language: 'ta',
  },
  login: { email: 'kavitha@example.com', password: PASSWORD },
  forgotPassword: { email: 'kavitha@example.com' },
  resetPassword: { token: '4f9c2b7e1a8d3f6c0b5e9a2d7c4f1e8b', newPassword: NEW_PASSWORD },
  toggleTwoFactor: { password: PASSWORD },
  confirmTwoFactor: { code: '492817' },
  loginTwoFactor: { code: '492817' },
  changeEmail: { email: 'kavitha.raj@example.com', password: PASSWORD },
  changePassword: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
});

let sequence = 0;
/** A short string unique in this process (usernames and e-mails must be unique). */
const unique = () => `${(++sequence).toString(36)}${crypto.randomUUID().slice(0, 8)}`;

/**
 * The registration sample ({@link authSamples} `register`) with a unique username and e-mail; `overrides` replace
 * fields as given (including invalid values, for validation tests).
 */
export function registrationBody(overrides: Record<string, unknown> = {}): RegisterBody & Record<string, unknown> {
  const id = unique();
  return { ...sampleBody(authSamples, 'register'), username: `kavitha_${id}`, email: `kavitha-${id}@example.com`, ...overrides } as RegisterBody & Record<string, unknown>;
}
