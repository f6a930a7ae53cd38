import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { openToasts } from '../../../components/ui/toast.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { makeUser, renderWithProviders } from '../../../test/render.tsx';
import { loadJobsCatalog } from '../catalog.ts';
import { EmployerDashboard } from '../components/employer-dashboard.tsx';
import { SAMPLE_JOB_ID, sampleApplication } from './samples.ts';
import { jobsContract } from '#shared/jobs/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// The employer's saves say so on screen once the server has them (decision 179): closing or reopening a job and
// moving an application to another status. Before, only the badge changed — after a refetch, if at all.

beforeAll(loadJobsCatalog);
const server = setupMockApi();
const JOB = SAMPLE_JOB_ID;

const job = (overrides: Partial<JobListing> = {}): JobListing => ({
  id: JOB,
  title: 'Accountant',
  companyName: 'Jaffna Traders',
  description: 'd',
  requirements: 'r',
  responsibilities: 'r',
  jobType: 'full_time',
  experience: '1-3',
  workMode: 'onsite',
  category: 'it_technology',
  industry: 'Retail',
  country: 'Sri Lanka',
  city: 'Jaffna',
  location: 'Jaffna',
  salaryMin: null,
  salaryMax: null,
  currency: 'LKR',
  salaryPeriod: 'monthly',
  education: '',
  skills: [],
  languages: [],
  benefits: [],
  contactEmail: 'jobs@example.com',
  contactPhone: null,
  applicationDeadline: null,
  applicationUrl: null,
  companySize: null,
  companyWebsite: null,
  isFeatured: false,
  isUrgent: false,
  isApproved: true,
  isActive: true,
  reviewStatus: 'approved',
  rejectionReason: null,
  viewCount: 3,
  applicationCount: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  isMine: true,
  ...overrides,
});

const application = sampleApplication;

/** The dashboard's two lists, as the API answers them. */
function answerLists() {
  const stats = { totalJobs: 1, activeJobs: 1, totalApplications: 1, totalViews: 3 };
  server.use(
    http.get(jobsContract.endpoints.employerJobs.path, () => HttpResponse.json({ items: [job()], nextCursor: null, total: 1, stats })),
    http.get(jobsContract.endpoints.employerApplications.path, () => HttpResponse.json({ items: [application()], nextCursor: null, total: 1 })),
  );
}

describe('EmployerDashboard confirms each save (decision 179)', () => {
  it('closing a job says so in Tamil once saved', async () => {
    answerLists();
    server.use(http.patch(endpointPath(jobsContract.endpoints.update, { params: { id: JOB } }), () => HttpResponse.json(job({ isActive: false }))));
    await renderWithProviders(<EmployerDashboard />, { user: makeUser(), locale: 'ta' });
    await userEvent.click(await screen.findByRole('button', { name: 'இந்த வேலையை மூடு' }));
    await waitFor(() => expect(openToasts()).toMatchObject([{ title: 'வேலை மூடப்பட்டது: புதிய விண்ணப்பங்கள் ஏற்கப்படாது' }]));
  });

  it('reopening a job says so', async () => {
    answerLists();
    server.use(
      http.get(jobsContract.endpoints.employerJobs.path, () =>
        HttpResponse.json({ items: [job({ isActive: false })], nextCursor: null, total: 1, stats: { totalJobs: 1, activeJobs: 0, totalApplications: 1, totalViews: 3 } }),
      ),
      http.patch(endpointPath(jobsContract.endpoints.update, { params: { id: JOB } }), () => HttpResponse.json(job({ isActive: true }))),
    );
    await renderWithProviders(<EmployerDashboard />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen this job' }));
    await waitFor(() => expect(openToasts()).toMatchObject([{ title: 'Job reopened: members can apply again' }]));
  });

  it("changing an application's status names the new status, and a refusal is an error, not a confirmation", async () => {
    answerLists();
    server.use(http.patch(jobsContract.endpoints.setApplicationStatus.path, () => HttpResponse.json(application({ status: 'shortlisted' }))));
    await renderWithProviders(<EmployerDashboard />, { user: makeUser(), locale: 'ta' });
    await userEvent.click(screen.getByRole('tab', { name: /விண்ணப்பங்கள்/ }));
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'shortlisted');
    await waitFor(() => expect(openToasts()).toMatchObject([{ title: 'நிலை மாற்றப்பட்டது: தேர்வுப் பட்டியலில்', description: 'விண்ணப்பதாரருக்கு மின்னஞ்சலில் தெரிவிக்கப்படும்.' }]));

    server.use(http.patch(jobsContract.endpoints.setApplicationStatus.path, () => HttpResponse.json({ code: 'status_changed', message: 'x', currentStatus: 'withdrawn' }, { status: 409 })));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'offered');
    await waitFor(() => expect(openToasts()).toMatchObject([{ variant: 'destructive' }]));
  });
});
