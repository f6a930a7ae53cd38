import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TeacherDetail } from '#shared/education/responses.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { TeacherForm } from '../components/teacher-form.tsx';
import { educationContract } from '#shared/education/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// A teacher edits her weekly availability (issue 17 item 5) on "My teacher profile": rows are added, changed and
// removed, the server receives exactly the rows on screen, and a row whose end is before its start is refused on
// the device with the shared message under that row — nothing is sent.

const server = setupMockApi();
const ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const mine = (over: Partial<TeacherDetail> = {}): TeacherDetail => ({
  id: ID, name: 'Meena Raj', phone: '+919812345678', contactHidden: false, bio: 'Tamil lessons for children of the diaspora, reading and writing.',
  experience: 12, hourlyRatePence: 1500, categories: ['languages'], subjects: ['tamil'], languages: ['tamil', 'english'], lessonModes: ['online'],
  city: 'Chennai', timeZone: 'Asia/Kolkata', availability: [{ day: 6, from: '09:00', to: '11:00' }], ratingAverage: null, ratingCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z', canManage: true, courses: [], reviews: [], ...over,
});

function serve(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.get(educationContract.endpoints.myTeacher.path, () => HttpResponse.json(mine())),
    http.patch(endpointPath(educationContract.endpoints.updateTeacher, { params: { id: ID } }), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...mine(), ...body });
    }),
  );
  return sent;
}

const rows = () => within(screen.getByRole('group', { name: 'Weekly availability' })).queryAllByRole('listitem');

describe('Teacher availability editor', () => {
  it('adds, changes and removes weekly times and sends exactly the rows on screen', async () => {
    const sent = serve();
    await renderWithProviders(<TeacherForm />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'My teacher profile' });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByRole('combobox', { name: 'Day' })).toHaveValue('6');

    await userEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    expect(rows()).toHaveLength(3);
    const second = rows()[1]!;
    expect(within(second).getByRole('combobox', { name: 'Day' })).toHaveValue('7');
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Day' }), '2');
    await userEvent.clear(within(second).getByLabelText('Start time'));
    await userEvent.type(within(second).getByLabelText('Start time'), '18:30');
    await userEvent.clear(within(second).getByLabelText('End time'));
    await userEvent.type(within(second).getByLabelText('End time'), '20:00');
    await userEvent.click(within(rows()[2]!).getByRole('button', { name: /^Remove/ }));
    expect(rows()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expect.poll(() => sent.length).toBe(1);
    expect((sent[0] as { availability: unknown }).availability).toEqual([
      { day: 6, from: '09:00', to: '11:00' },
      { day: 2, from: '18:30', to: '20:00' },
    ]);
  });

  it('refuses a row that ends before it starts, with the message under that row, and sends nothing', async () => {
    const sent = serve();
    await renderWithProviders(<TeacherForm />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'My teacher profile' });
    const row = rows()[0]!;
    await userEvent.clear(within(row).getByLabelText('End time'));
    await userEvent.type(within(row).getByLabelText('End time'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Enter a day and a start time before the end time (HH:MM)');
    expect(sent).toHaveLength(0);
  });

  it('sends an empty list when every time is removed', async () => {
    const sent = serve();
    await renderWithProviders(<TeacherForm />, { user: makeUser() });
    await screen.findByRole('heading', { name: 'My teacher profile' });
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: /^Remove/ }));
    expect(screen.getByText('No times added yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expect.poll(() => sent.length).toBe(1);
    expect((sent[0] as { availability: unknown }).availability).toEqual([]);
  });
});
