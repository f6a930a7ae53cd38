import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, vi } from 'vitest';
import { serveApp } from '../../http/static.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { liveJob, postJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

// The built PWA's index.html, as serveApp finds it; the test app (the fixture) registered the jobs page head.
const dir = mkdtempSync(path.join(tmpdir(), 'tc-jobs-page-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ta"><head><title>தமிழ் சமூகம்</title></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const site = () => {
  const koa = new Koa();
  koa.use(serveApp(dir));
  return supertest(koa.callback());
};

/** The JSON-LD blocks of an HTML page, parsed. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('the shareable job page /jobs/:id (issue 13 item 6)', () => {
  test('has the job title, description, Open Graph tags and valid JobPosting JSON-LD; text cannot break out', async ({ app, member }) => {
    const job = await liveJob(app, member.agent, { title: 'Nurse </script><script>alert(1)</script>', isFeatured: false, workMode: 'remote' });
    const res = await site().get(`/jobs/${job.id}`).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<title>Nurse &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Northern Care Hospitals</title>');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toMatch(/<meta property="og:title" content="Nurse &lt;\/script&gt;/);
    expect(res.text).toMatch(/<meta name="description" content="Jaffna, Sri Lanka — We are looking for a registered staff nurse/);
    expect(res.text).toContain(`<meta property="og:url" content="${app.config.publicUrl}/jobs/${job.id}">`);
    const [posting] = jsonLd(res.text);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.createdAt,
      validThrough: `${job.applicationDeadline}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northern Care Hospitals', sameAs: 'https://northerncare.example' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Jaffna', addressCountry: 'Sri Lanka' } },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'LKR', value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 140000, unitText: 'MONTH' } },
    });
    expect(String(posting!.description)).toContain('<p>We are looking for');
  });

  test('a pending or unknown job gets the plain app page (no job data leaks)', async ({ app, member }) => {
    const pending = await postJob(member.agent, { title: 'Secret pending title' });
    const res = await site().get(`/jobs/${pending.id}`).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Secret pending title');
    expect(jsonLd(res.text)).toEqual([]);
    void app;
  });

  test('the sitemap lists live jobs only', async ({ app, member }) => {
    const live = await liveJob(app, member.agent);
    const pending = await postJob(member.agent);
    const res = await app.agent().get('/sitemap-jobs.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.text).toContain(`<loc>${app.config.publicUrl}/jobs/${live.id}</loc>`);
    expect(res.text).not.toContain(pending.id);
  });
});
