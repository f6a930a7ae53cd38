import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 11 defect 4: the Tamil font has no italic, so any italic makes the browser slant Tamil glyphs into a fake
// oblique. No style of the app may ask for italic or oblique type; emphasis is by weight or colour. (Elements that
// are italic by default — em, i, cite, var, dfn, address — are reset in styles/app.css, and the e2e layout guard
// checks the computed style of every element on every route.)

const PWA = path.resolve(import.meta.dirname, '..');

/** Every .css/.ts/.tsx file of the PWA's source (not dependencies, not generated files, not tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'locales' ? [] : sources(full);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });
}

/** `file:line: text` for each line of `file` matching `pattern`. */
function offending(file: string, pattern: RegExp): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(PWA, file)}:${i + 1}: ${line.trim()}`] : []));
}

describe('no italic type (the Tamil font has none)', () => {
  const files = sources(PWA);

  it('finds the PWA sources to check', () => {
    expect(files.some((f) => f.endsWith(path.join('styles', 'app.css')))).toBe(true);
    expect(files.filter((f) => f.endsWith('.tsx')).length).toBeGreaterThan(10);
  });

  it('no stylesheet or inline style asks for italic or oblique', () => {
    const pattern = /font-style\s*:\s*(italic|oblique)|fontStyle\s*:\s*['"](italic|oblique)|font\s*:[^;]*\b(italic|oblique)\b/i;
    expect(files.flatMap((f) => offending(f, pattern))).toEqual([]);
  });

  it('no component renders <i> or <em> (use <strong> or a class for emphasis)', () => {
    const tsx = files.filter((f) => f.endsWith('.tsx'));
    expect(tsx.flatMap((f) => offending(f, /<(i|em)[\s>]/))).toEqual([]);
  });

  it('the base stylesheet resets the elements that are italic by default and turns off synthetic italics', () => {
    const css = readFileSync(path.join(PWA, 'styles', 'app.css'), 'utf8');
    expect(css).toMatch(/em, i, cite, var, dfn, address \{ font-style: normal; \}/);
    expect(css).toMatch(/font-synthesis-style: none/);
  });
});
