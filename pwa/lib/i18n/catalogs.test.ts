// @vitest-environment node
/**
 * i18n completeness (issue 2, item 10): every message in the PWA's source is in both Lingui catalogs, the Tamil
 * and English catalogs hold the same messages, every message has a non-empty translation in both, and each
 * translation keeps its message's placeholders. Messages are extracted from the source with Lingui's own
 * extractor (the same one `npm run i18n:extract` runs), in memory: nothing is written.
 *
 * To fix a failure: `npm run i18n:extract`, then fill the empty `msgstr` entries of pwa/locales/ta/messages.po.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import type { AllCatalogsType, ExtractedCatalogType } from '@lingui/cli/api';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const LOCALES = ['ta', 'en'] as const;

/** What each check found; every list is empty when the catalogs are complete. */
interface CatalogProblems {
  /** Messages in the source code that a catalog lacks. */
  notInCatalog: string[];
  /** Messages that are in one catalog but not the other. */
  notInBothCatalogs: string[];
  /** Messages whose translation is empty. */
  untranslated: string[];
  /** Translations whose placeholders differ from the message's, or that are not valid ICU messages. */
  badPlaceholders: string[];
  /** Catalog entries no longer used in the source (run `npm run i18n:extract`, which cleans them). */
  obsolete: string[];
  /**
   * Messages two catalogs translate differently: every catalog is loaded into the one i18n instance, keyed by the
   * message's id, so the catalog loaded last would decide which text a page shows.
   */
  conflicting: string[];
}

const label = (message: string | undefined, context: string | undefined, id: string) =>
  JSON.stringify(message ?? id) + (context ? ` (context ${JSON.stringify(context)})` : '');

/** The variable names a message uses, e.g. `{count, plural, one {# item} other {# items}}` → {count}. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** Compares the extracted source messages with the locale catalogs. Pure, so the checks themselves are tested. */
function findProblems(extracted: ExtractedCatalogType, catalogs: AllCatalogsType): CatalogProblems {
  const problems: CatalogProblems = { notInCatalog: [], notInBothCatalogs: [], untranslated: [], badPlaceholders: [], obsolete: [], conflicting: [] };
  for (const [id, { message, context }] of Object.entries(extracted)) {
    for (const locale of LOCALES) {
      if (!catalogs[locale]?.[id]) problems.notInCatalog.push(`${locale}: ${label(message, context, id)}`);
    }
  }
  const allIds = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale] ?? {})));
  for (const id of allIds) {
    const entries = LOCALES.map((locale) => catalogs[locale]?.[id]);
    const known = entries.find((entry) => entry !== undefined)!;
    const name = label(known.message, known.context, id);
    const missingIn = LOCALES.filter((_, i) => !entries[i]);
    if (missingIn.length) problems.notInBothCatalogs.push(`${name} is missing from ${missingIn.join(', ')}`);
    if (!extracted[id] || entries.some((entry) => entry?.obsolete)) problems.obsolete.push(name);
    const source = known.message ?? id;
    LOCALES.forEach((locale, i) => {
      const entry = entries[i];
      if (!entry) return;
      const translation = entry.translation?.trim() ?? '';
      if (!translation) {
        problems.untranslated.push(`${locale}: ${name}`);
        return;
      }
      try {
        const want = placeholdersOf(source).join(', ');
        const got = placeholdersOf(translation).join(', ');
        if (want !== got) problems.badPlaceholders.push(`${locale}: ${name} uses {${got}} instead of {${want}}`);
      } catch (error) {
        problems.badPlaceholders.push(`${locale}: ${name} is not a valid ICU message (${(error as Error).message})`);
      }
    });
  }
  return problems;
}

/** Messages that several catalogs (by path) carry with different translations in one locale. Pure, tested below. */
function findConflicts(catalogsByPath: Record<string, AllCatalogsType>): string[] {
  const conflicts: string[] = [];
  for (const locale of LOCALES) {
    const seen = new Map<string, { path: string; translation: string }>();
    for (const [path, catalogs] of Object.entries(catalogsByPath)) {
      for (const [id, entry] of Object.entries(catalogs[locale] ?? {})) {
        const translation = entry.translation ?? '';
        const first = seen.get(id);
        if (!first) seen.set(id, { path, translation });
        else if (first.translation !== translation) {
          conflicts.push(`${locale}: ${label(entry.message, entry.context, id)} is ${JSON.stringify(first.translation)} in ${first.path} but ${JSON.stringify(translation)} in ${path}`);
        }
      }
    }
  }
  return conflicts;
}

