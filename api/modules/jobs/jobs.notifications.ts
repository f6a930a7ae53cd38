import type { NotificationInput } from '../notifications/notifications.service.ts';

/*
 * The jobs board's notifications (decision 183): the feature declares its own event types and their texts here, in
 * its own folder, and sends them with `notify` (api/modules/notifications/notifications.service.ts) in the
 * transaction of the change they report. There is no central list of types.
 */

/** The employer learns that a member applied for one of their jobs. */
export const APPLICATION_RECEIVED = 'jobs_application_received';

/**
 * The employer's notification of a new application (spec 001 §5 Application form; decision 183): who applied for
 * which job, in Tamil and English, opening the application on the employer dashboard (its applications tab, at the
 * application's card `#application-<id>`). `job.owner` is the employer.
 */
export function applicationReceived(job: { title: string; owner: { id: string } }, applicantName: string, applicationId: string): NotificationInput {
  return {
    recipient: job.owner,
    type: APPLICATION_RECEIVED,
    titleTa: `புதிய விண்ணப்பம்: ${job.title}`,
    titleEn: `New application: ${job.title}`,
    bodyTa: `"${job.title}" வேலைக்கு ${applicantName} விண்ணப்பித்துள்ளார்.`,
    bodyEn: `${applicantName} applied for "${job.title}".`,
    link: `/employer-dashboard?tab=applications#application-${applicationId}`,
  };
}
