/**
 * Search matches only what the viewer may see (decision 160), for every list with a `search`
 * parameter. For each, a record is made and read back from its table: every word of it that a viewer's own copy of
 * the record (the list's item as that viewer gets it) does not contain — a surname shown as an initial, a paid phone
 * number, a date of birth, a moderation state — is searched for as that viewer, with its first three letters too;
 * none may find the record. A new searchable list without a sample below fails this file, so later lists are covered.
 */
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCourse, createTeacher } from '../modules/education/education.test-support.ts';
import { liveJob } from '../modules/jobs/jobs.test-support.ts';
import { approvedProfile } from '../modules/marriage/marriage.test-support.ts';
import { postCommunity } from '../modules/community/community.test-support.ts';
import { postProduct } from '../modules/store/store.test-support.ts';
import { signedIn, type SignedIn } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import { communityContract } from '#shared/community/contract.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from './call.ts';

vi.setConfig({ testTimeout: 120_000 });

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const admin = await signedIn(t, 'admin');

/** A record made for one searchable list: its id and the table it lives in. */
interface Sample {
  id: string;
  table: string;
}

/**
 * `GET path` of every list with `search` → makes one record visible on that list (owned by `owner`; `admin` approves
 * what needs approval). Add one here with every searchable list.
 */
const SAMPLES: Record<string, (owner: SignedIn, admin: SignedIn) => Promise<Sample>> = {
  [marriageContract.endpoints.list.path]: async (owner, admin) => ({
    id: (await approvedProfile(owner.agent, admin.agent, { name: 'Vasanthi Rajendran', caste: 'Vellalar', religion: 'Hindu' })).id,
    table: 'marriage_profiles',
  }),
  [jobsContract.endpoints.list.path]: async (owner) => ({ id: (await liveJob(t, owner.agent)).id, table: 'job_listings' }),
  [storeContract.endpoints.list.path]: async (owner) => ({ id: (await postProduct(owner.agent)).id, table: 'store_products' }),
  [educationContract.endpoints.teachers.path]: async (owner) => ({ id: (await createTeacher(owner.agent)).id, table: 'teacher_profiles' }),
  [educationContract.endpoints.courses.path]: async (owner) => {
    await createTeacher(owner.agent);
    return { id: (await createCourse(owner.agent)).id, table: 'courses' };
  },
  [communityContract.endpoints.list.path]: async (owner) => ({ id: (await postCommunity(owner.agent)).id, table: 'community_posts' }),
  [questionsContract.endpoints.list.path]: async (owner) => {
    const res = await call(owner.agent, questionsContract.endpoints.ask, { body: { title: 'Pongal date next year?', content: 'Which day is Thai Pongal next year in Toronto?', category: 'culture' } });
    if (res.status !== 201) throw new Error(`ask: ${res.status} ${res.text}`);
    return { id: (res.body as { id: string }).id, table: 'questions' };
  },
};

/** GET list paths whose query has a `search` parameter, from the API's own description (GET /api/openapi.json). */
async function searchableLists(): Promise<string[]> {
  const doc = (await call(t.agent(), apiDocsContract.endpoints.openApi)).body as { paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }> };
  return Object.entries(doc.paths)
    .filter(([, item]) => item.get?.parameters?.some((p) => p.in === 'query' && p.name === 'search'))
    .map(([path]) => path)
    .sort();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The words (3+ letters or digits) of a stored row's text columns; ids and the search columns left out. */
async function storedWords(sample: Sample): Promise<string[]> {
  const [row] = await t.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(`select * from ${sample.table} where id = ?`, [sample.id]);
  const words = new Set<string>();
  for (const [column, value] of Object.entries(row ?? {})) {
    if (column.startsWith('search_') || column.endsWith('_id') || column === 'id') continue;
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    for (const text of texts) {
      if (UUID.test(text)) continue;
      for (const word of text.match(/[\p{L}\p{M}\p{N}]{3,}/gu) ?? []) words.add(word);
    }
  }
  return [...words];
}

/** The list's items as `viewer` gets them (`search` given or not). */
async function listed(viewer: TestAgent, path: string, search?: string): Promise<{ id: string }[]> {
  const res = await viewer.get(path).query({ limit: 100, ...(search === undefined ? {} : { search }) });
  expect(res.status, `${path}?search=${search}: ${res.text}`).toBe(200);
  return (res.body as { items: { id: string }[] }).items;
}

describe('search matches only what the viewer may see', () => {
  it('every searchable list has a sample record here', async () => {
    expect(await searchableLists()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [path, make] of Object.entries(SAMPLES)) {
    it(`${path}: a guest and another member find the record by no word hidden from them`, async () => {
      const owner = await signedIn(t);
      const sample = await make(owner, admin);
      const words = await storedWords(sample);
      const viewers: [string, TestAgent][] = [['guest', t.agent()], ['member', (await signedIn(t)).agent]];
      for (const [who, viewer] of viewers) {
        const item = (await listed(viewer, path)).find((i) => i.id === sample.id);
        expect(item, `${who} lists ${sample.id}`).toBeDefined();
        const seen = JSON.stringify(item).toLowerCase();
        const hidden = words.filter((w) => !seen.includes(w.toLowerCase()));
        const probes = [...new Set(hidden.flatMap((w) => [w, [...w].slice(0, 3).join('')]).filter((p) => !seen.includes(p.toLowerCase())))];
        for (const probe of probes) {
          const found = (await listed(viewer, path, probe)).map((i) => i.id);
          expect(found, `${who} searching ${path} for "${probe}" (not shown to them)`).not.toContain(sample.id);
        }
      }
    });
  }

  it('a guest cannot find a marriage profile by the hidden surname or its first letters; a member can', async () => {
    const owner = await signedIn(t);
    const profile = await approvedProfile(owner.agent, admin.agent, { name: 'Kalaivani Thirunavukkarasu' });
    for (const probe of ['Thirunavukkarasu', 'Thiru', 'Thi', 'navukk']) {
      expect(await listed(t.agent(), endpointPath(marriageContract.endpoints.list), probe)).not.toContainEqual(expect.objectContaining({ id: profile.id }));
      expect(await listed((await signedIn(t)).agent, endpointPath(marriageContract.endpoints.list), probe)).toContainEqual(expect.objectContaining({ id: profile.id }));
    }
    // What guests see is searchable for them: the first name and the initial.
    expect(await listed(t.agent(), endpointPath(marriageContract.endpoints.list), 'Kalaivani T.')).toContainEqual(expect.objectContaining({ id: profile.id, name: 'Kalaivani T.' }));
  });
});
