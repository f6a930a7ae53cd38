import { AUTH_CONTRACT_NAME } from '#shared/auth/constants.ts';
import type { authContract } from '#shared/auth/contract.ts';
import { lazyContract } from './endpoint.ts';

/**
 * The accounts contract (shared/auth/contract.ts, docs/decisions/182-endpoint-contracts.md), shared by the login and
 * registration pages, the profile and the session: loaded beside the first request that needs it, so no first screen
 * carries its zod (decision 144). Its query keys sit under `['auth']` (`['auth', 'user']`, `['auth', 'sessions']`).
 */
export const authApi = lazyContract<typeof authContract>(AUTH_CONTRACT_NAME, () => import('#shared/auth/contract.ts').then((m) => m.authContract));
