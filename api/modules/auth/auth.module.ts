import { authContract } from '#shared/auth/contract.ts';
import { authSamples } from '#shared/auth/samples.ts';
import { defineModule } from '../module.ts';
import { authLimits } from './auth.limits.ts';
import { accountSessionRoutes } from './account-sessions.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { EmailVerificationTokenSchema } from './email-verification-token.entity.ts';
import { PasswordResetTokenSchema } from './password-reset-token.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import { accountSecurityRoutes } from './security.routes.ts';

/**
 * Accounts and their security (spec 000 §7 auth rows; issue 5): login, registration, password reset, logout,
 * e-mail verification, two-factor authentication, and sessions (the audit log is the audit module's).
 */
export const authModule = defineModule({
  name: 'auth',
  contracts: [authContract],
  samples: [authSamples],
  limits: authLimits,
  entities: [PasswordResetTokenSchema, EmailVerificationTokenSchema, RecoveryCodeSchema],
  routes: (deps) => [...authRoutes(deps), ...accountSecurityRoutes(deps), ...accountSessionRoutes(deps)],
});
