import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { clearToasts } from '../components/ui/toast.tsx';
import { resetOfflineDbForTests } from '../lib/offline/db.ts';

// Toasts live in a module-level store for the page's lifetime; start every test without any.
afterEach(() => clearToasts());
// Every test starts with an empty IndexedDB (cached lists, outbox).
beforeEach(() => {
  resetOfflineDbForTests();
  globalThis.localStorage?.clear();
});
