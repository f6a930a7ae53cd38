import type { PwaFeature } from './lib/feature.ts';
import { communityFeature } from './features/community/feature.ts';
import { educationFeature } from './features/education/feature.ts';
import { helpFeature } from './features/help/feature.ts';
import { jobsFeature } from './features/jobs/feature.ts';
import { marriageFeature } from './features/marriage/feature.ts';
import { notificationsFeature } from './features/notifications/feature.ts';
import { questionsFeature } from './features/questions/feature.ts';
import { storeFeature } from './features/store/feature.ts';
import { taxiFeature } from './features/taxi/feature.ts';

/**
 * The PWA's registry of feature declarations (decision 180; the API's is api/registry.ts): every feature that
 * declares something for the app's shared machinery — its outbox kinds, the lists they refresh (read by the root
 * route) and their labels (read by the /outbox screen). Adding a feature is its folder and one line here; routes
 * come from the file tree, catalogs from the folders (lingui.config.ts), the e2e route audit's parameter lists from
 * each feature's route-params.ts. Loaded by the root on every page: a feature.ts holds constants only.
 */
export const pwaFeatures: readonly PwaFeature[] = [taxiFeature, jobsFeature, questionsFeature, storeFeature, communityFeature, marriageFeature, educationFeature, helpFeature, notificationsFeature];
