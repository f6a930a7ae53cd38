import * as z from 'zod/mini';
import { storedMailSchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * Development helpers (mounted only outside production, answered only to a request from this machine; decision
 * 058, 182): the development outbox as an HTML page (values escaped, links clickable) and as JSON, newest first.
 * No PWA caller: the name is the contract's own.
 */
export const devContract = defineContract('dev', {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'dev',
    summary: 'Development outbox (HTML)',
    responses: { 200: null },
  }),
  outboxJson: endpoint({
    method: 'GET',
    path: '/dev/outbox.json',
    access: 'dev',
    summary: 'Development outbox (JSON, newest first)',
    responses: { 200: z.array(storedMailSchema) },
  }),
});
