import { devContract } from '#shared/dev/contract.ts';
import { defineModule } from '../module.ts';
import { devRoutes } from './dev.routes.ts';

/** Development helpers (the outbox of unsent mail); never mounted in production. */
export const devModule = defineModule({ name: 'dev', contracts: [devContract], devOnly: true, routes: devRoutes });
