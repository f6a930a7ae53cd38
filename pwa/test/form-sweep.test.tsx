import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminUser } from '#shared/admin/schemas.ts';
import type { TeacherDetail as Teacher } from '#shared/education/responses.ts';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { loadAdminCatalog } from '../features/admin/catalog.ts';
import { MemberCard } from '../features/admin/components/member-card.tsx';
import { MemberEditDialog } from '../features/admin/components/member-edit-dialog.tsx';
import { loadAuthCatalog } from '../features/auth/catalog.ts';
import { ForgotPasswordDialog } from '../features/auth/components/forgot-password-dialog.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { ResetPasswordDialog } from '../features/auth/components/reset-password-dialog.tsx';
import { TwoFactorStep } from '../features/auth/components/two-factor-step.tsx';
import { loadCommunityCatalog } from '../features/community/catalog.ts';
import { PostForm } from '../features/community/components/post-form.tsx';
import { loadEducationCatalog } from '../features/education/catalog.ts';
import { CourseForm } from '../features/education/components/course-form.tsx';
import { TeacherDetail } from '../features/education/components/teacher-detail.tsx';
import { TeacherForm } from '../features/education/components/teacher-form.tsx';
import { ContactForm } from '../features/help/components/contact-form.tsx';
import { loadJobsCatalog } from '../features/jobs/catalog.ts';
import { ApplyForm } from '../features/jobs/components/apply-form.tsx';
import { PostJobForm } from '../features/jobs/components/post-job-form.tsx';
import { loadMarriageCatalog } from '../features/marriage/catalog.ts';
import { ProfileDetail } from '../features/marriage/components/profile-detail.tsx';
import { ProfileForm as MarriageProfileForm } from '../features/marriage/components/profile-form.tsx';
import { loadProfileCatalog } from '../features/profile/catalog.ts';
import { ChangeEmailDialog } from '../features/profile/components/change-email-dialog.tsx';
import { ChangePasswordDialog } from '../features/profile/components/change-password-dialog.tsx';
import { DisableTwoFactorDialog } from '../features/profile/components/disable-two-factor-dialog.tsx';
import { EnableTwoFactorDialog } from '../features/profile/components/enable-two-factor-dialog.tsx';
import { ProfileForm } from '../features/profile/components/profile-form.tsx';
import { AnswerForm } from '../features/questions/components/answer-form.tsx';
import { AskForm } from '../features/questions/components/ask-form.tsx';
import { AddProductForm } from '../features/store/components/add-product-form.tsx';
import { QuoteForm } from '../features/store/components/quote-form.tsx';
import { StoryForm } from '../features/stories/components/story-form.tsx';
import { PostTaxiDialog } from '../features/taxi/components/post-taxi-dialog.tsx';
import { FairnessPage } from '../features/wheel/components/fairness-page.tsx';
import { SimulatorCardForm } from '../lib/payments/simulator-card-form.tsx';
import { loadErrorMessages } from '../lib/i18n/error-messages.ts';
import {
  catalogPattern,
  foreignMessages,
  formFiles,
  refusingApi,
  shownMessages,
  submitWith,
  tamilCatalogTexts,
  WRONG_VALUES,
  type NotSwept,
  type SweptForm,
} from './form-sweep.tsx';
import { setupMockApi } from './msw.ts';
import { makeAdmin, makeUser, renderWithProviders } from './render.tsx';
import { jobsContract } from '#shared/jobs/contract.ts';
import { educationContract } from '#shared/education/contract.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { wheelContract } from '#shared/wheel/contract.ts';
import { endpointPath } from '#shared/contracts/contract.ts';

// Every form, in Tamil, submitted empty and with wrong values of each kind: every message shown is a Tamil text of
// the catalogs — never the validator's own English (spec 000 §8; docs/decisions/178).

