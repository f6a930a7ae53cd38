/**
 * Every page the server renders a head for (api/http/page-heads.ts: title, description, Open Graph, JSON-LD of one
 * record, e.g. /jobs/:id) keeps its HTML whole whatever the record's text holds (decision 159). `$&`, `` $` ``,
 * `$'` and `$1` are what String.prototype.replace reads as patterns in a replacement string: a job title holding
 * one once copied index.html into the page's title and meta tags. The table below must name every registered page
 * head, so a new one is covered the day it is registered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, vi } from 'vitest';
import { escapeHtml, registeredPageHeads, withHead } from '../http/page-heads.ts';
import { serveApp } from '../http/static.ts';
import { liveJob } from '../modules/jobs/jobs.test-support.ts';
import { describe, expect, test } from './fixtures.ts';
import type { TestApp } from './harness.ts';

vi.setConfig({ testTimeout: 90_000 });

/** Text that a replacement string would expand: each pattern, `$$`, a named group and all of them in a row. */
const DOLLAR_PAYLOADS = ['$`', "$'", '$&', '$1', '$$', '$<x>', "$` $' $& $1 $0"];

/** The built index.html as serveApp finds it: one title, one script, one root. */
const INDEX_HTML =
  '<!doctype html><html lang="ta"><head><meta charset="utf-8"><title>தமிழ் சமூகம்</title>' +
  '<script type="module" src="/assets/start-abc.js"></script></head><body><div id="root"></div></body></html>';

/**
 * For each registered page head (by its name in registerPageHead): makes a public record whose title is `title`
 * and returns the path of its page.
 */
const RECORD_PAGES: Record<string, (app: TestApp, agent: TestAgent, title: string) => Promise<string>> = {
  jobs: async (app, agent, title) => `/jobs/${(await liveJob(app, agent, { title, companyName: `Company ${title}` })).id}`,
};

const dir = mkdtempSync(path.join(tmpdir(), 'tc-page-heads-'));
writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const site = () => {
  const koa = new Koa();
  koa.use(serveApp(dir));
  return supertest(koa.callback());
};

const count = (html: string, part: string) => html.split(part).length - 1;

/** The page is index.html with one title holding `title` (escaped), and nothing of index.html copied into it. */
function expectWholePage(html: string, title: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  expect(titles).toHaveLength(1);
  expect(titles[0]).toContain(escapeHtml(title));
  for (const once of ['<!doctype html>', '<html', '<head>', '</head>', '<body>', '<div id="root">', 'src="/assets/start-abc.js"']) {
    expect(count(html, once), once).toBe(1);
  }
  expect(html).not.toContain('தமிழ் சமூகம்'); // the template's own title is replaced, not copied
}

describe('pre-rendered page heads with `$` patterns in the text (decision 159)', () => {
  test('withHead puts any title and head into index.html as they are', () => {
    for (const payload of DOLLAR_PAYLOADS) {
      const title = `Nurse ${payload} night shift`;
      const html = withHead(INDEX_HTML, { title: escapeHtml(title), head: `<meta property="og:title" content="${escapeHtml(title)}">` });
      expectWholePage(html, title);
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(title)}"></head>`);
    }
    // A template without a title still ends up with exactly one.
    expectWholePage(withHead(INDEX_HTML.replace(/<title>[^<]*<\/title>/, () => ''), { title: escapeHtml('Only $& one'), head: '' }), 'Only $& one');
  });

  test('the table names every registered page head', ({ app }) => {
    void app; // the app registers the heads when it builds its routes
    expect(registeredPageHeads().sort()).toEqual(Object.keys(RECORD_PAGES).sort());
  });

  test('every registered page keeps one title and its meta tags for titles holding `$` patterns', async ({ app, member }) => {
    for (const name of registeredPageHeads()) {
      for (const payload of DOLLAR_PAYLOADS) {
        const title = `Nurse ${payload} night shift`;
        const page = await RECORD_PAGES[name]!(app, member.agent, title);
        const res = await site().get(page).set('Accept', 'text/html');
        expect(res.status, `${name} ${payload}`).toBe(200);
        expectWholePage(res.text, title);
        const ogTitles = [...res.text.matchAll(/<meta property="og:title" content="([^"]*)">/g)].map((m) => m[1]);
        expect(ogTitles, `${name} ${payload}`).toHaveLength(1);
        expect(ogTitles[0]).toContain(escapeHtml(title));
      }
    }
  });
});
