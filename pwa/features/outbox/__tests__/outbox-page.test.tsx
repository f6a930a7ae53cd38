import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import { http, HttpResponse } from 'msw';
import { ConnectionStatus } from '../../../components/ui/connection-status.tsx';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { offlineDb } from '../../../lib/offline/db.ts';
import { drainOutbox, enqueuePost } from '../../../lib/offline/outbox.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadOutboxCatalog } from '../catalog.ts';
import { OutboxPage } from '../components/outbox-page.tsx';
import { outboxSummary } from '../kinds.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';

// The kinds of two features, as the route names them (pwa/routes/-components/outbox-kinds.ts).
const TAXI_OUTBOX_KIND = 'taxi-request';
const APPLICATION_OUTBOX_KIND = 'job-application';
const KIND_LABELS = { [TAXI_OUTBOX_KIND]: msg`Taxi request`, [APPLICATION_OUTBOX_KIND]: msg`Job application` };

// "Posts on this device" (decision 179): every kind's waiting and refused posts, read from IndexedDB — so offline
// too — the refusal in the reader's language with Discard, and the header's "N waiting" leading here.

beforeAll(() => Promise.all([loadOutboxCatalog(), loadErrorMessages()]));
const server = setupMockApi();

/** Sets navigator.onLine and fires the event the app listens to. */
function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** A taxi request that cannot be sent (no network) and a job application the server refused as already made. */
async function queueOneWaitingOneRefused() {
  server.use(
    http.post(taxiContract.endpoints.create.path, () => HttpResponse.error()),
    http.post(jobsContract.endpoints.apply.path, () => HttpResponse.json({ message: 'You have already applied for this job', code: 'already_applied' }, { status: 409 })),
  );
  await enqueuePost(TAXI_OUTBOX_KIND, endpointPath(taxiContract.endpoints.create), { fromLocation: 'Colombo', toLocation: 'Kandy' });
  await enqueuePost(APPLICATION_OUTBOX_KIND, endpointPath(jobsContract.endpoints.apply), { jobId: '7d4f3a52-5f4b-4d47-9a43-0c7a1f0e2b11', fullName: 'Kavitha Sivakumar' });
  await drainOutbox();
  await waitFor(async () => expect((await offlineDb().outbox.toArray()).map((e) => e.status).sort()).toEqual(['failed', 'waiting']));
}

describe('OutboxPage', () => {
  it('lists what waits and what was refused, in Tamil, with the reason and Discard; offline too', async () => {
    await queueOneWaitingOneRefused();
    goOnline(false);
    try {
      await renderWithProviders(<OutboxPage kindLabels={KIND_LABELS} />, { user: makeUser(), locale: 'ta' });
      expect(screen.getByText('இணைப்பு இல்லை. இங்கே காத்திருப்பவை இணைப்பு திரும்பியதும் தானாக அனுப்பப்படும்.')).toBeInTheDocument();
      const waiting = await screen.findByRole('region', { name: 'அனுப்பக் காத்திருப்பவை (1)' });
      expect(within(waiting).getByText('டாக்ஸி கோரிக்கை')).toBeInTheDocument();
      expect(within(waiting).getByText('Colombo → Kandy')).toBeInTheDocument();
      expect(within(waiting).getByText('அனுப்பக் காத்திருக்கிறது')).toBeInTheDocument();
      expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();

      const refused = screen.getByRole('region', { name: 'ஏற்கப்படவில்லை (1)' });
      expect(within(refused).getByText('வேலை விண்ணப்பம்')).toBeInTheDocument();
      await waitFor(() => expect(within(refused).getByText('இந்த வேலைக்கு ஏற்கெனவே விண்ணப்பித்துவிட்டீர்கள்.')).toBeInTheDocument());
      await userEvent.click(within(refused).getByRole('button', { name: 'நீக்கு' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: /ஏற்கப்படவில்லை/ })).not.toBeInTheDocument());
      expect((await offlineDb().outbox.toArray()).map((e) => e.kind)).toEqual([TAXI_OUTBOX_KIND]);
    } finally {
      goOnline(true);
    }
  });

  it('says so when nothing is on the device', async () => {
    await renderWithProviders(<OutboxPage kindLabels={KIND_LABELS} />);
    expect(await screen.findByText('Nothing is waiting on this device. Everything you posted has been sent.')).toBeInTheDocument();
  });

  it("the header's waiting count leads to this screen", async () => {
    await queueOneWaitingOneRefused();
    const { router } = await renderWithProviders(<ConnectionStatus />);
    const link = await screen.findByRole('link', { name: /1 post waiting/ });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/outbox'));
  });
});

describe('outboxSummary', () => {
  it('names a post by its title, name or route, else the start of its text, cut between words', () => {
    expect(outboxSummary({ body: { title: 'Free bicycle', description: 'x' } })).toBe('Free bicycle');
    expect(outboxSummary({ body: { fromLocation: 'Colombo', toLocation: 'Kandy' } })).toBe('Colombo → Kandy');
    expect(outboxSummary({ body: { subject: 'Refund', name: 'Kavya' } })).toBe('Refund');
    const long = outboxSummary({ body: { content: 'word '.repeat(40) } });
    expect(long.endsWith('word…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(81);
    expect(outboxSummary({ body: { direction: 'up' } })).toBe('');
  });
});
