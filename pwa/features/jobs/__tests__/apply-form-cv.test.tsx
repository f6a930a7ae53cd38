import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadJobsCatalog } from '../catalog.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { SAMPLE_JOB_ID, sampleJob } from './samples.ts';
import { endpointPath } from '#shared/contracts/contract.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';

// A CV as a PDF on the apply form (spec 001 §5 Application form; decision 177): uploaded through the uploads
// service with progress, its id sent with the application; refusals in the member's language; offline it says
// that uploading needs a connection.

beforeAll(() => Promise.all([loadJobsCatalog(), loadErrorMessages()]));
// The GET route table is generated on its first import by a Node process that loads every contract
// (scripts/contract-routes-plugin.ts, decision 182): about 3 s on an idle machine, which the first screen's findBy
// (5 s, pwa/test/setup.ts) otherwise pays when this file runs alone. Loaded here, the screen's wait is the screen's.
beforeAll(() => import('virtual:contract-routes'), 60_000);
afterEach(() => vi.restoreAllMocks());
const server = setupMockApi();
const JOB = SAMPLE_JOB_ID;
const CV = '0b8e4a7e-3c1d-4f7a-9d2e-5a6b7c8d9e0f';
const UPLOAD_BASE = `http://localhost:3000${endpointPath(uploadsContract.endpoints.uploadBytes, { params: { id: '' } })}`;
const { detail, myApplications, apply } = jobsContract.endpoints;
const { requestUpload, document: storeDocument } = uploadsContract.endpoints;

const job = sampleJob;

const pdf = (name = 'kavitha-cv.pdf') => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' });

/** The job, "not applied yet", the three upload calls (the document's PUT answered by `putResult`), the application. */
function api(putResult: () => Response = () => HttpResponse.json({ objectId: CV, url: `/objects/${CV}/document.pdf`, mediaType: 'application/pdf', bytes: 1_572_864 })) {
  const log = { kinds: [] as unknown[], applications: [] as Record<string, unknown>[] };
  server.use(
    http.get(endpointPath(detail, { params: { id: JOB } }), () => HttpResponse.json(job)),
    http.get(myApplications.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    http.post(requestUpload.path, async ({ request }) => {
      log.kinds.push(((await request.json()) as { kind?: string }).kind);
      return HttpResponse.json({ uploadURL: `${UPLOAD_BASE}${CV}?expires=9999999999&signature=sig` });
    }),
    http.put(`${UPLOAD_BASE}:id`, () => new Response(null, { status: 200 })),
    http.put(storeDocument.path, putResult),
    http.post(apply.path, async ({ request }) => {
      log.applications.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'stop here', code: 'already_applied' }, { status: 409 });
    }),
  );
  return log;
}

async function fillRequired() {
  await userEvent.type(await screen.findByLabelText(/^Phone number/), '077 123 4567');
  await userEvent.type(screen.getByLabelText(/^Current location/), 'Jaffna');
  await userEvent.selectOptions(screen.getByLabelText(/^Total experience/), '1-3');
  await userEvent.click(screen.getByLabelText(/^Cover letter/));
  await userEvent.paste('I kept the accounts of a wholesale shop in Jaffna for three years and would like to bring that care to your company.');
}

describe('ApplyForm: Upload CV (PDF, up to 5 MB)', () => {
  it('uploads the PDF as a document, shows it attached, and sends its id with the application', async () => {
    const log = api();
    await renderWithProviders(<ApplyForm jobId={JOB} />, { user: makeUser({ country: 'Sri Lanka' }), locale: 'en' });
    await userEvent.upload(await screen.findByLabelText(/Upload CV \(PDF, up to 5 MB\)/), pdf());
    expect(await screen.findByText('CV attached: kavitha-cv.pdf (1.5 MB)')).toBeInTheDocument();
    expect(log.kinds).toEqual(['document']);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: /Submit application/ }));
    await waitFor(() => expect(log.applications).toHaveLength(1));
    expect(log.applications[0]).toMatchObject({ jobId: JOB, resumeObjectId: CV });
    // Removing it sends the application without a CV file. The form is disabled until the refusal is back (a click on
    // the disabled Remove button would do nothing): wait for it, not for the request alone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove CV' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove CV' }));
    expect(screen.getByLabelText(/Upload CV/)).toBeEnabled();
  });

  it('in Tamil: a file that is not a PDF is refused on the device (nothing sent), and the server’s size refusal is shown', async () => {
    const log = api(() => HttpResponse.json({ message: 'This file is larger than 5 MB. Choose a smaller PDF.', code: 'document_too_large' }, { status: 413 }));
    await renderWithProviders(<ApplyForm jobId={JOB} />, { user: makeUser({ country: 'Sri Lanka' }), locale: 'ta' });
    const input = await screen.findByLabelText(/CV-ஐப் பதிவேற்றுக/);
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('இந்தக் கோப்பு PDF அல்ல. உங்கள் CV-ஐ PDF ஆகச் சேமித்து மீண்டும் தேர்ந்தெடுக்கவும்.')).toBeInTheDocument();
    expect(log.kinds).toEqual([]);
    await userEvent.upload(input, pdf());
    expect(await screen.findByText('இந்தக் கோப்பு 5 MB-ஐ விடப் பெரியது. சிறிய PDF ஒன்றைத் தேர்ந்தெடுக்கவும்.')).toBeInTheDocument();
    expect(screen.queryByText(/larger than 5 MB/)).not.toBeInTheDocument();
  });

  it('offline: the file control is off and says uploading needs a connection (the application can still be sent)', async () => {
    api();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithProviders(<ApplyForm jobId={JOB} />, { user: makeUser({ country: 'Sri Lanka' }), locale: 'en' });
    expect(await screen.findByLabelText(/Upload CV/)).toBeDisabled();
    expect(screen.getByText(/Uploading a CV needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit application/ })).toBeEnabled();
  });
});
