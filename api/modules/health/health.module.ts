import { healthContract } from '#shared/health/contract.ts';
import { defineModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness of the process and its database (GET /api/health). */
export const healthModule = defineModule({ name: 'health', contracts: [healthContract], routes: healthRoutes });
