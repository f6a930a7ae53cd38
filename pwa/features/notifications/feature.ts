import { defineFeature } from '../../lib/feature.ts';

/**
 * The notifications' declarations (decisions 180, 183; collected by pwa/feature-registry.ts): the bell in the site
 * header for signed-in members, from a chunk of its own with the feature's catalog (nothing on a first screen).
 */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  header: { members: true, load: () => import('./components/notification-bell.tsx').then((m) => m.loadNotificationBell()) },
});
