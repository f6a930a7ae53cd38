import { vi } from 'vitest';
import { jobListSchema } from '#shared/jobs/schemas.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { liveJob, postJob } from './jobs.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('GET /api/job-listings?search= (shared search: Tamil, Latin-letter Tamil, English)', () => {
  test('finds jobs by Tamil, Tanglish, English words and prefixes; never a pending job; filters still apply', async ({ app, member, guest }) => {
    const teacher = await liveJob(app, member.agent, { title: 'கணித ஆசிரியர் தேவை', category: 'education', city: 'Jaffna' });
    const cook = await liveJob(app, member.agent, { title: 'Line Cook — South Indian kitchen', category: 'hospitality', city: 'Toronto', skills: ['Dosa', 'Tandoor'] });
    const hidden = await postJob(member.agent, { title: 'ஆசிரியர் உதவியாளர்', category: 'education' });
    const search = async (q: string, extra: Record<string, string> = {}) => {
      const res = await call(guest, jobsContract.endpoints.list).query({ search: q, ...extra });
      expect(res.status, res.text).toBe(200);
      const page = jobListSchema.parse(res.body);
      expect(page.total).toBeNull();
      return page.items.map((j) => j.id);
    };
    expect(await search('ஆசிரியர்')).toContain(teacher.id);
    expect(await search('aasiriyar')).toContain(teacher.id);
    expect(await search('asiriyar')).toContain(teacher.id);
    expect(await search('kitchen')).toContain(cook.id);
    expect(await search('tandoo')).toContain(cook.id);
    expect(await search('ஆசிரியர்')).not.toContain(hidden.id);
    expect(await search('aasiriyar', { category: 'hospitality' })).toEqual([]);
  });
});
