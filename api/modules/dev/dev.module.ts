import { defineModule } from '../module.ts';
import { devRoutes } from './dev.routes.ts';

/** Development helpers (the outbox of unsent mail); never mounted in production. */
export const devModule = defineModule({ name: 'dev', devOnly: true, routes: devRoutes });
