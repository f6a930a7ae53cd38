import { loadExtraCatalog, type CatalogLoader } from '../i18n.ts';
import type * as ErrorTableModule from './error-table.ts';

/*
 * The error-message table (error-table.ts) and its catalog, loaded once: after the first paint (pwa/main.tsx), on the
 * first refused request (pwa/lib/api/client.ts) and before a form's first check (pwa/lib/forms/use-zod-form.ts),
 * whichever comes first (issue 10; docs/decisions/153). Kept apart from error-messages.ts so the API client can load
 * it without importing what imports the client.
 */

type ErrorTable = typeof ErrorTableModule;

let table: ErrorTable | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The table's own catalog in `language`: literal imports, so the bundler gives each language its own chunk. */
const catalog: CatalogLoader = (language) => (language === 'ta' ? import('./locales/ta/messages.po') : import('./locales/en/messages.po'));

/** The loaded table; `undefined` until {@link loadErrorMessages} has finished. */
export function errorTable(): ErrorTable | undefined {
  return table;
}

/**
 * Loads the table and its catalog for the active language (and every later language change); resolves when both
 * are there. Once: later calls return the same promise. A failed load (offline before the app was cached) rejects,
 * and the next call tries again.
 */
export function loadErrorMessages(): Promise<void> {
  loading ??= Promise.all([import('./error-table.ts'), loadExtraCatalog(catalog)]).then(
    ([module]) => {
      table = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once the table has loaded (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeErrorMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
