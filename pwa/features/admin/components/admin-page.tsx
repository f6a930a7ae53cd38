import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { JobListing } from '#shared/jobs/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { AdminGate, AdminNav } from './admin-gate.tsx';
import { useContactMessages, useJobQueue, useMarriageCounts, useReviewJob, type ContactMessage } from '../api/admin-api.ts';

/** One job waiting for review: what the poster wrote, Approve, and Reject with a reason mailed to the poster. */
function JobToReview({ job }: { job: JobListing }) {
  const { t } = useLingui();
  const review = useReviewJob();
  const [reason, setReason] = useState('');
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { id: job.id, decision, ...(decision === 'reject' ? { reason } : {}) },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? t`Job approved` : t`Job rejected` }),
        onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not save the decision`), variant: 'destructive' }),
      },
    );
  return (
    <li className="card admin-item">
      <h3>
        {job.title} · {job.companyName}
      </h3>
      <p className="admin-note">
        {job.city}, {job.country}
      </p>
      <p>{job.description.length > 300 ? `${job.description.slice(0, 297)}…` : job.description}</p>
      <label htmlFor={`reject-${job.id}`}>
        <Trans>Reason (sent to the poster when rejecting)</Trans>
      </label>
      <input id={`reject-${job.id}`} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <p className="admin-actions">
        <button type="button" className="btn btn--primary" disabled={review.isPending} onClick={() => decide('approve')}>
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="btn btn--secondary" disabled={review.isPending || reason.trim().length < 3} onClick={() => decide('reject')}>
          <Trans>Reject</Trans>
        </button>
      </p>
    </li>
  );
}

/** One help-page message with a reply-by-mail link (the sender's address and the subject filled in). */
function MessageItem({ message, when }: { message: ContactMessage; when: string }) {
  const { t } = useLingui();
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <li className="card admin-item">
      <h3>{message.subject}</h3>
      <p className="admin-note">
        {message.name} · {message.email} · {when}
        {message.fromMember && <> · {t`member`}</>}
      </p>
      <p className="admin-message">{message.message}</p>
      <a className="btn btn--secondary" href={reply}>
        <Trans>Reply by e-mail</Trans>
      </a>
    </li>
  );
}

/**
 * /admin (spec 001 §2 admin; issue 19 item 2, first part): the moderation inbox — jobs waiting for review (approve
 * / reject here), marriage profiles waiting and reported (counts, linking to their queue) and the help page's
 * messages with a reply link. Guests see "Admin Access Required" with a login link; members "Access Denied".
 * The server checks the admin role on every call.
 */
export function AdminPage() {
  return <AdminGate>{(isAdmin) => <AdminInbox isAdmin={isAdmin} />}</AdminGate>;
}

function AdminInbox({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  const jobs = useJobQueue(isAdmin);
  const marriage = useMarriageCounts(isAdmin);
  const messages = useContactMessages(isAdmin);
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const count = (n: number | undefined) => (n === undefined ? '…' : format.number(n));
  return (
    <div className="admin-page">
      <h1>
        <Trans>Administration</Trans>
      </h1>
      <AdminNav />
      <section aria-labelledby="inbox-title">
        <h2 id="inbox-title">
          <Trans>Moderation inbox</Trans>
        </h2>
        <ul className="admin-counts" role="list">
          <li className="card">
            <strong>{count(jobs.data?.total)}</strong>
            <a href="#jobs-review">
              <Trans>jobs waiting for review</Trans>
            </a>
          </li>
          <li className="card">
            <strong>{count(marriage.data?.pending)}</strong>
            <Link to="/admin/marriage-profiles">
              <Trans>marriage profiles waiting for approval</Trans>
            </Link>
          </li>
          <li className="card">
            <strong>{count(marriage.data?.reported)}</strong>
            <Link to="/admin/marriage-profiles">
              <Trans>reported marriage profiles</Trans>
            </Link>
          </li>
          <li className="card">
            <strong>{count(messages.data?.total)}</strong>
            <a href="#messages">
              <Trans>messages from the help page</Trans>
            </a>
          </li>
        </ul>
      </section>
      <section id="jobs-review" aria-labelledby="jobs-title">
        <h2 id="jobs-title">
          <Trans>Jobs waiting for review</Trans>
        </h2>
        {jobs.isError ? (
          <p role="alert">{describeError(jobs.error, msg`Could not load the queue`)}</p>
        ) : jobs.data && jobs.data.items.length === 0 ? (
          <p className="empty-state">
            <Trans>No jobs are waiting.</Trans>
          </p>
        ) : (
          <ul className="admin-list" role="list">
            {jobs.data?.items.map((job) => (
              <JobToReview key={job.id} job={job} />
            ))}
          </ul>
        )}
      </section>
      <section id="messages" aria-labelledby="messages-title">
        <h2 id="messages-title">
          <Trans>Messages from the help page</Trans>
        </h2>
        {messages.isError ? (
          <p role="alert">{describeError(messages.error, msg`Could not load the messages`)}</p>
        ) : messages.data && messages.data.items.length === 0 ? (
          <p className="empty-state">
            <Trans>No messages yet.</Trans>
          </p>
        ) : (
          <ul className="admin-list" role="list">
            {messages.data?.items.map((m) => (
              <MessageItem key={m.id} message={m} when={format.dateTime(new Date(m.createdAt))} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
