// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectParamLists, defineFeature, outboxKinds, outboxRefreshes } from './lib/feature.ts';
import { featureParamLists } from '../e2e/support/route-params.ts';
import { pwaFeatures } from './feature-registry.ts';
import { COMMUNITY_KEY } from './features/community/api/keys.ts';
import { EMPLOYER_KEY, MY_APPLICATIONS_KEY } from './features/jobs/api/keys.ts';
import { QUESTIONS_KEY } from './features/questions/api/keys.ts';
import { STORE_PRODUCTS_KEY } from './features/store/api/keys.ts';
import { TAXI_REQUESTS_KEY } from './features/taxi/api/keys.ts';
import { communityContract } from '#shared/community/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';

/** Every `…_OUTBOX_KIND = '…'` written in a feature's api/ folder. */
function kindsWritten(): string[] {
  const features = path.resolve(import.meta.dirname, 'features');
  return readdirSync(features).flatMap((feature) => {
    const api = path.join(features, feature, 'api');
    if (!existsSync(api)) return [];
    return readdirSync(api)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(path.join(api, f), 'utf8').matchAll(/_OUTBOX_KIND = '([^']+)'/g)].map((m) => m[1]!));
  });
}

describe('the PWA feature registry (decision 180)', () => {
  it("declares every outbox kind a feature writes (in the feature's feature.ts, listed in pwa/feature-registry.ts)", () => {
    const written = kindsWritten();
    expect(written.length).toBeGreaterThanOrEqual(13);
    expect(written.filter((kind) => !outboxKinds(pwaFeatures).includes(kind))).toEqual([]);
  });

  it('gives the root every outbox kind that refreshes a list, with that list', () => {
    expect(outboxRefreshes(pwaFeatures)).toEqual({
      'taxi-request': TAXI_REQUESTS_KEY,
      'job-listing': EMPLOYER_KEY,
      'job-application': MY_APPLICATIONS_KEY,
      question: QUESTIONS_KEY,
      answer: QUESTIONS_KEY,
      'qa-vote': QUESTIONS_KEY,
      'store-quote': STORE_PRODUCTS_KEY,
      'store-product': STORE_PRODUCTS_KEY,
      'community-post': COMMUNITY_KEY,
    });
    expect(outboxKinds(pwaFeatures)).toEqual(expect.arrayContaining(['marriage-profile', 'education-teacher', 'education-course', 'contact-message']));
  });

  it("gives the route audit the list of every named route parameter, from the features' route-params.ts", async () => {
    expect(await featureParamLists()).toEqual({
      jobId: jobsContract.endpoints.list.path,
      postId: communityContract.endpoints.list.path,
      profileId: marriageContract.endpoints.list.path,
      teacherId: educationContract.endpoints.teachers.path,
      courseId: educationContract.endpoints.courses.path,
    });
  });

  it('refuses an outbox kind or a parameter two features declare', () => {
    const a = defineFeature({ name: 'a', outbox: { x: { refreshes: null, label: { id: 'a' } } } });
    const b = defineFeature({ name: 'b', outbox: { x: { refreshes: ['b'], label: { id: 'b' } } } });
    expect(() => outboxRefreshes([a, b])).toThrow('outbox kind x is declared by both a and b');
    expect(() => collectParamLists([{ name: 'a', paramLists: { thingId: '/api/things' } }, { name: 'b', paramLists: { thingId: '/api/other-things' } }])).toThrow('route parameter thingId is declared by both a and b'); // not a contract path: two made-up lists that clash
  });
});
