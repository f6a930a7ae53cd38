import { describe, expect, it } from 'vitest';
import { definedOnly, flag, oneOf, redirectParam, text } from './search-params.ts';

/** Values of every kind TanStack Router's search parser can hand a route (JSON-parsed URL parameters). */
const OTHER_KINDS: unknown[] = [undefined, null, 0, 1, true, false, {}, [], ['a'], { a: 1 }];

describe('URL search parameters', () => {
  it('keeps a same-site path as the redirect and drops other hosts, schemes, whitespace, long values and other kinds', () => {
    for (const ok of ['/', '/taxi-services?post=true', '/#daily-wheel', '/questions/abc', '/தமிழ்']) expect(redirectParam(ok)).toBe(ok);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'taxi', '', '/a b', '/x\n', `/${'a'.repeat(500)}`, ...OTHER_KINDS]) {
      expect(redirectParam(bad)).toBeUndefined();
    }
    expect(redirectParam(`/${'a'.repeat(499)}`)).toHaveLength(500);
  });

  it('keeps only the listed values of an enumeration', () => {
    expect(oneOf(['offer', 'wanted'] as const, 'wanted')).toBe('wanted');
    for (const bad of ['Wanted', 'offer ', '', 'constructor', ...OTHER_KINDS]) expect(oneOf(['offer', 'wanted'] as const, bad)).toBeUndefined();
  });

  it('keeps booleans only', () => {
    expect(flag(true)).toBe(true);
    expect(flag(false)).toBe(false);
    for (const bad of ['true', 1, 0, null, undefined, {}]) expect(flag(bad)).toBeUndefined();
  });

  it('trims text and keeps 1 to maxLength characters', () => {
    expect(text('  abc  ', 3)).toBe('abc');
    for (const bad of ['', '   ', 'abcd', ...OTHER_KINDS]) expect(text(bad, 3)).toBeUndefined();
  });

  it('leaves dropped parameters out of the search object', () => {
    expect(definedOnly({ a: 'x', b: undefined })).toEqual({ a: 'x' });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});
