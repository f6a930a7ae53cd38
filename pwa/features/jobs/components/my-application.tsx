import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { WITHDRAWABLE_STATUSES } from '#shared/jobs/constants.ts';
import type { JobApplication } from '#shared/jobs/schemas.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { refusalError } from '../../../lib/api/client.ts';
import { describeError, useErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { discardEntry } from '../../../lib/offline/outbox.ts';
import { useMyApplicationTo, useWithdrawApplication } from '../api/jobs-api.ts';
import { APPLICATION_OUTBOX_KIND } from '../api/keys.ts';
import { CvLink, StatusBadge } from './application-card.tsx';

/** The job an application entry on the device is for (its body's `jobId`). */
const entryJobId = (entry: OutboxEntry) => (entry.body as { jobId?: string } | null)?.jobId;

/** Applications on this device not delivered yet (waiting, sending) or refused by the server (failed), newest first; of one job when given. */
export function useDeviceApplications(jobId?: string): OutboxEntry[] {
  return useOutboxEntries(APPLICATION_OUTBOX_KIND).filter((e) => e.status !== 'sent' && (jobId === undefined || entryJobId(e) === jobId));
}

/**
 * One application kept on this device (docs/decisions/167): waiting to be sent, or refused by the server with its
 * bilingual reason (e.g. "You have already applied for this job.") and Discard. A refusal is never sent again.
 */
export function DeviceApplication({ entry, withJobLink }: { entry: OutboxEntry; withJobLink?: boolean }) {
  const { t } = useLingui();
  useErrorMessages(); // the refusal's text is in the error table, loaded on demand (decision 153)
  const refused = entry.status === 'failed';
  const jobId = entryJobId(entry);
  return (
    <div className={`device-application device-application--${entry.status}`} data-status={entry.status} role={refused ? 'alert' : 'status'}>
      {withJobLink && jobId && (
        <Link to="/jobs/$jobId" params={{ jobId }}>
          <Trans>Application to this job</Trans>
        </Link>
      )}
      {refused ? (
        <>
          <p className="field__error">{entry.error ? describeError(refusalError(entry.error), msg`Failed to submit application`) : t`Failed to submit application`}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void discardEntry(entry.id)}>
            <Trans>Discard</Trans>
          </button>
        </>
      ) : (
        <p>
          <Trans>Saved on this device — it will be sent when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}

/** "Applied on …" with the status, and Withdraw (asked twice) while the employer has not rejected it. */
function AppliedCard({ application }: { application: JobApplication }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  const withdrawable = (WITHDRAWABLE_STATUSES as readonly string[]).includes(application.status);
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(application.id);
      toast({ title: t`Application withdrawn`, description: t`The employer sees that you withdrew it.` });
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Could not withdraw the application`), variant: 'destructive' });
    }
    setConfirming(false);
  };
  return (
    <div className="my-application">
      <p className="my-application__applied">
        {application.status === 'withdrawn' && application.statusChangedAt ? (
          <Trans>You withdrew your application on {format.date(application.statusChangedAt)}</Trans>
        ) : (
          <Trans>Applied on {format.date(application.createdAt)}</Trans>
        )}
      </p>
      <p>
        <StatusBadge status={application.status} />
      </p>
      {application.resumeObjectId && (
        <p>
          <CvLink objectId={application.resumeObjectId} />
        </p>
      )}
      {withdrawable &&
        (confirming ? (
          <div className="my-application__confirm" role="group" aria-label={t`Withdraw application`}>
            <p>
              <Trans>Withdraw this application? You cannot apply for this job again.</Trans>
            </p>
            <button type="button" className="btn btn--danger btn--block" disabled={withdraw.isPending} onClick={() => void onWithdraw()}>
              <Trans>Yes, withdraw</Trans>
            </button>
            <button type="button" className="btn btn--secondary btn--block" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              <Trans>Keep my application</Trans>
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--secondary btn--block" onClick={() => setConfirming(true)}>
            <Trans>Withdraw application</Trans>
          </button>
        ))}
      <Link to="/my-applications" className="btn btn--ghost btn--block">
        <Trans>My applications</Trans>
      </Link>
    </div>
  );
}

/**
 * The job page's apply card for a member (spec 001 §2 Job detail; docs/decisions/167): "Applied on …" with the
 * status and Withdraw once the server has the application; an application still on the device says so, a refused
 * one shows why with Discard; otherwise Apply Now.
 */
export function MyApplicationToJob({ jobId }: { jobId: string }) {
  const application = useMyApplicationTo(jobId, true);
  const onDevice = useDeviceApplications(jobId);
  const waiting = onDevice.some((e) => e.status !== 'failed');
  return (
    <>
      {onDevice.map((entry) => (
        <DeviceApplication key={entry.id} entry={entry} />
      ))}
      {application.data ? (
        <AppliedCard application={application.data} />
      ) : (
        !waiting &&
        !application.isPending && (
          <Link to="/apply-job/$jobId" params={{ jobId }} className="btn btn--primary btn--block">
            <Trans>Apply Now</Trans>
          </Link>
        )
      )}
    </>
  );
}
