import type { paymentsContract } from '#shared/payments/contract.ts';
import { PAYMENTS_CONTRACT_NAME } from '#shared/payments/constants.ts';
import { lazyContract } from '../api/endpoint.ts';

/**
 * The payments contract (shared/payments/contract.ts, docs/decisions/182-endpoint-contracts.md), loaded beside the
 * first request that needs it — the footer's configuration, the taxi list's contact-access check, a payment screen —
 * so no page's first-screen code carries zod (decisions 144, 145).
 */
export const paymentsApi = lazyContract<typeof paymentsContract>(PAYMENTS_CONTRACT_NAME, () => import('#shared/payments/contract.ts').then((m) => m.paymentsContract));
