import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../../test/render.tsx';
import { CURRENT_USER_KEY } from '../session.ts';
import { useOfflineList } from './hooks.ts';
import { defineOfflineList, readListMeta } from './lists.ts';

// Saved lists remember the viewer they were fetched for (docs/decisions/071): `isMine` is shown offline only to
// that viewer; a page fetched for a viewer who has since changed is refetched, not saved.

interface Row {
  id: string;
  isMine: boolean;
}
type Page = { items: Row[]; nextCursor: string | null; total: number };
const alice = makeUser({ id: '11111111-1111-4111-8111-111111111111', fullName: 'Alice' });
const bob = makeUser({ id: '22222222-2222-4222-8222-222222222222', fullName: 'Bob' });

function listOf(fetchPage: () => Promise<Page>) {
  return defineOfflineList<Row>({ name: 'viewer-rows', queryKey: ['viewer-rows'], fetchPage, getId: (r) => r.id, forOtherViewer: (r) => ({ ...r, isMine: false }) });
}
const page = (rows: Row[]): Page => ({ items: rows, nextCursor: null, total: rows.length });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function Rows({ def }: { def: ReturnType<typeof listOf> }) {
  const { rows } = useOfflineList(def);
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.id}>{`${r.id}:${r.isMine ? 'mine' : 'theirs'}`}</li>
      ))}
    </ul>
  );
}

async function saveAsAlice() {
  const view = await renderWithProviders(<Rows def={listOf(() => Promise.resolve(page([{ id: 'a', isMine: true }, { id: 'b', isMine: false }])))} />, { user: alice });
  expect(await screen.findByText('a:mine')).toBeInTheDocument();
  await waitFor(async () => expect((await readListMeta('viewer-rows'))?.viewerId).toBe(alice.id));
  view.unmount();
}

describe('useOfflineList and the viewer of a saved list', () => {
  it('shows the saved "mine" offline to the member it was fetched for', async () => {
    await saveAsAlice();
    await renderWithProviders(<Rows def={listOf(offline)} />, { user: alice });
    expect(await screen.findByText('a:mine')).toBeInTheDocument();
  });

  it('shows nobody else — another member or a guest — a saved "mine"', async () => {
    await saveAsAlice();
    const asBob = await renderWithProviders(<Rows def={listOf(offline)} />, { user: bob });
    expect(await screen.findByText('a:theirs')).toBeInTheDocument();
    expect(screen.queryByText('a:mine')).toBeNull();
    asBob.unmount();
    await renderWithProviders(<Rows def={listOf(offline)} />, { user: null });
    expect(await screen.findByText('a:theirs')).toBeInTheDocument();
  });

  it('refetches, and saves for the new viewer, when the session changes without a reload', async () => {
    const fetchPage = vi.fn<() => Promise<Page>>().mockResolvedValue(page([{ id: 'a', isMine: true }]));
    const view = await renderWithProviders(<Rows def={listOf(fetchPage)} />, { user: alice });
    await waitFor(async () => expect((await readListMeta('viewer-rows'))?.viewerId).toBe(alice.id));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fetchPage.mockResolvedValue(page([{ id: 'a', isMine: false }]));
    act(() => view.queryClient.setQueryData(CURRENT_USER_KEY, null)); // e.g. "log out everywhere"
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('a:theirs')).toBeInTheDocument();
    await waitFor(async () => expect((await readListMeta('viewer-rows'))?.viewerId).toBeNull());
  });
});
