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
      exclude: ['**/node_modules/**', '**/__tests__/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
