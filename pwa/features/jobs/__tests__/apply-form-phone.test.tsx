import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadJobsCatalog } from '../catalog.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { SAMPLE_JOB_ID, sampleJob } from './samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// Phone numbers as people type them (decision 168): the apply form reads a number without "+" in the member's
// country, sends E.164, shows an example of that country, and refuses a wrong number with a catalog message.

beforeAll(() => Promise.all([loadJobsCatalog(), loadErrorMessages()]));
const server = setupMockApi();
const JOB = SAMPLE_JOB_ID;

const job = sampleJob;

/** Serves the job and "not applied yet"; returns the bodies of POST /api/job-applications. */
function api() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(endpointPath(jobsContract.endpoints.detail, { params: { id: JOB } }), () => HttpResponse.json(job)),
    http.get(jobsContract.endpoints.myApplications.path, () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    http.post(jobsContract.endpoints.apply.path, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'stop here', code: 'already_applied' }, { status: 409 });
    }),
  );
  return bodies;
}

async function fillAndSubmit(phone: string, labels: { phone: RegExp; location: RegExp; experience: RegExp; letter: RegExp; submit: RegExp }) {
  await userEvent.type(await screen.findByLabelText(labels.phone), phone);
  await userEvent.type(screen.getByLabelText(labels.location), 'Jaffna');
  await userEvent.selectOptions(screen.getByLabelText(labels.experience), '1-3');
  await userEvent.click(screen.getByLabelText(labels.letter));
  await userEvent.paste('I kept the accounts of a wholesale shop in Jaffna for three years and would like to bring that care to your company.');
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const EN = { phone: /^Phone number/, location: /^Current location/, experience: /^Total experience/, letter: /^Cover letter/, submit: /Submit application/ };
const TA = { phone: /^தொலைபேசி எண்/, location: /^தற்போதைய இருப்பிடம்/, experience: /^மொத்த அனுபவம்/, letter: /^விண்ணப்பக் கடிதம்/, submit: /விண்ணப்பத்தைச் சமர்ப்பி/ };

describe('ApplyForm phone', () => {
  it.each([
    ['Sri Lanka', '077 123 4567', '+94771234567', '071 234 5678 · +94 71 234 5678'],
    ['United Kingdom', '07911 123456', '+447911123456', '07400 123456 · +44 7400 123456'],
    ['India', '98765 43210', '+919876543210', '081234 56789 · +91 81234 56789'],
  ])('a member in %s types "%s": sent as %s; the hint shows that country\'s example', async (country, typed, e164, example) => {
    const bodies = api();
    await renderWithProviders(<ApplyForm jobId={JOB} />, { user: makeUser({ country }), locale: 'en' });
    expect(await screen.findByText(`e.g. ${example}`)).toBeInTheDocument();
    await fillAndSubmit(typed, EN);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ phone: e164, jobId: JOB });
  });

  it('a wrong number, in Tamil: the catalog message, no raw validator text, nothing sent', async () => {
    const bodies = api();
    await renderWithProviders(<ApplyForm jobId={JOB} />, { user: makeUser({ country: 'Sri Lanka' }), locale: 'ta' });
    await fillAndSubmit('077 123', TA);
    const field = await screen.findByLabelText(TA.phone);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const form = field.closest('form')!;
    expect(form).toHaveTextContent('சரியான தொலைபேசி எண் தேவை');
    expect(form.textContent).not.toMatch(/Invalid input|expected|country code/i);
    expect(bodies).toEqual([]);
  });
});
