import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobApplication } from '#shared/jobs/schemas.ts';
import { ConnectionStatus } from '../../../components/ui/connection-status.tsx';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { offlineDb } from '../../../lib/offline/db.ts';
import { drainOutbox, enqueuePost } from '../../../lib/offline/outbox.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { APPLICATION_OUTBOX_KIND } from '../api/keys.ts';
import { loadJobsCatalog } from '../catalog.ts';
import { MyApplicationToJob } from '../components/my-application.tsx';
import { SAMPLE_JOB_ID, sampleApplication } from './samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// The job page's apply card (decision 167): a refusal is not "saved offline" — it shows the server's reason in the
// reader's language with Discard and nothing stays waiting; an application the server has says "Applied on …" and
// can be withdrawn.

// These screens read their own catalog (decision 143). The error table is loaded on demand by the card itself; it is
// loaded here first only because its first import (compiling its catalog) can take longer than a findBy waits.
beforeAll(() => Promise.all([loadJobsCatalog(), loadErrorMessages()]));
const server = setupMockApi();
const JOB = SAMPLE_JOB_ID;
const MINE = endpointPath(jobsContract.endpoints.myApplications);

const application = sampleApplication;
const page = (items: JobApplication[]) => HttpResponse.json({ items, nextCursor: null, total: items.length });

/** The apply card and the header's waiting count, as the job page shows them. */
const renderCard = (locale: 'en' | 'ta' = 'en') =>
  renderWithProviders(
    <>
      <ConnectionStatus />
      <MyApplicationToJob jobId={JOB} />
    </>,
    { user: makeUser(), locale },
  );

describe('MyApplicationToJob', () => {
  it('a second application refused as already_applied is shown with its Tamil reason and Discard; nothing waits', async () => {
    let sends = 0;
    server.use(
      http.get(MINE, () => page([])),
      http.post(jobsContract.endpoints.apply.path, () => {
        sends++;
        return HttpResponse.json({ message: 'You have already applied for this job', code: 'already_applied' }, { status: 409 });
      }),
    );
    // Queued while offline and delivered later (Background Sync, reconnect): the server refuses it.
    await enqueuePost(APPLICATION_OUTBOX_KIND, endpointPath(jobsContract.endpoints.apply), { jobId: JOB });
    await drainOutbox();
    await renderCard('ta');
    const refusal = await screen.findByRole('alert');
    await waitFor(() => expect(refusal).toHaveTextContent('இந்த வேலைக்கு ஏற்கெனவே விண்ணப்பித்துவிட்டீர்கள்.'));
    expect(screen.queryByText(/காத்திருக்கிறது|waiting/i)).not.toBeInTheDocument();
    // A refusal is never sent again, however often the outbox drains.
    await offlineDb().outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drainOutbox();
    expect(sends).toBe(1);

    await userEvent.click(within(refusal).getByRole('button', { name: 'நீக்கு' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  it('an application still on the device says so and offers no second Apply Now', async () => {
    server.use(
      http.get(MINE, () => page([])),
      http.post(jobsContract.endpoints.apply.path, () => HttpResponse.error()),
    );
    await enqueuePost(APPLICATION_OUTBOX_KIND, endpointPath(jobsContract.endpoints.apply), { jobId: JOB });
    await drainOutbox();
    await renderCard();
    expect(await screen.findByText('Saved on this device — it will be sent when you are back online.')).toBeInTheDocument();
    expect(screen.getByText(/1 post waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('before applying: Apply Now', async () => {
    server.use(http.get(MINE, ({ request }) => (new URL(request.url).searchParams.get('jobId') === JOB ? page([]) : HttpResponse.error())));
    await renderCard();
    expect(await screen.findByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', `/apply-job/${JOB}`);
  });

  it('after applying: "Applied on …" with the status, and Withdraw asked twice, then withdrawn', async () => {
    let current = application();
    let withdrawals = 0;
    server.use(
      http.get(MINE, () => page([current])),
      http.post(`${MINE}/:id/withdraw`, () => {
        withdrawals++;
        current = application({ status: 'withdrawn', statusChangedAt: '2026-11-21T10:00:00.000Z' });
        return HttpResponse.json(current);
      }),
    );
    await renderCard();
    expect(await screen.findByText('Applied on 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    expect(withdrawals).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('You withdrew your application on 21 Nov 2026')).toBeInTheDocument();
    expect(withdrawals).toBe(1);
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });

  it('a rejected application shows no Withdraw', async () => {
    server.use(http.get(MINE, () => page([application({ status: 'rejected', statusChangedAt: '2026-11-22T10:00:00.000Z' })])));
    await renderCard();
    expect(await screen.findByText('Applied on 20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });
});
