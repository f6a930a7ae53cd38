import { UserSchema } from '../modules/users/user.entity.ts';
import { SessionSchema } from '../modules/auth/session.entity.ts';
import { PasswordResetTokenSchema } from '../modules/auth/password-reset-token.entity.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';
import { IdempotencyKeySchema } from '../http/idempotency-key.entity.ts';
import { AuditEventSchema } from '../modules/audit/audit-event.entity.ts';
import { EmailVerificationTokenSchema } from '../modules/auth/email-verification-token.entity.ts';
import { RecoveryCodeSchema } from '../modules/auth/recovery-code.entity.ts';
import { RateLimitSchema } from '../http/rate-limit.entity.ts';
import { PaymentSchema } from '../modules/payments/payment.entity.ts';
import { SubscriptionSchema } from '../modules/payments/subscription.entity.ts';
import { PaymentEventSchema } from '../modules/payments/payment-event.entity.ts';
import { BillingCustomerSchema } from '../modules/payments/billing-customer.entity.ts';

/** Every entity of the application, listed explicitly for the ORM (no folder scanning). */
export const entities = [UserSchema, SessionSchema, PasswordResetTokenSchema, TaxiRequestSchema, IdempotencyKeySchema, AuditEventSchema, EmailVerificationTokenSchema, RecoveryCodeSchema, RateLimitSchema, PaymentSchema, SubscriptionSchema, PaymentEventSchema, BillingCustomerSchema];
