import { featureCatalog } from '../../lib/i18n/i18n.ts';

/**
 * Loads the Lingui catalog of the outbox screen (pwa/features/outbox/locales) for the active language and every later
 * language change. Its route calls it as its `loader`, so the pre-render and hydration have the messages; other pages
 * never download them (lingui.config.ts, decision 143).
 */
export const loadOutboxCatalog = featureCatalog({ ta: () => import('./locales/ta/messages.po'), en: () => import('./locales/en/messages.po') });
