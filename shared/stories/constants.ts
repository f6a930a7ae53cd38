/**
 * The success stories contract's name (shared/stories/contract.ts): the root of the PWA's story query keys (the
 * public list and the admin's list under it), known without loading the contract's zod
 * (docs/decisions/182-endpoint-contracts.md).
 */
export const STORIES_CONTRACT_NAME = 'success-stories';
