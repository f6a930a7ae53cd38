import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { MemberOnly } from '../member-only.tsx';

function PostScreen({ kind }: { kind: string }) {
  return <h1>Post form ({kind})</h1>;
}

describe('MemberOnly (a member screen on a public route; spec 001 §2 "Login Required")', () => {
  it('shows a guest "Login Required" and never fetches the screen', async () => {
    const load = vi.fn(() => Promise.resolve(PostScreen));
    await renderWithProviders(<MemberOnly title="Post" load={load} props={{ kind: 'offer' }} />, { user: null });
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives a member the screen with its props, in Tamil too', async () => {
    await renderWithProviders(<MemberOnly title="Post" load={() => Promise.resolve(PostScreen)} props={{ kind: 'wanted' }} />, { user: makeUser(), locale: 'ta' });
    expect(await screen.findByRole('heading', { name: 'Post form (wanted)' })).toBeInTheDocument();
    expect(screen.queryByText('உள்நுழைவு தேவை')).toBeNull();
  });

  it('says when the screen cannot be fetched, and "Try again" fetches it afresh', async () => {
    let attempt = 0;
    const load = () => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(PostScreen));
    const user = userEvent.setup();
    await renderWithProviders(<MemberOnly title="Post" load={load} props={{ kind: 'offer' }} />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded. Check your connection.');
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Post form (offer)' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
