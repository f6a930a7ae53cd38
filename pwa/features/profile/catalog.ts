import { featureCatalog } from '../../lib/i18n/i18n.ts';

/**
 * Loads the Lingui catalog of the profile page (pwa/features/profile/locales) for the active language and every later language
 * change. Its routes call it as their `loader`, so the pre-render and hydration have the messages; other pages never
 * download them (lingui.config.ts, decision 143).
 */
export const loadProfileCatalog = featureCatalog({ ta: () => import('./locales/ta/messages.po'), en: () => import('./locales/en/messages.po') });
