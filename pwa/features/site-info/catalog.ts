import { featureCatalog } from '../../lib/i18n/i18n.ts';

/**
 * Loads the About / Privacy / Terms texts (their own Lingui catalog, pwa/features/site-info/locales) for the active
 * language and with every later language change — the routes' `loader`, so the pre-render and hydration have them.
 * They are long; in the main catalog they would weigh on every page's first screen.
 */
export const loadSiteInfoCatalog = featureCatalog({ ta: () => import('./locales/ta/messages.po'), en: () => import('./locales/en/messages.po') });
