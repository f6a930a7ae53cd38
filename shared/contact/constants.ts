/**
 * The contact contract's name (shared/contact/contract.ts, docs/decisions/182-endpoint-contracts.md): the root of
 * any PWA query key of the help page's messages, known without loading the contract's zod.
 */
export const CONTACT_CONTRACT_NAME = 'contact';
