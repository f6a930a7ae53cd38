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
