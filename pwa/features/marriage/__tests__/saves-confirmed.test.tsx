import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminMarriageProfile, MarriageInterest } from '#shared/marriage/responses.ts';
import { openToasts } from '../../../components/ui/toast.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { makeAdmin, makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadMarriageCatalog } from '../catalog.ts';
import { AdminQueuePage } from '../components/admin-queue.tsx';
import { MyInterests } from '../components/my-interests.tsx';
import { marriageContract } from '#shared/marriage/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// Answering an interest and the administrator's decisions say so on screen once saved (decision 179).

beforeAll(loadMarriageCatalog);
const server = setupMockApi();
const INTEREST = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PROFILE = '3f2c9a1e-1b2c-4d5e-8f90-a1b2c3d4e5f6';

const interest = (overrides: Partial<MarriageInterest> = {}): MarriageInterest => ({
  id: INTEREST,
  status: 'pending',
  message: 'We would like to talk.',
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  other: { profileId: PROFILE, name: 'Arun Kumar', age: 30, city: 'Chennai' },
  ...overrides,
});

describe('My interests: accept and decline are confirmed', () => {
  it.each([
    ['Accept', 'accepted', 'விருப்பம் ஏற்கப்பட்டது'],
    ['Decline', 'declined', 'விருப்பம் மறுக்கப்பட்டது'],
  ] as const)('%s says so in Tamil', async (button, status, title) => {
    let answered = false;
    server.use(
      http.get(marriageContract.endpoints.myInterests.path, () => HttpResponse.json({ sent: [], received: [interest(answered ? { status } : {})] })),
      http.post(endpointPath(marriageContract.endpoints.respondInterest, { params: { id: INTEREST } }), () => {
        answered = true;
        return HttpResponse.json(interest({ status }));
      }),
    );
    await renderWithProviders(<MyInterests />, { user: makeUser(), locale: 'ta' });
    const label = button === 'Accept' ? 'ஏற்றுக்கொள்' : 'மறு';
    await userEvent.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(openToasts()).toMatchObject([{ title }]));
    expect(openToasts()[0]!.variant).toBeUndefined();
  });

  it('a refusal is an error toast, not a confirmation', async () => {
    server.use(
      http.get(marriageContract.endpoints.myInterests.path, () => HttpResponse.json({ sent: [], received: [interest()] })),
      http.post(endpointPath(marriageContract.endpoints.respondInterest, { params: { id: INTEREST } }), () => HttpResponse.json({ code: 'status_changed', message: 'x' }, { status: 409 })),
    );
    await renderWithProviders(<MyInterests />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(openToasts()).toMatchObject([{ variant: 'destructive' }]));
  });
});

describe('Marriage profile administration: each decision names what it did', () => {
  it('hiding a profile says it is hidden from members', async () => {
    const profile = {
      id: PROFILE, name: 'Kavitha Sivakumar', gender: 'female', age: 27, dateOfBirth: null, city: 'Toronto', country: 'Canada', caste: null, religion: null,
      motherTongue: 'Tamil', education: 'post_graduate', educationOther: null, occupation: 'other', occupationOther: 'Pharmacist', diet: 'vegetarian',
      heightCm: null, star: null, raasi: null, languages: [], aboutMe: 'I love Carnatic music.', familyDetails: null, partnerPreferences: null,
      managedBy: 'parent', status: 'approved', hidden: false, rejectionReason: null, createdAt: '2026-11-20T10:00:00.000Z', isMine: false,
      interest: null, photoVisibility: 'accepted', photos: [], photoCount: 0, photosNote: null, contact: null, contactNote: null,
      ownerEmail: 'kavitha@example.com', reports: [],
    } satisfies AdminMarriageProfile;
    server.use(
      http.get(marriageContract.endpoints.adminList.path, () => HttpResponse.json({ items: [profile], nextCursor: null, total: 1 })),
      http.post(endpointPath(marriageContract.endpoints.review, { params: { id: PROFILE } }), () => HttpResponse.json({ ...profile, hidden: true })),
    );
    await renderWithProviders(<AdminQueuePage />, { user: makeAdmin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(openToasts()).toMatchObject([{ title: 'Profile hidden from members' }]));
  });
});