const noop = () => undefined;
const member = makeUser({ country: 'Sri Lanka' });
const JOB = '7d4f3a52-5f4b-4d47-9a43-0c7a1f0e2b11';
const job = {
  id: JOB, title: 'Accountant', companyName: 'Jaffna Traders', description: 'd'.repeat(60), requirements: 'r'.repeat(30), responsibilities: 'x'.repeat(30),
  jobType: 'full_time', experience: '1-3', workMode: 'onsite', category: 'finance', industry: 'Trade', country: 'Sri Lanka', city: 'Jaffna', location: 'Jaffna town',
  salaryMin: null, salaryMax: null, currency: 'LKR', salaryPeriod: 'monthly', education: 'Degree', skills: [], languages: [], benefits: [], contactEmail: 'jobs@example.com',
  contactPhone: null, applicationDeadline: null, applicationUrl: null, companySize: null, companyWebsite: null, isFeatured: false, isUrgent: false, isApproved: true,
  isActive: true, reviewStatus: 'approved', rejectionReason: null, viewCount: 0, applicationCount: 0, createdAt: '2026-11-20T09:00:00.000Z', isMine: false,
} satisfies JobListing;
const emptyPage = { items: [], nextCursor: null, total: 0 };
const { qrCode: _qr, isAdmin: _admin, ...memberRow } = makeUser({ id: '7d3f0c1e-7c8a-4a57-9a8e-2f3b6c1d0e9f' });
const teacher: Teacher = {
  id: JOB, name: 'Meena Raj', phone: '+919812345678', contactHidden: false, bio: 'Tamil lessons for children of the diaspora, reading and writing.',
  experience: 12, hourlyRatePence: 1500, categories: ['languages'], subjects: ['tamil'], languages: ['tamil'], lessonModes: ['online'], city: 'Chennai',
  timeZone: 'Asia/Kolkata', availability: [], ratingAverage: null, ratingCount: 0, createdAt: '2026-11-20T10:00:00.000Z', canManage: false, courses: [], reviews: [],
};
const marriageProfile: MarriageProfile = {
  id: JOB, name: 'Kavitha Sivakumar', gender: 'female', age: 27, dateOfBirth: null, city: 'Toronto', country: 'Canada', caste: null, religion: null,
  motherTongue: 'Tamil', education: 'post_graduate', educationOther: null, occupation: 'other', occupationOther: 'Pharmacist', diet: 'vegetarian',
  heightCm: null, star: null, raasi: null, languages: [], aboutMe: 'I love Carnatic music and cooking with my family.', familyDetails: null,
  partnerPreferences: null, managedBy: 'parent', status: null, hidden: null, rejectionReason: null, createdAt: '2026-11-20T10:00:00.000Z', isMine: false,
  interest: null, photoVisibility: 'accepted', photos: [], photoCount: 0, photosNote: 'after_acceptance', contact: null, contactNote: 'after_acceptance',
};

