// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/error-codes.ts';
import { ERROR_CODE_TEXTS } from '#shared/error-texts.ts';
import { ERROR_TABLE_FILE, renderErrorTable, validationTexts } from '../../../../scripts/error-table.ts';

/*
 * The error table is generated from its one declaration in shared/ (decision 181): a code or validation message
 * added there without `node scripts/error-table.ts`, or a hand edit of the table, fails here; so does a text without
 * its Tamil in the table's own catalog (then: flock /tmp/lingui.lock npx lingui extract, and fill the msgstr).
 */

/** msgid → msgstr of a Lingui .po catalog (one-line entries, as the project's formatter writes them). */
function readPo(locale: 'ta' | 'en'): Map<string, string> {
  const text = readFileSync(new URL(`./locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const unquote = (s: string) => JSON.parse(s) as string;
  return new Map([...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((m) => [unquote(m[1]!), unquote(m[2]!)]));
}

const texts = [...ERROR_CODES.map((code) => ERROR_CODE_TEXTS[code]), ...validationTexts().map(([, text]) => text)];

describe('the error table (decision 181)', () => {
  it('is what scripts/error-table.ts renders from shared/', () => {
    expect(readFileSync(ERROR_TABLE_FILE, 'utf8')).toBe(renderErrorTable());
  });

  it('has a Tamil translation, in Tamil script, of every code and validation message', () => {
    const ta = readPo('ta');
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.filter((text) => !ta.get(text))).toEqual([]);
    // A msgstr left as the English source is not a translation.
    expect(texts.filter((text) => !/[\u0B80-\u0BFF]/.test(ta.get(text) ?? ''))).toEqual([]);
  });
});
