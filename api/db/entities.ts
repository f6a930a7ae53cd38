import { UserSchema } from '../modules/users/user.entity.ts';
import { SessionSchema } from '../modules/auth/session.entity.ts';
import { PasswordResetTokenSchema } from '../modules/auth/password-reset-token.entity.ts';
import { TaxiRequestSchema } from '../modules/taxi/taxi-request.entity.ts';
import { IdempotencyKeySchema } from '../http/idempotency-key.entity.ts';

/** Every entity of the application, listed explicitly for the ORM (no folder scanning). */
export const entities = [UserSchema, SessionSchema, PasswordResetTokenSchema, TaxiRequestSchema, IdempotencyKeySchema];