/** The forms of the PWA and how each is brought on screen. */
const FORMS: SweptForm[] = [
  { file: 'pwa/features/auth/components/login-form.tsx', name: 'log in', ui: () => <LoginForm /> },
  { file: 'pwa/features/auth/components/register-form.tsx', name: 'register', ui: () => <RegisterForm /> },
  { file: 'pwa/features/auth/components/forgot-password-dialog.tsx', name: 'forgot password', ui: () => <ForgotPasswordDialog open onOpenChange={noop} onResetToken={noop} /> },
  { file: 'pwa/features/auth/components/reset-password-dialog.tsx', name: 'reset password', ui: () => <ResetPasswordDialog open token="t" onOpenChange={noop} /> },
  { file: 'pwa/features/auth/components/two-factor-step.tsx', name: 'two-factor code at log-in', ui: () => <TwoFactorStep onSignedIn={noop} onRestart={noop} /> },
  { file: 'pwa/features/help/components/contact-form.tsx', name: 'contact us', ui: () => <ContactForm /> },
  { file: 'pwa/features/questions/components/ask-form.tsx', name: 'ask a question', user: member, ui: () => <AskForm onDone={noop} /> },
  { file: 'pwa/features/questions/components/answer-form.tsx', name: 'answer', user: member, ui: () => <AnswerForm questionId={JOB} /> },
  {
    file: 'pwa/features/store/components/quote-form.tsx',
    name: 'quote request',
    user: member,
    ui: () => <QuoteForm basket={[{ productId: JOB, quantity: 1, addedAt: 1, product: { name: 'Rice', tamilName: null, pricePaise: 100, weight: '1', unit: 'kg', photoUrl: null } }]} onDone={noop} />,
  },
  { file: 'pwa/features/store/components/add-product-form.tsx', name: 'store product', user: member, ui: () => <AddProductForm onDone={noop} /> },
  { file: 'pwa/features/community/components/post-form.tsx', name: 'community post', user: member, ui: () => <PostForm /> },
  { file: 'pwa/features/taxi/components/post-taxi-dialog.tsx', name: 'taxi request', user: member, ui: () => <PostTaxiDialog open onOpenChange={noop} /> },
  { file: 'pwa/features/education/components/teacher-form.tsx', name: 'become a teacher', user: member, ui: () => <TeacherForm /> },
  { file: 'pwa/features/education/components/course-form.tsx', name: 'course', user: member, ui: () => <CourseForm /> },
  { file: 'pwa/features/stories/components/story-form.tsx', name: 'success story (admin)', user: makeAdmin(), ui: () => <StoryForm onDone={noop} /> },
  { file: 'pwa/features/profile/components/profile-form.tsx', name: 'profile', user: member, ui: () => <ProfileForm user={member} onDone={noop} onCancel={noop} /> },
  { file: 'pwa/features/profile/components/change-email-dialog.tsx', name: 'change e-mail', user: member, ui: () => <ChangeEmailDialog user={member} open onOpenChange={noop} /> },
  { file: 'pwa/features/profile/components/change-password-dialog.tsx', name: 'change password', user: member, ui: () => <ChangePasswordDialog open onOpenChange={noop} /> },
  { file: 'pwa/features/profile/components/disable-two-factor-dialog.tsx', name: 'turn off two-factor', user: member, ui: () => <DisableTwoFactorDialog open onOpenChange={noop} /> },
  {
    file: 'pwa/features/profile/components/enable-two-factor-dialog.tsx',
    name: 'turn on two-factor',
    user: member,
    ui: () => <EnableTwoFactorDialog enrollment={{ message: 'ok', twoFactorEnabled: false, otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,', secret: 'ABC' }} onOpenChange={noop} />,
  },
  {
    file: 'pwa/features/admin/components/member-edit-dialog.tsx',
    name: 'member edit (admin)',
    user: makeAdmin(),
    ui: () => <MemberEditDialog user={member as unknown as AdminUser} open onOpenChange={noop} />,
  },
  {
    file: 'pwa/features/jobs/components/apply-form.tsx',
    name: 'job application',
    user: member,
    handlers: () => [http.get(endpointPath(jobsContract.endpoints.detail, { params: { id: JOB } }), () => HttpResponse.json(job)), http.get(jobsContract.endpoints.myApplications.path, () => HttpResponse.json(emptyPage))],
    ui: () => <ApplyForm jobId={JOB} />,
  },
  { file: 'pwa/features/jobs/components/post-job-form.tsx', name: 'post a job', user: member, ui: () => <PostJobForm /> },
  { file: 'pwa/features/marriage/components/profile-form.tsx', name: 'marriage profile', user: member, ui: () => <MarriageProfileForm /> },
  {
    file: 'pwa/features/admin/components/member-card.tsx',
    name: 'suspend a member (admin)',
    user: makeAdmin(),
    ui: () => <ul><MemberCard user={{ ...memberRow, suspensionReason: null, suspendedAt: null, deleted: false }} /></ul>,
    // the card's second action is "Suspend"; its dialog asks for the reason
    open: async () => void fireEvent.click(within(document.querySelector('li')!).getAllByRole('button')[1]!),
  },
  {
    file: 'pwa/features/education/components/teacher-detail.tsx',
    name: 'teacher review',
    user: member,
    handlers: () => [http.get(endpointPath(educationContract.endpoints.teacher, { params: { id: JOB } }), () => HttpResponse.json(teacher))],
    ui: () => <TeacherDetail id={JOB} />,
  },
  {
    file: 'pwa/features/marriage/components/profile-detail.tsx',
    name: 'report a marriage profile',
    user: member,
    handlers: () => [http.get(endpointPath(marriageContract.endpoints.detail, { params: { id: JOB } }), () => HttpResponse.json(marriageProfile)), http.get(marriageContract.endpoints.myProfile.path, () => new HttpResponse(null, { status: 204 }))],
    ui: () => <ProfileDetail id={JOB} />,
    // the report form, not the interest form above it (which appears once the member's own profile has loaded)
    pick: (forms) => forms.find((f) => f.querySelector('#report-reason')),
  },
  {
    file: 'pwa/features/wheel/components/fairness-page.tsx',
    name: 'check a spin',
    user: member,
    handlers: () => [http.get(wheelContract.endpoints.fairness.path, () => HttpResponse.json({ segments: [0, 5, 10, 20, 50, 100], weights: [30, 30, 20, 12, 6, 2], today: { day: '2026-11-27', commitment: 'a'.repeat(64) }, revealed: [] }))],
    ui: () => <FairnessPage />,
    pick: (forms) => forms.find((f) => f.querySelector('input[name=userId]')),
  },
  {
    file: 'pwa/lib/payments/simulator-card-form.tsx',
    name: 'card payment (simulator)',
    user: member,
    ui: () => <SimulatorCardForm clientSecret="sim_secret" returnUrl="/" submitLabel="Pay" onSucceeded={noop} onFailed={noop} />,
  },
];

/** Form files the sweep leaves out, each with the reason (a search box checks nothing; the card form is Stripe's). */
const NOT_SWEPT: NotSwept = {
  'pwa/components/ui/logout-button.tsx': 'a button in a form: no fields',
  'pwa/features/community/components/community-page.tsx': 'search and filters: nothing is refused',
  'pwa/features/marriage/components/marriage-page.tsx': 'search and filters: nothing is refused',
  'pwa/features/jobs/components/job-list-page.tsx': 'search and filters: nothing is refused',
  'pwa/features/education/components/education-page.tsx': 'search and filters: nothing is refused',
  'pwa/features/store/components/store-section.tsx': 'search and filters: nothing is refused',
  'pwa/features/questions/components/questions-section.tsx': 'search and filters: nothing is refused',
  'pwa/lib/payments/stripe-card-form.tsx': "Stripe's card fields, their messages are Stripe's in the page's language",
};

const server = setupMockApi();
let isCatalogText: (text: string) => boolean;

beforeAll(async () => {
  isCatalogText = catalogPattern(tamilCatalogTexts());
  await renderWithProviders(null, { locale: 'ta' });
  await Promise.all([
    loadErrorMessages(),
    loadAdminCatalog(),
    loadAuthCatalog(),
    loadCommunityCatalog(),
    loadEducationCatalog(),
    loadJobsCatalog(),
    loadMarriageCatalog(),
    loadProfileCatalog(),
  ]);
});

describe('form sweep: every message in Tamil comes from the catalogs', () => {
  it('every form of the PWA is swept or named as not swept, with a reason', () => {
    const listed = new Set([...FORMS.map((f) => f.file), ...Object.keys(NOT_SWEPT)]);
    expect(formFiles().filter((file) => !listed.has(file)), 'forms missing from FORMS (pwa/test/form-sweep.test.tsx)').toEqual([]);
    expect([...listed].filter((file) => !formFiles().includes(file)), 'listed files that hold no form').toEqual([]);
  });

  it.each(FORMS.map((f) => [f.name, f] as const))('%s', async (_name, entry) => {
    server.use(...(entry.handlers?.() ?? []), ...refusingApi());
    await renderWithProviders(entry.ui(), { user: entry.user ?? null, locale: 'ta' });
    await entry.open?.();
    const form = await waitFor(() => {
      const forms = [...document.querySelectorAll('form')].filter((f) => f.querySelector('input, textarea, select'));
      const picked = entry.pick ? entry.pick(forms) : forms.at(-1);
      expect(picked, 'the form is on screen').toBeTruthy();
      return picked!;
    });
    // The browser's own validation popups speak the browser's language, not the member's, and no test sees them:
    // every form checks with its own messages (decision 178).
    expect(form.noValidate, 'the form has noValidate').toBe(true);
    const wrong: Record<string, string[]> = {};
    let shownAny = false;
    for (const { kind, value } of WRONG_VALUES) {
      await submitWith(form, value);
      const shown = shownMessages(form);
      shownAny ||= shown.length > 0;
      const foreign = foreignMessages(shown, isCatalogText);
      if (foreign.length) wrong[kind] = [...new Set(foreign)].map((t) => t.slice(0, 160));
    }
    expect(shownAny, 'the wrong values were refused with a message').toBe(true);
    expect(wrong).toEqual({});
  });
});
