import { featureCatalog } from '../../lib/i18n/i18n.ts';

/**
 * Loads the Lingui catalog of the notifications (pwa/features/notifications/locales) for the active language and every
 * later language change: by the /notifications route's `loader`, and by the header's bell before it draws (feature.ts),
 * so a page without either never downloads it (lingui.config.ts, decision 143).
 */
export const loadNotificationsCatalog = featureCatalog({ ta: () => import('./locales/ta/messages.po'), en: () => import('./locales/en/messages.po') });
