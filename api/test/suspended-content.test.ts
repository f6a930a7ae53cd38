/**
 * A suspended member's content disappears everywhere at once and comes back on unsuspension
 * (docs/decisions/165-suspended-members-content.md; spec 001 §4 User, §7 suspend).
 *
 * For every kind of content a member posts, one record is made and read as a guest, another member and the admin
 * through its list (the guests' cached first page with its ETag, and the total), its search and its detail page —
 * before the author is suspended, while suspended, and after unsuspension. The list of kinds is checked against the
 * app itself: every entity with a many-to-one to the users table must be one of these kinds or be named below as
 * not public (with the reason), and every public list route must be one of these kinds' lists — so a new content
 * type that forgets the rule fails this file.
 */
import { randomBytes } from 'node:crypto';
import { applicationBody } from '#shared/jobs/samples.ts';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TeacherReviewSchema } from '../modules/education/education.entity.ts';
import { createCourse, createTeacher } from '../modules/education/education.test-support.ts';
import { insertCommunityPost } from '../modules/community/community.test-support.ts';
import { jobPageHead } from '../modules/jobs/jobs.page.ts';
import { insertJob } from '../modules/jobs/jobs.test-support.ts';
import { approvedProfile } from '../modules/marriage/marriage.test-support.ts';
import { readPublicStats } from '../modules/stats/stats.query.ts';
import { insertProduct } from '../modules/store/store.test-support.ts';
import { insertTaxiRequests, signedIn, type SignedIn } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { storeContract } from '#shared/store/contract.ts';
import { communityContract } from '#shared/community/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import { questionsContract } from '#shared/questions/contract.ts';
import { storiesContract } from '#shared/stories/contract.ts';
import { apiDocsContract } from '#shared/contracts/api-docs.ts';
import { adminContract } from '#shared/admin/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { call } from './call.ts';

vi.setConfig({ testTimeout: 120_000 });

const t: TestApp = await createTestApp();
afterAll(() => t.close());
const admin = await signedIn(t, 'admin');
const member = await signedIn(t);

