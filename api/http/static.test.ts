import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './static.ts';

// The built PWA as vite-plugin-compression2 leaves it: text files with `.br` and `.gz` copies beside them.
let dir: string;
let server: ReturnType<Koa['callback']>;
/** Size of each precompressed copy written, by file name (`assets/index-abc123.js.br` → bytes). */
const sizes = new Map<string, number>();
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><html><head><title>t</title></head><body>${'<p>hello</p>'.repeat(200)}</body></html>`;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tc-static-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['assets/index-abc123.js', js],
    ['index.html', html],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    for (const [ext, bytes] of [['br', brotliCompressSync(text)], ['gz', gzipSync(text)]] as const) {
      writeFileSync(path.join(dir, `${file}.${ext}`), bytes);
      sizes.set(`${file}.${ext}`, bytes.length);
    }
  }
  const app = new Koa();
  // The order of api/app.ts: compression first, then the static files.
  app.use(compress({ threshold: 1024 }));
  app.use(serveApp(dir));
  server = app.callback();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// supertest decodes br/gzip bodies itself: `text` is the decoded body; `content-length` tells which bytes were sent.
const get = (url: string, encoding: string) => supertest(server).get(url).set('Accept-Encoding', encoding).buffer(true);

describe('serveApp: precompressed assets', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(sizes.get('assets/index-abc123.js.br'));
    expect(res.text).toBe(js);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(sizes.get('assets/index-abc123.js.gz'));
    expect(res.text).toBe(js);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-abc123.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(js);
  });

  it('keeps index.html uncached when it is sent precompressed', async () => {
    const res = await get('/', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Number(res.headers['content-length'])).toBe(sizes.get('index.html.br'));
    expect(res.text).toBe(html);
  });

  it('answers a client-side route with index.html (compressed on the fly), uncached', async () => {
    const res = await get('/taxi-services', 'gzip').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(html);
  });
});

describe('serveApp: pre-rendered pages and unknown paths (issue 10 item 1, issue 11 defect 7)', () => {
  let built: string;
  let app: ReturnType<Koa['callback']>;
  beforeAll(() => {
    built = mkdtempSync(path.join(tmpdir(), 'tc-prerender-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(built, file)), { recursive: true });
      writeFileSync(path.join(built, file), text);
    };
    write('index.html', '<div id="root"></div>shell');
    for (const lang of ['ta', 'en']) {
      write(`prerender/${lang}/index.html`, `home ${lang}`);
      write(`prerender/${lang}/taxi-services.html`, `taxi ${lang}`);
      write(`prerender/${lang}/404.html`, `not found ${lang}`);
    }
    writeFileSync(`${path.join(built, 'prerender/ta/taxi-services.html')}.br`, brotliCompressSync('taxi ta'));
    write(
      'prerender/routes.json',
      JSON.stringify({
        pages: {
          '/': { ta: 'prerender/ta/index.html', en: 'prerender/en/index.html' },
          '/taxi-services': { ta: 'prerender/ta/taxi-services.html', en: 'prerender/en/taxi-services.html' },
        },
        notFound: { ta: 'prerender/ta/404.html', en: 'prerender/en/404.html' },
        routes: ['/', '/taxi-services', '/profile', '/jobs/$id', '/files/$'],
      }),
    );
    const koa = new Koa();
    koa.use(serveApp(built));
    app = koa.callback();
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const page = (url: string) => supertest(app).get(url).set('Accept', 'text/html').set('Accept-Encoding', 'identity');

  it('sends a public route its pre-rendered page in Tamil without a language cookie, in English with tc_lang=en', async () => {
    const ta = await page('/');
    expect(ta.status).toBe(200);
    expect(ta.text).toBe('home ta');
    expect(ta.headers.vary).toMatch(/Cookie/);
    expect(ta.headers['cache-control']).toBe('no-cache');
    const en = await page('/taxi-services/').set('Cookie', 'tc_lang=en');
    expect(en.status).toBe(200);
    expect(en.text).toBe('taxi en');
  });

  it('sends the brotli copy of a pre-rendered page to a client that accepts br', async () => {
    const res = await supertest(app).get('/taxi-services').set('Accept', 'text/html').set('Accept-Encoding', 'br').buffer(true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe('taxi ta');
  });

  it('sends index.html with 200 for the app routes that are not pre-rendered (member pages, pages per record)', async () => {
    for (const url of ['/profile', '/jobs/123', '/files/a/b']) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('shell');
    }
  });

  it('answers an old address of a page with a 301 to its one route, the query kept (shared/route-redirects.ts, decision 179)', async () => {
    for (const url of ['/jobs/post', '/jobs/post/', '/Jobs/Post']) {
      const res = await page(url);
      expect(res.status, url).toBe(301);
      expect(res.headers.location, url).toBe('/post-job');
    }
    const withQuery = await page('/jobs/post?from=mail');
    expect(withQuery.headers.location).toBe('/post-job?from=mail');
  });

  it('answers a path that is no app route with 404 and the not-found page in the visitor language', async () => {
    const ta = await page('/no-such-page');
    expect(ta.status).toBe(404);
    expect(ta.text).toBe('not found ta');
    const en = await page('/jobs').set('Cookie', 'tc_lang=en');
    expect(en.status).toBe(404);
    expect(en.text).toBe('not found en');
    const head = await supertest(app).head('/taxi-services/x').set('Accept', 'text/html');
    expect(head.status).toBe(404);
  });
});
