import { healthSchema, liveSchema, readySchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * Health checks for the load balancer and the operator (decision 095, 182), public:
 * - `health` → 200 `{status:"ok",db:"ok"}`, or 503 `{status:"error",db:"unreachable"}` (database check ≤ 2 s);
 * - `live` → 200 `{status:"ok"}` while the process serves;
 * - `ready` → 200 when ready, else 503 with the same body naming what is wrong.
 * No PWA caller: the name is the contract's own.
 */
export const healthContract = defineContract('health', {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Health of the process and its database',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    summary: 'Liveness: the process is up and serving',
    responses: { 200: liveSchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary: 'Readiness: database reachable, migrations applied, not shutting down',
    responses: { 200: readySchema, 503: readySchema },
  }),
});