/** A word found by nothing else (letters only, so every search tier treats it as one word). */
const uniqueWord = () => `zq${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** One kind of content: where it is listed and shown, and how a member makes one that everyone can see. */
interface ContentKind {
  /** The entity class that holds it (the registry check below). */
  entity: string;
  /** GET list path (keyset page `{ items, total }`). */
  list: string;
  /** GET detail path of record `id`. */
  detail: (id: string) => string;
  /** True when the list takes `search`. */
  searchable: boolean;
  /** True when the list's guest first page is cached (api/http/guest-cache.ts). */
  guestCached: boolean;
  /** Its service type at `POST /api/check-contact-access`, when its phone number is sold. */
  contactType?: string;
  /** Makes a record of `owner` visible to everyone, with `word` in a searched text; returns its id. */
  make: (owner: SignedIn, word: string) => Promise<string>;
}

const KINDS: ContentKind[] = [
  {
    entity: 'TaxiRequest',
    list: endpointPath(taxiContract.endpoints.list),
    detail: (id) => endpointPath(taxiContract.endpoints.detail, { params: { id } }),
    searchable: false,
    guestCached: true,
    contactType: 'taxi',
    make: async (owner, word) => (await insertTaxiRequests(t, owner.user, 1, () => ({ fromLocation: `Jaffna ${word}` })))[0]!.id,
  },
  {
    entity: 'JobListing',
    list: endpointPath(jobsContract.endpoints.list),
    detail: (id) => endpointPath(jobsContract.endpoints.detail, { params: { id } }),
    searchable: true,
    guestCached: true,
    make: (owner, word) => insertJob(t, owner.user, { title: `Staff nurse ${word}` }),
  },
  {
    entity: 'StoreProduct',
    list: endpointPath(storeContract.endpoints.list),
    detail: (id) => endpointPath(storeContract.endpoints.detail, { params: { id } }),
    searchable: true,
    guestCached: true,
    contactType: 'store',
    make: (owner, word) => insertProduct(t, owner.user, { name: `Tomato ${word}` }),
  },
  {
    entity: 'CommunityPost',
    list: endpointPath(communityContract.endpoints.list),
    detail: (id) => endpointPath(communityContract.endpoints.detail, { params: { id } }),
    searchable: true,
    guestCached: true,
    contactType: 'community',
    make: (owner, word) => insertCommunityPost(t, owner.user, { title: `Bicycle ${word}` }),
  },
  {
    entity: 'MarriageProfile',
    list: endpointPath(marriageContract.endpoints.list),
    detail: (id) => endpointPath(marriageContract.endpoints.detail, { params: { id } }),
    searchable: true,
    guestCached: false,
    make: async (owner, word) => (await approvedProfile(owner.agent, admin.agent, { aboutMe: `I value family and honesty ${word}.` })).id,
  },
  {
    entity: 'TeacherProfile',
    list: endpointPath(educationContract.endpoints.teachers),
    detail: (id) => endpointPath(educationContract.endpoints.teacher, { params: { id } }),
    searchable: true,
    guestCached: false,
    contactType: 'teacher',
    make: async (owner, word) => (await createTeacher(owner.agent, { bio: `I teach Tamil reading ${word} online on weekends.` })).id,
  },
  {
    entity: 'Course',
    list: endpointPath(educationContract.endpoints.courses),
    detail: (id) => endpointPath(educationContract.endpoints.course, { params: { id } }),
    searchable: true,
    guestCached: false,
    make: async (owner, word) => {
      await createTeacher(owner.agent);
      return (await createCourse(owner.agent, { title: `Tamil letters ${word}` })).id;
    },
  },
  {
    entity: 'Question',
    list: endpointPath(questionsContract.endpoints.list),
    detail: (id) => endpointPath(questionsContract.endpoints.detail, { params: { id } }),
    searchable: true,
    guestCached: false,
    make: async (owner, word) => {
      const res = await call(owner.agent, questionsContract.endpoints.ask, { body: { title: `Pongal ${word} date?`, content: 'Which day is Thai Pongal next year in Toronto?', category: 'culture' } });
      if (res.status !== 201) throw new Error(`ask: ${res.status} ${res.text}`);
      return (res.body as { id: string }).id;
    },
  },
];

/**
 * Entities with a many-to-one to users that are not public content (nobody but their member, the other party or
 * the admin reads them), or whose member-authored part is covered by another check in this file.
 */
const NOT_PUBLIC: Record<string, string> = {
  EmailVerificationToken: 'a secret of the account',
  PasswordResetToken: 'a secret of the account',
  RecoveryCode: 'a secret of the account',
  EmailChangeToken: 'a secret of the account',
  ContactMessage: 'a message to the admin',
  TeacherContact: 'the record of a phone number shown to a member',
  TeacherReview: 'shown on the teacher page only: covered by "a suspended member\'s answers and reviews" below',
  Answer: 'shown on the question page only: covered by "a suspended member\'s answers and reviews" below',
  JobApplication: 'read by the applicant and the employer only',
  MarriageReport: 'read by the admin only',
  AccessGrant: 'payments of the member',
  BillingCustomer: 'payments of the member',
  Checkout: 'payments of the member',
  Payment: 'payments of the member',
  Subscription: 'payments of the member',
  QaVote: 'a vote, shown only as a count',
  QaFlag: 'read by the admin only',
  StoreQuoteRequest: 'read by the admin and the sellers only',
  SuccessStory: 'written by the admin (createdBy); a story names its people as text, not as accounts (decision 165)',
  StoredObject: 'an upload; served only as a photo of a record listed above (uploads/visibility.ts)',
  WheelSpin: 'the member\'s own spins',
  WheelDraw: 'the draw\'s winner, shown as the draw result',
};

/** Public lists that show no member's content, with the reason. */
const NOT_MEMBER_LISTS: Record<string, string> = {
  [storiesContract.endpoints.list.path]: 'written and published by the admin (see SuccessStory above)',
};

/** Entity class names that hold a many-to-one to the users table. */
function entitiesReferencingUsers(): string[] {
  const all = Object.values(t.orm.getMetadata().getAll()) as { className: string; properties: Record<string, { kind: string; type: string }> }[];
  return all.filter((meta) => Object.values(meta.properties).some((p) => p.kind === 'm:1' && p.type === 'User')).map((meta) => meta.className).sort();
}

/** GET paths of the public lists (a page with `items`), from the API's own description. */
async function publicListPaths(): Promise<string[]> {
  const doc = (await call(t.agent(), apiDocsContract.endpoints.openApi)).body as {
    paths: Record<string, { get?: { security?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> } }>;
  };
  return Object.entries(doc.paths)
    .filter(([path, item]) => {
      const get = item.get;
      if (!get || path.includes('{') || path.startsWith('/api/admin') || path.startsWith('/api/my') || path.startsWith('/api/employer')) return false; // not a contract path: prefixes of the admin, own and employer areas
      if (get.security && get.security.length > 0 && !get.security.some((s) => Object.keys(s as object).length === 0)) return false;
      return !!get.responses?.['200']?.content?.['application/json']?.schema?.properties?.items;
    })
    .map(([path]) => path)
    .sort();
}

const suspend = async (who: SignedIn, yes: boolean) => {
  const res = await call(admin.agent, adminContract.endpoints.suspendUser, { params: { id: who.user.id }, body: yes ? { suspend: true, reason: 'Spam posts' } : { suspend: false } });
  expect(res.status, res.text).toBe(200);
};

interface Seen {
  listed: boolean;
  total: number;
  found: boolean | null;
  detail: number;
}

/** The status of `POST /api/check-contact-access` for record `id` of `kind` (null when its number is not sold). */
async function contactStatus(kind: ContentKind, id: string): Promise<number | null> {
  if (!kind.contactType) return null;
  return (await call(member.agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: kind.contactType, serviceId: id } })).status;
}

/** What `viewer` sees of record `id` of `kind`: in the list (first page of 100) and its total, found by `word`, detail status. */
async function seenBy(viewer: TestAgent, kind: ContentKind, id: string, word: string): Promise<Seen> {
  const list = await viewer.get(kind.list).query({ limit: 100 });
  expect(list.status, `${kind.list}: ${list.text}`).toBe(200);
  const body = list.body as { items: { id: string }[]; total: number };
  let found: boolean | null = null;
  if (kind.searchable) {
    const search = await viewer.get(kind.list).query({ limit: 100, search: word });
    expect(search.status, `${kind.list}?search=${word}: ${search.text}`).toBe(200);
    found = (search.body as { items: { id: string }[] }).items.some((i) => i.id === id);
  }
  const detail = await viewer.get(kind.detail(id));
  return { listed: body.items.some((i) => i.id === id), total: body.total, found, detail: detail.status };
}

describe('a suspended member\'s content disappears everywhere at once (decision 165)', () => {
  it('every entity that references a member is a content kind checked here or named as not public', () => {
    const covered = new Set([...KINDS.map((k) => k.entity), ...Object.keys(NOT_PUBLIC)]);
    const missing = entitiesReferencingUsers().filter((name) => !covered.has(name) && name !== 'User');
    expect(missing, 'add the new entity to KINDS (and make its read paths use activeOwner) or to NOT_PUBLIC with the reason').toEqual([]);
  });

  it('every public list route is the list of a content kind checked here', async () => {
    const lists = await publicListPaths();
    const known = new Set(KINDS.map((k) => k.list.replace(/:(\w+)/g, '{$1}')));
    expect(lists.filter((path) => !known.has(path) && !(path in NOT_MEMBER_LISTS))).toEqual([]);
  });

  for (const kind of KINDS) {
    it(`${kind.entity}: list, total, search and detail before, during and after a suspension`, async () => {
      const owner = await signedIn(t);
      const word = uniqueWord();
      const id = await kind.make(owner, word);
      const guest = t.agent();

      // Before: everyone sees it. The guest's first page is now cached, with its ETag.
      const firstPage = await guest.get(kind.list).query({ limit: 100 });
      const etag = firstPage.headers.etag as string | undefined;
      if (kind.guestCached) expect(etag, 'the guest first page carries an ETag').toBeTruthy();
      const before = await seenBy(guest, kind, id, word);
      expect(before).toMatchObject({ listed: true, detail: 200, ...(kind.searchable ? { found: true } : {}) });
      expect(await seenBy(member.agent, kind, id, word)).toMatchObject({ listed: true, detail: 200 });
      expect(await contactStatus(kind, id)).toBe(kind.contactType ? 200 : null);

      await suspend(owner, true);
      // At once: the guest's cached first page and its ETag are gone (a 304 would keep showing the record).
      if (etag) {
        const revalidated = await guest.get(kind.list).query({ limit: 100 }).set('If-None-Match', etag);
        expect(revalidated.status, 'the old ETag no longer matches').toBe(200);
        expect((revalidated.body as { items: { id: string }[] }).items.map((i) => i.id)).not.toContain(id);
      }
      const during = await seenBy(guest, kind, id, word);
      expect(during).toEqual({ listed: false, total: before.total - 1, found: kind.searchable ? false : null, detail: 404 });
      expect(await seenBy(member.agent, kind, id, word)).toMatchObject({ listed: false, found: kind.searchable ? false : null, detail: 404 });
      // The admin still opens it (to review the suspension), but lists are the same for everyone.
      expect((await admin.agent.get(kind.detail(id))).status).toBe(200);
      expect((await seenBy(admin.agent, kind, id, word)).listed).toBe(false);
      // Nor can its number be had.
      expect(await contactStatus(kind, id)).toBe(kind.contactType ? 404 : null);

      await suspend(owner, false);
      expect(await seenBy(guest, kind, id, word)).toEqual({ ...before, total: before.total });
      expect(await seenBy(member.agent, kind, id, word)).toMatchObject({ listed: true, detail: 200 });
      expect(await contactStatus(kind, id)).toBe(kind.contactType ? 200 : null);
    });
  }

  it('a suspended member\'s marriage interests leave the other side\'s list and cannot be answered meanwhile', async () => {
    const sender = await signedIn(t);
    const receiver = await signedIn(t);
    await approvedProfile(sender.agent, admin.agent);
    const to = await approvedProfile(receiver.agent, admin.agent, { gender: 'male' });
    const sent = await call(sender.agent, marriageContract.endpoints.sendInterest, { params: { id: to.id }, body: { message: 'We would like to talk.' } });
    expect(sent.status, sent.text).toBe(201);
    const interestId = (sent.body as { id: string }).id;
    const received = async () => ((await call(receiver.agent, marriageContract.endpoints.myInterests)).body as { received: { id: string }[] }).received.map((i) => i.id);
    expect(await received()).toContain(interestId);
    await suspend(sender, true);
    expect(await received()).not.toContain(interestId);
    expect((await call(receiver.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision: 'accept' } })).status).toBe(404);
    await suspend(sender, false);
    expect(await received()).toContain(interestId);
    expect((await call(receiver.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision: 'accept' } })).status).toBe(200);
  });

  it('nobody can apply to a suspended employer\'s job meanwhile', async () => {
    const owner = await signedIn(t);
    const id = await insertJob(t, owner.user);
    await suspend(owner, true);
    const refused = await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(id) });
    expect(refused.status, refused.text).toBe(404);
    await suspend(owner, false);
    const applied = await call(member.agent, jobsContract.endpoints.apply, { body: applicationBody(id) });
    expect(applied.status, applied.text).toBe(201);
  });

  it('a suspended employer\'s job leaves the sitemap and its shareable page head, and comes back', async () => {
    const owner = await signedIn(t);
    const id = await insertJob(t, owner.user);
    const sitemap = async () => (await call(t.agent(), jobsContract.endpoints.sitemap)).text;
    const head = () => jobPageHead(t.orm.em.fork(), id, 'https://example.test', new Date());
    expect(await sitemap()).toContain(`/jobs/${id}<`);
    expect(await head()).not.toBeNull();
    await suspend(owner, true);
    expect(await sitemap()).not.toContain(id);
    expect(await head()).toBeNull();
    await suspend(owner, false);
    expect(await sitemap()).toContain(`/jobs/${id}<`);
    expect(await head()).not.toBeNull();
  });

  it('the home statistics stop counting a suspended member\'s listings and count them again after', async () => {
    const owner = await signedIn(t);
    await insertTaxiRequests(t, owner.user, 2);
    await insertJob(t, owner.user);
    const offered = async () => (await readPublicStats(t.orm.em.fork(), new Date())).servicesOffered;
    const before = await offered();
    await suspend(owner, true);
    expect(await offered()).toBe(before - 3);
    await suspend(owner, false);
    expect(await offered()).toBe(before);
  });

  it('a suspended member\'s answers and reviews leave the pages they are shown on; the question stays', async () => {
    const asker = await signedIn(t);
    const answerer = await signedIn(t);
    const question = await call(asker.agent, questionsContract.endpoints.ask, { body: { title: 'Where to buy palmyra sprouts?', content: 'Is there a shop in London that sells odiyal?', category: 'culture' } });
    expect(question.status, question.text).toBe(201);
    const qid = (question.body as { id: string }).id;
    const answer = await call(answerer.agent, questionsContract.endpoints.answer, { params: { id: qid }, body: { content: 'The Tamil shops in East Ham have them in January.' } });
    expect(answer.status, answer.text).toBe(201);
    const aid = (answer.body as { id: string }).id;
    const answers = async () => ((await call(t.agent(), questionsContract.endpoints.detail, { params: { id: qid } })).body as { answers: { id: string }[] }).answers.map((a) => a.id);
    expect(await answers()).toContain(aid);
    await suspend(answerer, true);
    expect(await answers()).not.toContain(aid);
    expect((await call(member.agent, questionsContract.endpoints.voteAnswer, { params: { id: aid }, body: { direction: 'up' } })).status).toBe(404);
    await suspend(answerer, false);
    expect(await answers()).toContain(aid);

    // A review on a teacher's page (made in the database: reviewing needs a paid subscription, tested elsewhere).
    const teacher = await createTeacher((await signedIn(t)).agent);
    const em = t.orm.em.fork();
    const review = em.create(TeacherReviewSchema, { teacher: teacher.id, reviewer: answerer.user.id, rating: 5, text: 'Patient and clear.' } as never) as { id: string };
    await em.flush();
    const reviews = async () => ((await call(t.agent(), educationContract.endpoints.teacher, { params: { id: teacher.id } })).body as { reviews: { id: string }[] }).reviews.map((r) => r.id);
    expect(await reviews()).toContain(review.id);
    await suspend(answerer, true);
    expect(await reviews()).not.toContain(review.id);
    await suspend(answerer, false);
    expect(await reviews()).toContain(review.id);
  });

  it('a suspended member\'s questions cannot be answered or voted on meanwhile', async () => {
    const asker = await signedIn(t);
    const res = await call(asker.agent, questionsContract.endpoints.ask, { body: { title: 'Best time for Nallur festival?', content: 'Which weeks of August are the busiest at Nallur?', category: 'culture' } });
    const qid = (res.body as { id: string }).id;
    await suspend(asker, true);
    expect((await call(member.agent, questionsContract.endpoints.answer, { params: { id: qid }, body: { content: 'The last ten days, around the chariot festival.' } })).status).toBe(404);
    expect((await call(member.agent, questionsContract.endpoints.voteQuestion, { params: { id: qid }, body: { direction: 'up' } })).status).toBe(404);
    await suspend(asker, false);
    expect((await call(member.agent, questionsContract.endpoints.voteQuestion, { params: { id: qid }, body: { direction: 'up' } })).status).toBe(200);
  });
});
