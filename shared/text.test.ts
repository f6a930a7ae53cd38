import { describe, expect, it } from 'vitest';
import { cleanText, hasInvisibleControls } from './text.ts';

describe('cleanText (decision 159)', () => {
  it('removes direction overrides, embeddings, isolates and marks, zero-width spaces, word joiners and BOMs', () => {
    expect(cleanText('Vasanthi \u202Eihtnasav\u202C R.')).toBe('Vasanthi ihtnasav R.');
    expect(cleanText('\u2066Kumar\u2069 \u2067\u2068x\u2069')).toBe('Kumar x');
    expect(cleanText('Ka\u200Bvi\u2060tha\uFEFF\u200E\u200F\u061C')).toBe('Kavitha');
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u2060', '\uFEFF']) {
      expect(cleanText(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe('ab');
      expect(hasInvisibleControls(`a${c}b`)).toBe(true);
    }
  });

  it('keeps ZWNJ and ZWJ inside Tamil words and emoji, and drops them at the edges of words', () => {
    expect(cleanText('க்\u200Cஷ')).toBe('க்\u200Cஷ');
    expect(cleanText('ஸ்\u200Dரீ')).toBe('ஸ்\u200Dரீ');
    expect(cleanText('👩\u200D💻 family')).toBe('👩\u200D💻 family');
    expect(cleanText('\u200Dகலா\u200C \u200Cராணி\u200D')).toBe('கலா ராணி');
    expect(hasInvisibleControls('க்\u200Cஷ')).toBe(false);
  });

  it('leaves everything else as typed: `$` patterns, line breaks, spaces', () => {
    expect(cleanText("$` $' $& $1 $$")).toBe("$` $' $& $1 $$");
    expect(cleanText('  line one\nline two  ')).toBe('  line one\nline two  ');
  });
});
