import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The PWA's feature folders (one per feature, docs/decisions/034-module-template.md). */
const FEATURES_DIR = fileURLToPath(new URL('./pwa/features/', import.meta.url));

/**
 * Features whose messages are a catalog of their own (pwa/features/<name>/locales), loaded by their routes'
 * `loader` through pwa/features/<name>/catalog.ts — not part of the main catalog every page downloads before its
 * first screen (decision 143). A feature belongs here when only its own routes render its components; the main
 * catalog keeps everything the home page, the header and shared components show. Derived, not listed (decision
 * 180): every feature folder with a `catalog.ts` (its loader, written before the first extract makes `locales/`).
 */
export const OWN_CATALOG_FEATURES: readonly string[] = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES_DIR, entry.name, 'catalog.ts')))
  .map((entry) => entry.name)
  .sort();
/**
 * A feature's declarations (pwa/features/<name>/feature.ts, decision 180): the root loads every one on every page, so
 * their messages (the outbox labels of the /outbox screen) are the main catalog's, whether the feature has a catalog
 * of its own or not.
 */
const DECLARATION = 'feature.ts';
/** What the main catalog leaves to an own-catalog feature: everything in its folder but its declaration. */
const ownCatalogSources = (name: string): string[] =>
  readdirSync(path.join(FEATURES_DIR, name), { withFileTypes: true })
    .filter((entry) => entry.name !== DECLARATION)
    .map((entry) => `<rootDir>/pwa/features/${name}/${entry.name}${entry.isDirectory() ? '/**' : ''}`);
/**
 * The bilingual texts of the API's error codes and the shared schemas' validation messages: a catalog of their own,
 * loaded with their table after the first paint, on the first refusal or before a form's first check
 * (pwa/lib/i18n/error-table/load.ts, decision 153).
 */
const ERROR_TABLE = 'pwa/lib/i18n/error-table';
const NOT_MESSAGES = ['**/node_modules/**', '**/__tests__/**', '**/*.test.*'];

/** Lingui: Tamil is the default UI language; English is the source locale of message ids. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ta', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/pwa/locales/{locale}/messages',
      include: ['<rootDir>/pwa'],
      exclude: [...NOT_MESSAGES, `<rootDir>/${ERROR_TABLE}/**`, ...OWN_CATALOG_FEATURES.flatMap(ownCatalogSources)],
    },
    { path: `<rootDir>/${ERROR_TABLE}/locales/{locale}/messages`, include: [`<rootDir>/${ERROR_TABLE}`], exclude: NOT_MESSAGES },
    ...OWN_CATALOG_FEATURES.map((name) => ({
      path: `<rootDir>/pwa/features/${name}/locales/{locale}/messages`,
      include: [`<rootDir>/pwa/features/${name}`],
      exclude: [...NOT_MESSAGES, `<rootDir>/pwa/features/${name}/${DECLARATION}`],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
