/**
 * The statistics contract's name (shared/stats/contract.ts): the root of the home page's statistics query key
 * (`['stats', 'public']`), known without loading the contract's zod (docs/decisions/144, 182-endpoint-contracts.md).
 */
export const STATS_CONTRACT_NAME = 'stats';
