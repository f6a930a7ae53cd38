/**
 * The users contract's name (shared/users/contract.ts): the root of any PWA query key of the member's profile,
 * known without loading the contract's zod (docs/decisions/182-endpoint-contracts.md).
 */
export const USERS_CONTRACT_NAME = 'users';
