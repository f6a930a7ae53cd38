import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadMarriageCatalog } from '../catalog.ts';
import { ProfileDetail } from '../components/profile-detail.tsx';
import { marriageContract } from '#shared/marriage/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// What a member sees of another profile's photos and contact (docs/decisions/163): the placeholder that says why,
// the photos once allowed, the contact step (pay for access) or the contact itself, and withdrawing.

const server = setupMockApi();
const ID = '3f2c9a1e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const photo = (n: number) => {
  const objectPath = `/objects/00000000-0000-4000-8000-00000000000${n}`;
  const variant = (file: string, width: number, height: number) => ({ url: `${objectPath}/${file}.webp`, width, height });
  return { objectPath, width: 800, height: 1000, variants: { w320: variant('320', 320, 400), w960: variant('960', 800, 1000), full: variant('full', 800, 1000) } };
};
const profile = (overrides: Partial<MarriageProfile> = {}): MarriageProfile => ({
  id: ID, name: 'Kavitha Sivakumar', gender: 'female', age: 27, dateOfBirth: null, city: 'Toronto', country: 'Canada', caste: null, religion: null,
  motherTongue: 'Tamil', education: 'post_graduate', educationOther: null, occupation: 'other', occupationOther: 'Pharmacist', diet: 'vegetarian',
  heightCm: null, star: null, raasi: null, languages: [], aboutMe: 'I love Carnatic music and cooking with my family.', familyDetails: null,
  partnerPreferences: null, managedBy: 'parent', status: null, hidden: null, rejectionReason: null, createdAt: '2026-11-20T10:00:00.000Z', isMine: false,
  interest: null, photoVisibility: 'accepted', photos: [], photoCount: 2, photosNote: 'after_acceptance', contact: null, contactNote: 'after_acceptance',
  ...overrides,
});
const serve = (p: MarriageProfile) =>
  server.use(
    http.get(endpointPath(marriageContract.endpoints.detail, { params: { id: ID } }), () => HttpResponse.json(p)),
    http.get(marriageContract.endpoints.myProfile.path, () => new HttpResponse(null, { status: 204 })),
  );

describe('profile photos and contact after acceptance (decision 163)', () => {
  it('without an accepted interest: a placeholder says why, no image is requested, the option and own words show', async () => {
    serve(profile());
    await renderWithProviders(<ProfileDetail id={ID} />, { user: makeUser() });
    expect(await screen.findByText(/Photos are shared after an accepted interest/)).toBeInTheDocument();
    expect(screen.getByText('(2 photos)')).toBeInTheDocument();
    expect(document.querySelectorAll('img[src^="/objects/"]')).toHaveLength(0);
    expect(screen.getByText('Pharmacist')).toBeInTheDocument();
    expect(screen.getByText('Post Graduate')).toBeInTheDocument();
    expect(screen.getByText('Contact details are shared after an accepted interest, with contact access.')).toBeInTheDocument();
  });

  it('a guest is asked to log in to see photos', async () => {
    serve(profile({ photosNote: 'log_in', name: 'Kavitha S.' }));
    await renderWithProviders(<ProfileDetail id={ID} />);
    expect(await screen.findByText(/Log in to see photos/)).toBeInTheDocument();
  });

  it('accepted, not paid: the photos (main first, thumbnails to choose), the good news and "Get contact access"', async () => {
    serve(profile({ photos: [photo(1), photo(2)], photosNote: null, interest: { id: '11111111-1111-4111-8111-111111111111', direction: 'out', status: 'accepted' }, contactNote: 'pay_for_access' }));
    await renderWithProviders(<ProfileDetail id={ID} />, { user: makeUser() });
    expect(await screen.findByText(/Good news: Kavitha Sivakumar accepted your interest/)).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Photo 1 of Kavitha Sivakumar' });
    expect(main).toHaveAttribute('src', '/objects/00000000-0000-4000-8000-000000000001/960.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of Kavitha Sivakumar' })).toHaveAttribute('src', '/objects/00000000-0000-4000-8000-000000000002/960.webp');
    expect(screen.getByRole('link', { name: 'Get contact access' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('link', { name: /^\+/ })).toBeNull();
  });

  it('accepted and paid: phone and e-mail; withdrawing asks, then calls the API', async () => {
    const interestId = '11111111-1111-4111-8111-111111111111';
    let withdrawn = false;
    serve(profile({ photos: [photo(1)], photosNote: null, interest: { id: interestId, direction: 'out', status: 'accepted' }, contact: { phoneNumber: '+94771234567', email: 'kavitha@example.com' }, contactNote: null }));
    server.use(
      http.post(endpointPath(marriageContract.endpoints.withdrawInterest, { params: { id: interestId } }), () => {
        withdrawn = true;
        return HttpResponse.json({ id: interestId, status: 'withdrawn', message: null, createdAt: '2026-11-20T10:00:00.000Z', respondedAt: '2026-11-21T10:00:00.000Z', other: { profileId: ID, name: 'Kavitha Sivakumar', age: 27, city: 'Toronto' } });
      }),
    );
    await renderWithProviders(<ProfileDetail id={ID} />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: '+94771234567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(screen.getByRole('link', { name: 'kavitha@example.com' })).toHaveAttribute('href', 'mailto:kavitha@example.com');
    window.confirm = () => true;
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my interest' }));
    await waitFor(() => expect(withdrawn).toBe(true));
  });

  it('in Tamil the placeholder and the labels are Tamil', async () => {
    serve(profile());
    await renderWithProviders(<ProfileDetail id={ID} />, { user: makeUser(), locale: 'ta' });
    await loadMarriageCatalog();
    expect(await screen.findByText(/விருப்பம் ஏற்றுக்கொள்ளப்பட்ட பின்னரே படங்கள் பகிரப்படும்/)).toBeInTheDocument();
    expect(screen.getByText('முதுகலைப் பட்டதாரி')).toBeInTheDocument();
  });
});
