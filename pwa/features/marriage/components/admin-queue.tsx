import '../marriage.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAdminProfiles, useReviewProfile, type AdminMarriageProfile, type AdminQueue } from '../api/marriage-api.ts';
import { STATUS_LABELS } from '../labels.ts';
import { ProfileFacts } from './profile-card.tsx';
import { ProfilePhotos } from './profile-photos.tsx';

const QUEUES: { id: AdminQueue; label: React.ReactNode }[] = [
  { id: 'pending', label: <Trans>Waiting for approval</Trans> },
  { id: 'reported', label: <Trans>Reported</Trans> },
  { id: 'approved', label: <Trans>Approved</Trans> },
  { id: 'rejected', label: <Trans>Needs changes</Trans> },
];

/** What each moderation decision says once saved (decision 179). */
const REVIEW_DONE = {
  approve: msg`Profile approved: members can see it now`,
  reject: msg`Profile sent back to its owner with your reason`,
  hide: msg`Profile hidden from members`,
  unhide: msg`Profile shown to members again`,
} as const;

/** One profile of the queue with Approve, Reject (with a reason, mailed to the owner) and Hide / Show. */
function QueueItem({ profile }: { profile: AdminMarriageProfile }) {
  const { t, i18n } = useLingui();
  const review = useReviewProfile();
  const [reason, setReason] = useState('');
  const decide = (decision: 'approve' | 'reject' | 'hide' | 'unhide') =>
    review.mutate(
      { id: profile.id, decision, ...(decision === 'reject' || decision === 'hide' ? { reason } : {}) },
      {
        onSuccess: () => toast({ title: i18n._(REVIEW_DONE[decision]) }),
        onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not save the decision`), variant: 'destructive' }),
      },
    );
  return (
    <li className="card marriage-card">
      <h2 className="marriage-card__title">
        <Link to="/marriage-profile/$profileId" params={{ profileId: profile.id }}>
          {profile.name}
        </Link>
      </h2>
      <p className="marriage-note">
        {profile.ownerEmail} · {profile.status && i18n._(STATUS_LABELS[profile.status])}
        {profile.hidden && (
          <>
            {' '}
            · <Trans>Hidden</Trans>
          </>
        )}
      </p>
      <ProfilePhotos profile={profile} />
      <ProfileFacts profile={profile} />
      <p>{profile.aboutMe}</p>
      {profile.reports.length > 0 && (
        <ul aria-label={t`Reports from members`}>
          {profile.reports.map((r) => (
            <li key={r.createdAt + r.reason}>{r.reason}</li>
          ))}
        </ul>
      )}
      <label htmlFor={`reason-${profile.id}`}>
        <Trans>Reason (sent to the owner when rejecting)</Trans>
      </label>
      <input id={`reason-${profile.id}`} className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <p className="marriage-actions">
        {profile.status !== 'approved' && (
          <button type="button" className="btn btn--primary" disabled={review.isPending} onClick={() => decide('approve')}>
            <Trans>Approve</Trans>
          </button>
        )}
        <button type="button" className="btn btn--secondary" disabled={review.isPending || reason.trim().length < 3} onClick={() => decide('reject')}>
          <Trans>Reject</Trans>
        </button>
        <button type="button" className="btn btn--secondary" disabled={review.isPending} onClick={() => decide(profile.hidden ? 'unhide' : 'hide')}>
          {profile.hidden ? <Trans>Show</Trans> : <Trans>Hide</Trans>}
        </button>
      </p>
    </li>
  );
}

/** /admin/marriage-profiles (spec 001 §2; issue 16 item 6): pending queue, reported profiles, decisions. */
export function AdminQueuePage() {
  const session = useSession();
  const hydrated = useHydrated();
  const [queue, setQueue] = useState<AdminQueue>('pending');
  const isAdmin = session.user?.role === 'admin';
  const list = useAdminProfiles(queue, isAdmin);
  if (hydrated && !isAdmin) {
    return (
      <div className="card empty-state" role="alert">
        <h1>
          <Trans>Administrators only</Trans>
        </h1>
        <Link to="/marriage" className="btn btn--secondary">
          <Trans>Browse profiles</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="marriage-page">
      <h1>
        <Trans>Marriage profile administration</Trans>
      </h1>
      <p className="marriage-actions" role="group">
        {QUEUES.map((q) => (
          <button key={q.id} type="button" className={`btn ${queue === q.id ? 'btn--primary' : 'btn--secondary'}`} aria-pressed={queue === q.id} onClick={() => setQueue(q.id)}>
            {q.label}
          </button>
        ))}
      </p>
      {list.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading profiles…</Trans>
        </p>
      ) : list.isError ? (
        <p role="alert">{describeError(list.error, msg`Failed to fetch profiles`)}</p>
      ) : list.data.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No profiles found</Trans>
        </p>
      ) : (
        <ul className="marriage-list" role="list">
          {list.data.items.map((p) => (
            <QueueItem key={p.id} profile={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
