import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TeacherDetail as Detail } from '#shared/education/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { loadEducationCatalog } from '../catalog.ts';
import { EducationPage } from '../components/education-page.tsx';
import { TeacherDetail } from '../components/teacher-detail.tsx';
import { TeacherForm } from '../components/teacher-form.tsx';
import { timeZoneName } from '../time-zone-name.ts';
import { educationContract } from '#shared/education/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// A teacher's own page and the education page as a teacher sees them (spec 000 §2 Education: a teacher manages
// their own profile and courses), in Tamil: place names for time zones, the word for online teaching.

beforeAll(loadEducationCatalog);
const server = setupMockApi();
const ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const teacher = (over: Partial<Detail> = {}): Detail => ({
  id: ID, name: 'Meena Raj', phone: '+919812345678', contactHidden: false, bio: 'Tamil lessons for children of the diaspora, reading and writing.',
  experience: 12, hourlyRatePence: 1500, categories: ['languages'], subjects: ['tamil'], languages: ['tamil', 'english'], lessonModes: ['online'],
  city: 'Chennai', timeZone: 'Asia/Colombo', availability: [{ day: 6, from: '09:00', to: '11:00' }], ratingAverage: null, ratingCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z', canManage: true, courses: [], reviews: [], ...over,
});

describe('time zone names (Intl)', () => {
  it('names teacher zones by their country in the reader’s language, never by the IANA id', () => {
    expect(timeZoneName('Asia/Colombo', 'ta')).toBe('இலங்கை');
    expect(timeZoneName('Asia/Colombo', 'en')).toBe('Sri Lanka');
    expect(timeZoneName('Europe/London', 'en')).toBe('United Kingdom');
    expect(timeZoneName('America/Toronto', 'en')).toBe('Canada (Eastern Time)');
    expect(timeZoneName('Europe/Rome', 'en')).toBe('Central European Time');
    for (const zone of ['Asia/Colombo', 'Asia/Kolkata', 'America/Toronto', 'Pacific/Auckland']) expect(timeZoneName(zone, 'ta')).not.toContain('/');
  });
});

describe('a teacher’s own page', () => {
  it('offers "Edit my profile" and "Add a course" to the teacher, shows "online" as teaching online and the zone as a place (Tamil)', async () => {
    server.use(http.get(endpointPath(educationContract.endpoints.teacher, { params: { id: ID } }), () => HttpResponse.json(teacher())));
    await renderWithProviders(<TeacherDetail id={ID} />, { user: makeUser(), locale: 'ta' });
    await screen.findByRole('heading', { name: 'Meena Raj' });
    expect(screen.getByRole('link', { name: 'என் சுயவிவரத்தைத் திருத்து' })).toHaveAttribute('href', '/become-teacher');
    expect(screen.getByRole('link', { name: 'பாடநெறியைச் சேர்' })).toHaveAttribute('href', '/create-course');
    expect(screen.getByText(/இணையவழி/)).toBeInTheDocument();
    expect(screen.queryByText(/இணைப்பில் உள்ளது/)).toBeNull();
    expect(screen.getByRole('heading', { name: /கிடைக்கும் நேரம்/ }).textContent).not.toMatch(/[A-Za-z]+\/[A-Za-z_]+/);
  });

  it('shows neither to anyone else', async () => {
    server.use(http.get(endpointPath(educationContract.endpoints.teacher, { params: { id: ID } }), () => HttpResponse.json(teacher({ canManage: false, phone: null, contactHidden: true }))));
    await renderWithProviders(<TeacherDetail id={ID} />, { user: makeUser(), locale: 'en' });
    await screen.findByRole('heading', { name: 'Meena Raj' });
    expect(screen.queryByRole('link', { name: 'Edit my profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a course' })).toBeNull();
  });

  it('lists the time zones in the form as places (Tamil)', async () => {
    server.use(http.get(educationContract.endpoints.myTeacher.path, () => HttpResponse.json(teacher())));
    await renderWithProviders(<TeacherForm />, { user: makeUser(), locale: 'ta' });
    const zone = await screen.findByRole('combobox', { name: /நேர வலயம்/ });
    const options = within(zone).getAllByRole('option').map((o) => o.textContent ?? '');
    expect(options).toContain('இலங்கை');
    expect(options.join(' ')).not.toContain('/');
  });
});

describe('the education page', () => {
  const emptyLists = () =>
    server.use(
      http.get(educationContract.endpoints.teachers.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
      http.get(educationContract.endpoints.courses.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
      http.get(paymentsContract.endpoints.educationSubscriptionStatus.path, () => HttpResponse.json({ isActive: false, periodEnd: null, cancelAtPeriodEnd: false })),
    );

  it('offers a teacher their own page instead of "Become a teacher"', async () => {
    emptyLists();
    server.use(http.get(educationContract.endpoints.myTeacher.path, () => HttpResponse.json(teacher())));
    await renderWithProviders(<EducationPage />, { user: makeUser(), locale: 'en' });
    expect(await screen.findByRole('link', { name: 'My teacher page' })).toHaveAttribute('href', `/teacher/${ID}`);
    expect(screen.queryByRole('link', { name: 'Become a teacher' })).toBeNull();
  });

  it('offers a member without a teacher profile (204, no console 404) "Become a teacher"', async () => {
    emptyLists();
    server.use(http.get(educationContract.endpoints.myTeacher.path, () => new HttpResponse(null, { status: 204 })));
    await renderWithProviders(<EducationPage />, { user: makeUser(), locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Become a teacher' })).toHaveAttribute('href', '/become-teacher');
  });
});
