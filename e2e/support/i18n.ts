/**
 * Screen texts for the e2e specs in both UI languages, read from the Lingui catalogs (every catalog lingui.config.ts
 * declares: the main one, the features' and the error messages'), so a selector written with the English text also
 * finds the Tamil one (Tamil is the default language).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';
import linguiConfig from '../../lingui.config.ts';

export type Language = 'ta' | 'en';

const catalogs = new Map<Language, CatalogType>();

/** Every catalog file of `language`, from lingui.config.ts (decisions 143, 153), the main catalog first. */
function catalogFiles(language: Language): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  return (linguiConfig.catalogs ?? []).map((c) => `${c.path.replace('<rootDir>', root).replace('{locale}', language)}.po`);
}

async function catalog(language: Language): Promise<CatalogType> {
  let loaded = catalogs.get(language);
  if (!loaded) {
    loaded = {};
    for (const filename of catalogFiles(language)) {
      const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
      loaded = { ...(parsed ?? {}), ...loaded };
    }
    catalogs.set(language, loaded);
  }
  return loaded;
}

/** The text of the English message `english` in `language` (the English text when it has no translation). */
export async function tr(english: string, language: Language): Promise<string> {
  if (language === 'en') return english;
  const entry = Object.values(await catalog(language)).find((e) => e.message === english);
  return entry?.translation?.trim() || english;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression matching the whole English or Tamil text of `english`, optionally followed by the
 * required-field star, e.g. for `getByLabel`, `getByRole(…, { name })`, `getByText`.
 */
export async function either(english: string): Promise<RegExp> {
  const texts = [...new Set([english, await tr(english, 'ta')])].map(escape);
  return new RegExp(`^\\s*(?:${texts.join('|')})(?:\\s*\\*)?\\s*$`);
}
