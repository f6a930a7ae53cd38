/**
 * The payments contract's name (shared/payments/contract.ts, docs/decisions/182-endpoint-contracts.md): the root of
 * the PWA's payment query keys (`['payments', 'billingStatus']`, `['payments', 'subscriptionStatus']`, …).
 */
export const PAYMENTS_CONTRACT_NAME = 'payments';
