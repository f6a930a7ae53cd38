import { STATS_CONTRACT_NAME } from './constants.ts';
import { publicStatsSchema } from './schemas.ts';
import { defineContract, endpoint } from '../contracts/contract.ts';

/**
 * The home page's statistics (spec 000 §1; decision 127, 182): `public` → 200 the counts, one reading reused for
 * 60 s per process (`Cache-Control: public, max-age=60`).
 */
export const statsContract = defineContract(STATS_CONTRACT_NAME, {
  public: endpoint({
    method: 'GET',
    path: '/api/stats/public',
    access: 'public',
    summary: 'Home page statistics: active users, marriage profiles, members, services offered, wheel players today',
    responses: { 200: publicStatsSchema },
  }),
});
