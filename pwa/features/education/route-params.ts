import type { RouteParamLists } from '../../lib/feature.ts';

/** Where the e2e route audit finds a sample for each named `$param` of this feature's routes: the public list's first item (decision 180). */
export const routeParamLists: RouteParamLists = { teacherId: '/api/teachers', courseId: '/api/courses' };