describe('Lingui catalogs (pwa/locales/{ta,en}/messages.po)', () => {
  let problems: CatalogProblems;
  let extractedCount = 0;

  beforeAll(async () => {
    const config = getConfig({ configPath: fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)) });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThan(0);
    problems = { notInCatalog: [], notInBothCatalogs: [], untranslated: [], badPlaceholders: [], obsolete: [], conflicting: [] };
    const byPath: Record<string, AllCatalogsType> = {};
    for (const catalog of catalogs) {
      const extracted = await catalog.collect();
      if (!extracted) throw new Error(`Lingui could not extract the messages of ${catalog.path}`);
      extractedCount += Object.keys(extracted).length;
      byPath[catalog.path] = await catalog.readAll([...LOCALES]);
      const found = findProblems(extracted, byPath[catalog.path]!);
      for (const key of Object.keys(problems) as (keyof CatalogProblems)[]) problems[key].push(...found[key]);
    }
    problems.conflicting.push(...findConflicts(byPath));
  }, 120_000);

  it('finds the messages of the source code', () => {
    expect(extractedCount).toBeGreaterThan(0);
  });

  it('has every message of the source code in both catalogs (run `npm run i18n:extract`)', () => {
    expect(problems.notInCatalog).toEqual([]);
  });

  it('has the same messages in the Tamil and English catalogs', () => {
    expect(problems.notInBothCatalogs).toEqual([]);
  });

  it('has a non-empty Tamil and English translation for every message', () => {
    expect(problems.untranslated).toEqual([]);
  });

  it('keeps the placeholders of each message in its translations', () => {
    expect(problems.badPlaceholders).toEqual([]);
  });

  it('has no obsolete entries (run `npm run i18n:extract`, which removes them)', () => {
    expect(problems.obsolete).toEqual([]);
  });

  it('gives a message one translation in every catalog that carries it (the last catalog loaded would win)', () => {
    expect(problems.conflicting).toEqual([]);
  });
});

describe('the catalog checks themselves', () => {
  const extracted: ExtractedCatalogType = {
    a: { message: 'Hello {name}', placeholders: {}, comments: [], origin: [] },
    b: { message: 'Goodbye', placeholders: {}, comments: [], origin: [] },
    c: { message: 'New message', placeholders: {}, comments: [], origin: [] },
  };
  const entry = (message: string, translation: string) => ({ message, translation, comments: [], origin: [], obsolete: false });

  it('reports each kind of problem', () => {
    const problems = findProblems(extracted, {
      ta: { a: entry('Hello {name}', 'வணக்கம் {nam}'), b: entry('Goodbye', ' '), z: entry('Old', 'பழைய') },
      en: { a: entry('Hello {name}', 'Hello {name}'), b: entry('Goodbye', 'Goodbye') },
    });
    expect(problems).toEqual({
      notInCatalog: ['ta: "New message"', 'en: "New message"'],
      notInBothCatalogs: ['"Old" is missing from en'],
      untranslated: ['ta: "Goodbye"'],
      badPlaceholders: ['ta: "Hello {name}" uses {nam} instead of {name}'],
      obsolete: ['"Old"'],
      conflicting: [],
    });
  });

  it('reports a message two catalogs translate differently', () => {
    const main = { ta: { a: entry('Please log in', 'உள்நுழையுங்கள்'), b: entry('Goodbye', 'போய் வருகிறேன்') }, en: { a: entry('Please log in', 'Please log in') } };
    const errors = { ta: { a: entry('Please log in', 'உள்நுழையவும்'), b: entry('Goodbye', 'போய் வருகிறேன்') }, en: { a: entry('Please log in', 'Please log in') } };
    expect(findConflicts({ main, errors })).toEqual(['ta: "Please log in" is "உள்நுழையுங்கள்" in main but "உள்நுழையவும்" in errors']);
  });

  it('reports nothing for complete catalogs', () => {
    const ta = { a: entry('Hello {name}', 'வணக்கம் {name}'), b: entry('Goodbye', 'போய் வருகிறேன்'), c: entry('New message', 'புதிய செய்தி') };
    const en = { a: entry('Hello {name}', 'Hello {name}'), b: entry('Goodbye', 'Goodbye'), c: entry('New message', 'New message') };
    expect(findProblems(extracted, { ta, en })).toEqual({ notInCatalog: [], notInBothCatalogs: [], untranslated: [], badPlaceholders: [], obsolete: [], conflicting: [] });
  });
});
