import { usersContract } from '#shared/users/contract.ts';
import { usersSamples } from '#shared/users/samples.ts';
import { defineModule } from '../module.ts';
import { EmailChangeTokenSchema } from './email-change-token.entity.ts';
import { UserSchema } from './user.entity.ts';
import { usersRoutes } from './users.routes.ts';

/**
 * Member accounts and the own profile (spec 000 §3 user, §7 PATCH /api/users/profile) and the links that undo an
 * e-mail change (decision 161; its routes are the auth module's account security routes).
 */
export const usersModule = defineModule({ name: 'users', contracts: [usersContract], samples: [usersSamples], entities: [UserSchema, EmailChangeTokenSchema], routes: usersRoutes });
