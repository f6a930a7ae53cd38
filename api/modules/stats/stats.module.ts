import { statsContract } from '#shared/stats/contract.ts';
import { defineModule } from '../module.ts';
import { statsRoutes } from './stats.routes.ts';

/** Public statistics of the home page (spec 000 §1; issue 19 item 7): one cached query, no tables of its own. */
export const statsModule = defineModule({ name: 'stats', contracts: [statsContract], routes: statsRoutes });
