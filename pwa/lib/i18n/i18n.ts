import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '#shared/constants.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#shared/first-paint.ts';

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  ta: () => import('../../locales/ta/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

// A message in no loaded catalog shows as its hashed id in a production build. Say so in the console, where the
// e2e guards look (every route in both languages): usually a route that renders a feature with its own catalog
// without loading it in its `loader` (decision 143).
if (import.meta.env.PROD) {
  i18n.on('missing', ({ locale, id }) => console.error(`Missing ${locale} message ${id}: load its catalog in the route's loader`));
}

/** The language saved in localStorage `preferredLanguage`, else Tamil (spec 000 §1). */
export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** A catalog of its own for a group of pages (e.g. the long texts of /about, /privacy, /terms), per language. */
export type CatalogLoader = (language: Language) => Promise<{ messages: Messages }>;
const extraCatalogs = new Set<CatalogLoader>();

/**
 * Loads a route's own catalog for the active language (call it from the route's `loader`, so the pre-render and
 * hydration have its messages) and keeps it registered: every later language change loads it too, before the
 * new language is activated. Loading it again is cheap (the chunk is cached).
 */
export async function loadExtraCatalog(loader: CatalogLoader): Promise<void> {
  extraCatalogs.add(loader);
  const language = i18n.locale as Language | undefined;
  if (!language) return; // no language active yet: the first activateLanguage() loads it with the main catalog
  i18n.load(language, (await loader(language)).messages);
}

/**
 * A feature's own catalog (decision 143): its per-language loaders — literal `import()`s of its `.po` files, so the
 * bundler gives each its own chunk — as one function for the feature's routes' `loader` (see {@link loadExtraCatalog}).
 */
export function featureCatalog(loaders: Record<Language, () => Promise<{ messages: Messages }>>): () => Promise<void> {
  const load: CatalogLoader = (language) => loaders[language]();
  return () => loadExtraCatalog(load);
}

/**
 * Loads the catalog of `language` (code-split per language) and the registered extra catalogs, activates it and
 * sets `<html lang>`.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (!i18n.messages || i18n.locale !== language) {
    const [{ messages }, ...extras] = await Promise.all([loaders[language](), ...[...extraCatalogs].map((load) => load(language))]);
    // load() merges into what the language already has; loadAndActivate() would replace it and drop the extras.
    i18n.load(language, messages);
    for (const extra of extras) i18n.load(language, extra.messages);
    i18n.activate(language);
  }
  document.documentElement.lang = language;
}

/**
 * Switches the UI language and remembers it in localStorage `preferredLanguage`, mirrored in a cookie so the
 * server sends the next page's pre-rendered HTML in that language (shared/first-paint.ts).
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable (private mode): the choice lasts for this visit only
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  await activateLanguage(language);
}

export { i18n };
