import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { taxiListSchema } from '#shared/schemas/taxi.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, insertTaxiRequests, loginAgent, taxiBody } from '../../test/factories.ts';
import { TaxiRequestSchema } from './taxi-request.entity.ts';

// Issue 2 item 7: "contactNumber is in NO response in this issue" — not for guests, not for other members and not
// for the request's own poster. This scans every taxi response body as raw JSON text.

let t: TestApp;
const viewers: Record<'guest' | 'owner' | 'other', () => TestAgent> = {} as never;
/** Every response body seen, as the JSON text a client receives. */
const seen: Array<{ what: string; text: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createMember(t);
  const other = await createMember(t);
  const ownerAgent = await loginAgent(t, owner.user.email, owner.password);
  const otherAgent = await loginAgent(t, other.user.email, other.password);
  viewers.guest = () => t.agent();
  viewers.owner = () => ownerAgent;
  viewers.other = () => otherAgent;
  // Rows with distinctive numbers, some hidden, plus rows created through the API by both members.
  await insertTaxiRequests(t, owner.user, 12, (i) => ({
    contactNumber: `+9477555${String(1000 + i).padStart(4, '0')}`,
    ...(i === 5 ? { isActive: false } : i === 6 ? { isApproved: false } : {}),
  }));
  for (const [name, agent] of [['owner', ownerAgent], ['other', otherAgent]] as const) {
    for (const contactNumber of ['+94 71 234 5678', '+44 7911 123456', '+91 98765 43210']) {
      const res = await agent.post('/api/taxi-services').send(taxiBody({ contactNumber }));
      expect(res.status, res.text).toBe(201);
      seen.push({ what: `create by ${name}`, text: res.text });
    }
  }
});
afterAll(() => t.close());

/** Every contact number stored, in E.164 and as the national significant digits (e.g. 771234567). */
async function storedNumbers(): Promise<string[]> {
  const rows = await t.orm.em.fork().find(TaxiRequestSchema, {});
  const numbers = new Set<string>();
  for (const row of rows) {
    numbers.add(row.contactNumber);
    numbers.add(row.contactNumber.replace(/^\+(94|44|91)/, ''));
  }
  return [...numbers];
}

describe('contact numbers of taxi requests', () => {
  it('appear in no taxi response body — list pages, details and creations — for a guest, the owner or another member', async () => {
    for (const [name, agent] of Object.entries(viewers)) {
      let cursor: string | null = null;
      const ids: string[] = [];
      do {
        const res = await agent().get('/api/taxi-services').query(cursor ? { limit: 4, cursor } : { limit: 4 });
        expect(res.status).toBe(200);
        seen.push({ what: `list page for ${name}`, text: res.text });
        const page = taxiListSchema.parse(res.body);
        ids.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids).toHaveLength(16);
      for (const id of ids) {
        const res = await agent().get(`/api/taxi-services/${id}`);
        expect(res.status).toBe(200);
        seen.push({ what: `detail ${id} for ${name}`, text: res.text });
      }
    }

    const numbers = await storedNumbers();
    expect(numbers.length).toBeGreaterThanOrEqual(2 * 13);
    expect(seen.length).toBeGreaterThan(50);
    for (const { what, text } of seen) {
      expect(text, what).not.toMatch(/contactNumber/i);
      expect(text, what).not.toMatch(/contact_number/i);
      for (const n of numbers) expect(text.includes(n), `${what} leaks ${n}`).toBe(false);
    }
  });
});
