import { marriageContract } from '#shared/marriage/contract.ts';
import type { RouteParamLists } from '../../lib/feature.ts';

/** Where the e2e route audit finds a sample for each named `$param` of this feature's routes: the public list's first item (decision 180), its path from the contract (decision 182). */
export const routeParamLists: RouteParamLists = { profileId: marriageContract.endpoints.list.path };
