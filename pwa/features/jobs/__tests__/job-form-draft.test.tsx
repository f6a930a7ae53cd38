import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadJobsCatalog } from '../catalog.ts';
import { PostJobForm } from '../components/post-job-form.tsx';

// Forms that respect people (spec 001 §2 Post job, §5): each minimum length is told before submit, with the count so
// far; what was typed is kept on this device for the same member and comes back when the form opens again.

beforeAll(() => Promise.all([loadJobsCatalog(), loadErrorMessages()]));

describe('PostJobForm draft and lengths', () => {
  it('explains the minimum length with the count so far, in Tamil', async () => {
    await renderWithProviders(<PostJobForm />, { user: makeUser(), locale: 'ta' });
    const description = await screen.findByLabelText(/^வேலை விவரம்/);
    expect(description).toHaveAccessibleDescription('குறைந்தது 50 எழுத்துகள் — இதுவரை 0');
    await userEvent.type(description, 'கணக்காளர்');
    expect(description).toHaveAccessibleDescription('குறைந்தது 50 எழுத்துகள் — இதுவரை 9');
  });

  it('keeps a draft for the same member and brings it back; another member does not get it; "Start again" empties it', async () => {
    const member = makeUser();
    const first = await renderWithProviders(<PostJobForm />, { user: member, locale: 'en' });
    await userEvent.type(await screen.findByLabelText(/^Job title/), 'Accountant in Jaffna');
    await userEvent.type(screen.getByLabelText(/^Job description/), 'Keep the books of a wholesale shop.');
    first.unmount();

    const other = await renderWithProviders(<PostJobForm />, { user: makeUser({ id: '2c0b6a0e-8a7e-4d8e-9a3a-0f1e2d3c4b5a' }), locale: 'en' });
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('');
    expect(screen.queryByText('Your draft from this device is back.')).not.toBeInTheDocument();
    other.unmount();

    await renderWithProviders(<PostJobForm />, { user: member, locale: 'en' });
    await waitFor(() => expect(screen.getByLabelText(/^Job title/)).toHaveValue('Accountant in Jaffna'));
    expect(screen.getByLabelText(/^Job description/)).toHaveValue('Keep the books of a wholesale shop.');
    expect(screen.getByText('Your draft from this device is back.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('');
    expect(localStorage.getItem(`draft:post-job:${member.id}`)).toBeNull();
  });
});
