/**
 * The build itself, checked after `npm run build` (which runs before this suite, decision 156): the shell and every
 * pre-rendered page load their scripts from /assets/ files, and the only inline script is the boot script whose hash
 * the Content-Security-Policy lists (decision records on the pre-rendered first paint and the CSP). The API suite
 * checks the served headers; it runs before the build, so the built files are checked here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_SCRIPT } from '#shared/first-paint.ts';
import { expect, test } from './support/test.ts';

const distDir = path.resolve(import.meta.dirname, '../dist');

/** `dist/index.html` and every `dist/prerender/**\/*.html`. */
function builtPages(): string[] {
  const pages = [path.join(distDir, 'index.html')];
  const prerender = path.join(distDir, 'prerender');
  if (existsSync(prerender)) for (const f of readdirSync(prerender, { recursive: true, encoding: 'utf8' })) if (f.endsWith('.html')) pages.push(path.join(prerender, f));
  return pages;
}

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1] ?? '', body: (m[2] ?? '').trim() }));

test('the build has only external scripts, the hashed boot script and no inline handlers', () => {
  const pages = builtPages();
  expect(pages.length, 'pre-rendered pages in dist/prerender').toBeGreaterThan(10);
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const scripts = scriptsOf(html);
    for (const s of scripts.filter((x) => /\bsrc=/.test(x.attrs))) {
      expect(s.attrs, page).toMatch(/\bsrc="\/assets\//);
      expect(s.body, page).toBe('');
    }
    const inline = scripts.filter((s) => !/\bsrc=/.test(s.attrs));
    expect(inline.length, page).toBeLessThanOrEqual(1);
    for (const s of inline) expect(s.body, page).toBe(BOOT_SCRIPT.trim());
    expect(html, page).not.toMatch(/\son[a-z]+=/i);
  }
});
