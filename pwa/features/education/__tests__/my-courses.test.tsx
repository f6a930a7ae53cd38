import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Course } from '#shared/education/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadEducationCatalog } from '../catalog.ts';
import { EducationPage } from '../components/education-page.tsx';
import { educationContract } from '#shared/education/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';

// "My courses" (decision 179): /education?mine=1 shows a member the courses of their own teacher profile, which
// the server finds from the session (GET /api/courses?mine=1) — a section of the education page, not a page of its own.

beforeAll(loadEducationCatalog);
const server = setupMockApi();
const TEACHER = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const course = (over: Partial<Course> = {}): Course => ({
  id: '6b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', teacherId: TEACHER, teacherName: 'Meena Raj', title: 'Tamil letters for children',
  description: 'Vowels and consonants with songs.', category: 'languages', subject: 'tamil', level: 'beginner', language: 'tamil',
  pricePence: 6000, durationHours: 10, maxStudents: 6, createdAt: '2026-11-20T10:00:00.000Z', canManage: true, ...over,
});
const page = (items: Course[]) => HttpResponse.json({ items, nextCursor: null, total: items.length });

/** Answers the education page's other requests: everyone's lists, the subscription, the member's teacher profile. */
function answerTheRest(hasTeacherProfile: boolean) {
  const asked: string[] = [];
  server.use(
    http.get(educationContract.endpoints.courses.path, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return url.searchParams.get('mine') === '1' ? page(hasTeacherProfile ? [course()] : []) : page([course({ id: '6b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e', title: 'Someone else’s course', canManage: false })]);
    }),
    http.get(educationContract.endpoints.teachers.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    http.get(paymentsContract.endpoints.educationSubscriptionStatus.path, () => HttpResponse.json({ isActive: false, expiresAt: null, cancelAtPeriodEnd: false })),
    http.get(educationContract.endpoints.myTeacher.path, () => (hasTeacherProfile ? HttpResponse.json({ id: TEACHER }) : new HttpResponse(null, { status: 204 }))),
  );
  return asked;
}

describe('EducationPage with ?mine=1', () => {
  it("shows the teacher's own courses under My courses, in Tamil, asked of the server with mine=1", async () => {
    const asked = answerTheRest(true);
    await renderWithProviders(<EducationPage mine />, { user: makeUser(), locale: 'ta' });
    expect(await screen.findByRole('heading', { name: 'என் பாடநெறிகள்' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tamil letters for children' })).toHaveAttribute('href', '/course/6b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(screen.queryByText('Someone else’s course')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'எல்லா ஆசிரியர்களும் பாடநெறிகளும்' })).toHaveAttribute('href', '/education');
    expect(asked.some((q) => new URLSearchParams(q).get('mine') === '1')).toBe(true);
  });

  it('tells a member who is no teacher how to become one', async () => {
    answerTheRest(false);
    await renderWithProviders(<EducationPage mine />, { user: makeUser() });
    expect(await screen.findByText('You are not registered as a teacher yet. Register first, then create your courses.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Become a teacher' }).length).toBeGreaterThan(0);
  });

  it("a guest gets everyone's lists (the server would answer mine=1 with 401)", async () => {
    const asked = answerTheRest(false);
    await renderWithProviders(<EducationPage mine />);
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My courses' })).toBeNull();
    await waitFor(() => expect(asked.some((q) => q.includes('mine'))).toBe(false));
  });
});
