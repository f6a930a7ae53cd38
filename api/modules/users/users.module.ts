import { defineModule } from '../module.ts';
import { UserSchema } from './user.entity.ts';
import { usersRoutes } from './users.routes.ts';

/** Member accounts and the own profile (spec 000 §3 user, §7 PATCH /api/users/profile). */
export const usersModule = defineModule({ name: 'users', entities: [UserSchema], routes: usersRoutes });
