import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../../test/render.tsx';
import type { OutboxEntry } from './db.ts';
import { deviceDb } from './device-db.ts';
import { OUTBOX_REFRESH_DEBOUNCE_MS, useOutboxDelivery } from './hooks.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// A post delivered by the service worker's Background Sync (or another tab) never passes through this page's
// outbox code: the page must still refresh the list it belongs to, and a refetch that left before the post
// arrived must not stand in for the refresh (useOutboxDelivery).

const KEY = ['delivery-test-list'] as const;
const INVALIDATES = { 'taxi-request': KEY };

function entry(id: string, status: OutboxEntry['status']): OutboxEntry {
  const now = Date.now();
  return { id, kind: 'taxi-request', method: 'POST', url: endpointPath(taxiContract.endpoints.create), body: {}, status, attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now };
}

/** Mounts the root's delivery hook and a list query whose fetches are counted (and can be held open). */
async function mountList(fetchList: () => Promise<string[]>) {
  function Root() {
    useOutboxDelivery(INVALIDATES);
    const list = useQuery({ queryKey: KEY, queryFn: fetchList });
    return <p>{list.data?.join(',') ?? 'loading'}</p>;
  }
  return renderWithProviders(<Root />);
}

/** Lets the debounced refresh run. */
const afterDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, OUTBOX_REFRESH_DEBOUNCE_MS + 150)));

describe('useOutboxDelivery', () => {
  it('refreshes the list when the service worker delivers a post (the entry turns "sent" in the device database)', async () => {
    const db = await deviceDb();
    await db.outbox.put(entry('already-sent', 'sent'));
    await db.outbox.put(entry('by-the-worker', 'sending'));
    let fetches = 0;
    const view = await mountList(async () => [`fetch ${++fetches}`]);
    await view.findByText('fetch 1');
    await afterDebounce();
    // What was sent before the page opened is no news.
    expect(fetches).toBe(1);

    await act(() => db.outbox.update('by-the-worker', { status: 'sent', sentAt: Date.now() }));
    await waitFor(() => expect(view.getByText('fetch 2')).toBeInTheDocument(), { timeout: 3000 });
  });

  it('refreshes the list for a delivery made while the page was still starting to watch', async () => {
    const db = await deviceDb();
    await db.outbox.put(entry('early', 'sending'));
    let fetches = 0;
    const view = await mountList(async () => [`fetch ${++fetches}`]);
    // No waiting for the watch to start: the worker delivers at once.
    await act(() => db.outbox.update('early', { status: 'sent', sentAt: Date.now() }));
    await waitFor(() => expect(view.getByText('fetch 2')).toBeInTheDocument(), { timeout: 3000 });
  });

  it('replaces a refetch that is still running when a post is delivered, instead of joining it', async () => {
    const db = await deviceDb();
    await db.outbox.put(entry('late', 'sending'));
    const held: ((rows: string[]) => void)[] = [];
    let fetches = 0;
    const view = await mountList(() => {
      fetches++;
      return fetches === 1 ? Promise.resolve(['first']) : new Promise<string[]>((resolve) => held.push(resolve));
    });
    await view.findByText('first');
    // A refetch leaves (e.g. on reconnect) and is still running when the post arrives on the server.
    act(() => {
      void view.queryClient.refetchQueries({ queryKey: KEY });
    });
    await waitFor(() => expect(fetches).toBe(2));
    await act(() => db.outbox.update('late', { status: 'sent', sentAt: Date.now() }));
    // The refresh comes after the debounce; on a busy machine later than that, so wait for it rather than a fixed time.
    await waitFor(() => expect(fetches).toBe(3), { timeout: 3000 });
    held[1]!(['with the new post']);
    expect(await view.findByText('with the new post')).toBeInTheDocument();
  });
});
