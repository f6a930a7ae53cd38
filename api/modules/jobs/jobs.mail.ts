import type { ApplicationStatus } from '#shared/jobs/constants.ts';
import type { AppConfig } from '../../config.ts';
import type { OutgoingMail } from '../../services/mail.ts';
import { bilingualMail } from '../../services/mail-template.ts';

/** Bilingual names of the application statuses (spec 001 §4), as the mails write them. */
const STATUS_WORDS: Record<ApplicationStatus, { ta: string; en: string }> = {
  submitted: { ta: 'சமர்ப்பிக்கப்பட்டது', en: 'Submitted' },
  reviewed: { ta: 'பார்வையிடப்பட்டது', en: 'Reviewed' },
  shortlisted: { ta: 'தேர்வுப் பட்டியலில் உள்ளது', en: 'Shortlisted' },
  interviewed: { ta: 'நேர்காணல் முடிந்தது', en: 'Interviewed' },
  offered: { ta: 'வேலை வழங்கப்பட்டது', en: 'Offered' },
  rejected: { ta: 'நிராகரிக்கப்பட்டது', en: 'Rejected' },
  withdrawn: { ta: 'திரும்பப் பெறப்பட்டது', en: 'Withdrawn' },
};

/** The employer's mail about a new application (issue 13 item 7), with a link to the dashboard's applications. */
export function newApplicationMail(config: Pick<AppConfig, 'publicUrl'>, to: string, job: { title: string }, applicantName: string): OutgoingMail {
  const link = `${config.publicUrl}/employer-dashboard?tab=applications`;
  return bilingualMail({
    to,
    subject: { ta: `புதிய விண்ணப்பம்: ${job.title}`, en: `New application: ${job.title}` },
    body: {
      ta: [`"${job.title}" வேலைக்கு ${applicantName} விண்ணப்பித்துள்ளார்.`, 'விண்ணப்பத்தைப் பார்க்க உங்கள் பணியமர்த்துநர் பலகையைத் திறக்கவும்:', { link }],
      en: [`${applicantName} applied for "${job.title}".`, 'Open your employer dashboard to read the application:', { link }],
    },
  });
}

/** The applicant's mail when the employer changes the application's status (issue 13 item 7). */
export function statusChangeMail(config: Pick<AppConfig, 'publicUrl'>, to: string, job: { title: string; companyName: string }, status: ApplicationStatus): OutgoingMail {
  const link = `${config.publicUrl}/my-applications`;
  const words = STATUS_WORDS[status];
  return bilingualMail({
    to,
    subject: { ta: `உங்கள் விண்ணப்பம்: ${words.ta}`, en: `Your application: ${words.en}` },
    body: {
      ta: [`${job.companyName} நிறுவனத்தின் "${job.title}" வேலைக்கான உங்கள் விண்ணப்பத்தின் நிலை: ${words.ta}.`, { link }],
      en: [`The status of your application for "${job.title}" at ${job.companyName} is now: ${words.en}.`, { link }],
    },
  });
}

/** The poster's mail about the review of a listing (issue 13 item 2): approved, or rejected with the reason. */
export function reviewMail(config: Pick<AppConfig, 'publicUrl'>, to: string, job: { id: string; title: string }, decision: { approved: true } | { approved: false; reason: string }): OutgoingMail {
  if (decision.approved) {
    const link = `${config.publicUrl}/jobs/${job.id}`;
    return bilingualMail({
      to,
      subject: { ta: `உங்கள் வேலை அறிவிப்பு வெளியிடப்பட்டது: ${job.title}`, en: `Your job is live: ${job.title}` },
      body: { ta: [`"${job.title}" அங்கீகரிக்கப்பட்டு இப்போது அனைவருக்கும் தெரிகிறது:`, { link }], en: [`"${job.title}" was approved and is now public:`, { link }] },
    });
  }
  const link = `${config.publicUrl}/employer-dashboard`;
  return bilingualMail({
    to,
    subject: { ta: `உங்கள் வேலை அறிவிப்பு அங்கீகரிக்கப்படவில்லை: ${job.title}`, en: `Your job was not approved: ${job.title}` },
    body: {
      ta: [`"${job.title}" அங்கீகரிக்கப்படவில்லை. காரணம்: ${decision.reason}`, 'திருத்தி மீண்டும் சமர்ப்பிக்க உங்கள் பலகையைத் திறக்கவும்:', { link }],
      en: [`"${job.title}" was not approved. Reason: ${decision.reason}`, 'Open your dashboard to edit and resubmit it:', { link }],
    },
  });
}
