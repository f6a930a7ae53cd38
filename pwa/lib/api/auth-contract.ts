import { AUTH_CONTRACT_NAME } from '#shared/auth/constants.ts';
import type { authContract } from '#shared/contracts/auth.ts';
import { lazyContract } from './endpoint.ts';

/**
 * The accounts contract (shared/contracts/auth.ts, docs/decisions/182-endpoint-contracts.md), shared by the login and
 * registration pages, the profile and the session: loaded beside the first request that needs it, so no first screen
 * carries its zod (decision 144). Its query keys sit under `['auth']` (`['auth', 'user']`, `['auth', 'sessions']`).
 */
export const authApi = lazyContract<typeof authContract>(AUTH_CONTRACT_NAME, () => import('#shared/contracts/auth.ts').then((m) => m.authContract));
