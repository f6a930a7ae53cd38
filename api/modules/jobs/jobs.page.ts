import type { EntityManager } from '@mikro-orm/core';
import type { JobType, SalaryPeriod } from '#shared/jobs/constants.ts';
import { escapeHtml } from '../../http/page-heads.ts';
import type { JobListing } from './job-listing.entity.ts';
import { JobListingSchema } from './job-listing.entity.ts';
import { toIsoDate } from './jobs.presenter.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { isPublicJob, publicJobsWhere } from './jobs.repository.ts';

/** schema.org employmentType of each job type (Google's accepted values). */
const EMPLOYMENT_TYPE: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  remote: 'OTHER',
};
const UNIT_TEXT = { hourly: 'HOUR', monthly: 'MONTH', yearly: 'YEAR' } as const;

/** A description cut to `max` characters at a word boundary, for meta tags. */
const excerpt = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, flat.lastIndexOf(' ', max - 1) > 0 ? flat.lastIndexOf(' ', max - 1) : max - 1)}…`;
};

/**
 * schema.org JobPosting (Google's job posting structured data: title, description, datePosted, validThrough,
 * employmentType, hiringOrganization, jobLocation, baseSalary; remote jobs also jobLocationType TELECOMMUTE and the
 * country as applicantLocationRequirements). `url` is the page's absolute address.
 */
export function jobPostingJsonLd(job: JobListing, url: string): Record<string, unknown> {
  const deadline = toIsoDate(job.applicationDeadline);
  const min = job.salaryMin == null ? null : Number(job.salaryMin);
  const max = job.salaryMax == null ? null : Number(job.salaryMax);
  const remote = job.workMode === 'remote' || job.jobType === 'remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, job.requirements, job.responsibilities].map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    url,
    datePosted: job.createdAt.toISOString(),
    ...(deadline ? { validThrough: `${deadline}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: { '@type': 'Organization', name: job.companyName, ...(job.companyWebsite ? { sameAs: job.companyWebsite } : {}) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: job.location, addressLocality: job.city, addressCountry: job.country },
    },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: job.country } } : {}),
    ...(min !== null || max !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(min !== null && max !== null ? { minValue: min, maxValue: max } : { value: (min ?? max)! }),
              unitText: UNIT_TEXT[job.salaryPeriod as SalaryPeriod],
            },
          },
        }
      : {}),
    directApply: !job.applicationUrl,
  };
}

/** JSON for an inline <script>: `<`, `>` and `&` escaped so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The `<head>` of the shareable job page /jobs/:id (issue 13 item 6): the job's title, a description, canonical
 * link, Open Graph and Twitter card tags and the JobPosting JSON-LD. Null for a job that is not public, a suspended
 * employer's included (decision 165; the app shows its own not-found screen).
 */
export async function jobPageHead(em: EntityManager, id: string, publicUrl: string, now: Date): Promise<{ title: string; head: string } | null> {
  const job = (await em.findOne(JobListingSchema, { id, ...activeOwner(null) })) as JobListing | null;
  if (!job || !isPublicJob(job, now)) return null;
  const url = `${publicUrl}/jobs/${job.id}`;
  const title = escapeHtml(`${job.title} · ${job.companyName}`);
  const description = escapeHtml(excerpt(`${job.city}, ${job.country} — ${job.description}`));
  const head = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, url))}</script>`,
  ].join('');
  return { title, head };
}

/** The sitemap of live jobs (`/sitemap-jobs.xml`): one <url> per public job, newest first, at most 50,000. */
export async function jobsSitemap(em: EntityManager, publicUrl: string, now: Date): Promise<string> {
  const jobs = await em.find(JobListingSchema, publicJobsWhere(now) as never, { fields: ['id', 'updatedAt'] as never, orderBy: { createdAt: 'desc' }, limit: 50_000 });
  const urls = jobs.map((j) => `<url><loc>${escapeHtml(`${publicUrl}/jobs/${j.id}`)}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
