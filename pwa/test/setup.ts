import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { configure } from '@testing-library/react';
import { clearToasts } from '../components/ui/toast.tsx';
import { resetOfflineDbForTests } from '../lib/offline/db.ts';

// How long findBy…/waitFor wait for the screen to change. Screens load their response schemas (and zod) beside
// their first request (docs/decisions/144, 145); the first such import in a test file took over the default 1 s on a
// machine at load 13, and CI machines are shared. The assertions are the same; only the patience is longer.
configure({ asyncUtilTimeout: 5000 });

// Toasts live in a module-level store for the page's lifetime; start every test without any.
afterEach(() => clearToasts());
// Every test starts with an empty IndexedDB (cached lists, outbox).
beforeEach(() => {
  resetOfflineDbForTests();
  globalThis.localStorage?.clear();
});
