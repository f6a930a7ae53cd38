import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Lingui: Tamil is the default UI language; English is the source locale of message ids. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ta', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/pwa/locales/{locale}/messages',
      include: ['<rootDir>/pwa'],
      exclude: ['**/node_modules/**', '**/__tests__/**', '**/*.test.*', '<rootDir>/pwa/features/site-info/**'],
    },
    {
      // The long texts of /about, /privacy and /terms: loaded by those routes only, not on every first screen
      // (docs/decisions/126-privacy-policy-from-the-code.md).
      path: '<rootDir>/pwa/features/site-info/locales/{locale}/messages',
      include: ['<rootDir>/pwa/features/site-info'],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
