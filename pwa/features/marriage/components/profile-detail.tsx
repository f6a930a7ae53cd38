import '../marriage.css';
import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { MARRIAGE_LIMITS } from '#shared/marriage/constants.ts';
import { V } from '#shared/messages.ts';
import { fieldErrorText } from '../../../lib/forms/field-errors.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { loadErrorMessages } from '../../../lib/i18n/error-table/load.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMyProfile, useProfile, useReportProfile, useSendInterest, useUpdateProfile } from '../api/marriage-api.ts';
import { DIET_LABELS, EDUCATION_LABELS, GENDER_LABELS, INTEREST_LABELS, MANAGER_LABELS, OCCUPATION_LABELS, optionText, raasiName, starName, STATUS_LABELS } from '../labels.ts';
import { ContactBox, WithdrawButton } from './after-acceptance.tsx';
import { ProfilePhotos } from './profile-photos.tsx';

const PoruthamPanel = lazy(() => import('./porutham-panel.tsx'));

/** The owner's box: review status, the reason of a rejection, Edit, and Hide / Show at once (issue 16 item 2). */
function OwnerBox({ profile }: { profile: MarriageProfile }) {
  const { t, i18n } = useLingui();
  const update = useUpdateProfile(profile.id);
  return (
    <section className="card" aria-labelledby="owner-box">
      <h2 id="owner-box">
        <Trans>Your profile</Trans>
      </h2>
      {profile.status && (
        <p>
          <span className="marriage-status">{i18n._(STATUS_LABELS[profile.status])}</span>
          {profile.hidden && (
            <>
              {' '}
              <span className="marriage-status">
                <Trans>Hidden</Trans>
              </span>
            </>
          )}
        </p>
      )}
      {profile.rejectionReason && (
        <p role="note">
          <Trans>Reason from our team: {profile.rejectionReason}</Trans>
        </p>
      )}
      <p className="marriage-actions">
        <Link to="/create-marriage-profile" className="btn btn--secondary">
          <Trans>Edit profile</Trans>
        </Link>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { hidden: !profile.hidden },
              { onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not save the change`), variant: 'destructive' }) },
            )
          }
        >
          {profile.hidden ? <Trans>Show my profile again</Trans> : <Trans>Hide my profile now</Trans>}
        </button>
      </p>
    </section>
  );
}

/** Express interest (issue 16 item 3): an optional short note; needs the member's own approved profile. */
function InterestBox({ profile }: { profile: MarriageProfile }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const mine = useMyProfile(session.status === 'member');
  const send = useSendInterest(profile.id);
  const [note, setNote] = useState('');
  if (!hydrated || session.status !== 'member') {
    return (
      <p className="card">
        <Link to="/auth">
          <Trans>Log in to express interest</Trans>
        </Link>
      </p>
    );
  }
  if (profile.interest) {
    const accepted = profile.interest.status === 'accepted';
    return (
      <section className={`card marriage-interest-state${accepted ? ' marriage-interest-state--accepted' : ''}`} role="status">
        <p>
          {profile.interest.direction === 'out' ? <Trans>Your interest:</Trans> : <Trans>Their interest in you:</Trans>} <span className="marriage-status">{i18n._(INTEREST_LABELS[profile.interest.status])}</span>{' '}
          <Link to="/marriage-interests">
            <Trans>My interests</Trans>
          </Link>
        </p>
        {accepted && (
          <p>
            {profile.interest.direction === 'out' ? (
              <Trans>Good news: {profile.name} accepted your interest. You can now see each other's photos and, with contact access, each other's contact details.</Trans>
            ) : (
              <Trans>You accepted this interest. You can now see each other's photos and, with contact access, each other's contact details.</Trans>
            )}
          </p>
        )}
        <WithdrawButton interestId={profile.interest.id} status={profile.interest.status} direction={profile.interest.direction} />
      </section>
    );
  }
  if (mine.data === null) {
    return (
      <p className="card">
        <Trans>To express interest, first</Trans>{' '}
        <Link to="/create-marriage-profile">
          <Trans>create your own profile</Trans>
        </Link>
        .
      </p>
    );
  }
  if (mine.data && (mine.data.status !== 'approved' || mine.data.hidden)) {
    return (
      <p className="card" role="note">
        <Trans>You can express interest once your own profile is approved and visible.</Trans>
      </p>
    );
  }
  return (
    // noValidate: no browser popup in the browser's language (decision 178); the note is optional, its length capped
    <form
      className="card marriage-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(note, {
          onSuccess: () => toast({ title: t`Interest sent`, description: t`We have let them know. You will hear from us when they answer.` }),
          onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not send your interest`), variant: 'destructive' }),
        });
      }}
    >
      <label htmlFor="interest-note">
        <Trans>A short, respectful note (optional)</Trans>
      </label>
      <textarea id="interest-note" className="input" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        <Trans>Express interest</Trans>
      </button>
    </form>
  );
}

/** Report a profile to the administrator (issue 16 item 6). */
function ReportBox({ profileId }: { profileId: string }) {
  const { t } = useLingui();
  const report = useReportProfile(profileId);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  return (
    <details className="card">
      <summary>
        <Trans>Report this profile</Trans>
      </summary>
      {/* noValidate: the browser's own popup would speak the browser's language, not the member's (decision 178) */}
      <form
        className="marriage-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const short = reason.trim().length < MARRIAGE_LIMITS.reportReasonMin;
          if (short) await loadErrorMessages(); // the message's words (decision 153)
          setTooShort(short);
          if (short) return;
          report.mutate(reason, {
            onSuccess: () => toast({ title: t`Thank you`, description: t`Our team will look at this profile.` }),
            onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not send your report`), variant: 'destructive' }),
          });
        }}
      >
        <label htmlFor="report-reason">
          <Trans>What is wrong with this profile?</Trans>
        </label>
        <textarea
          id="report-reason"
          className="input"
          rows={3}
          maxLength={MARRIAGE_LIMITS.reportReasonMax}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? 'report-reason-error' : undefined}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {tooShort && (
          <p id="report-reason-error" className="field-error" role="alert">
            {fieldErrorText(V.reportReasonTooShort)}
          </p>
        )}
        <button type="submit" className="btn btn--secondary" disabled={report.isPending}>
          <Trans>Send report</Trans>
        </button>
      </form>
    </details>
  );
}

/**
 * A marriage profile (spec 001 §2 /marriage-profile/{id}; issue 16 items 2–5): photos or the placeholder saying why
 * not (decision 163), facts, about, family, partner preferences; the owner's status box; express interest, its state
 * (an acceptance told to the sender here) and withdrawing it; contact details or the next step; the porutham
 * reading when both give a star; report.
 * Opens offline once seen (without the owner-only fields).
 */
export function ProfileDetail({ id }: { id: string }) {
  const { i18n } = useLingui();
  const session = useSession();
  const { item: profile, isLoading, isNotFound, query } = useProfile(id);
  const mine = useMyProfile(session.status === 'member');
  if (isLoading) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading profile…</Trans>
      </p>
    );
  }
  if (!profile) {
    const missing = isNotFound;
    return (
      <div className="empty-state" role="alert">
        <h1>{missing ? <Trans>Profile not found</Trans> : <Trans>Failed to fetch profiles</Trans>}</h1>
        {!missing && <p>{describeError(query.error, msg`Failed to fetch profiles`)}</p>}
        <Link to="/marriage" className="btn btn--secondary">
          <Trans>All profiles</Trans>
        </Link>
      </div>
    );
  }
  const own = mine.data;
  return (
    <article className="marriage-detail">
      <header>
        <h1>{profile.name}</h1>
        <p className="marriage-note">
          {i18n._(GENDER_LABELS[profile.gender])} · <Trans>Profile managed by: {i18n._(MANAGER_LABELS[profile.managedBy])}</Trans>
        </p>
      </header>
      <ProfilePhotos profile={profile} />
      {profile.isMine && <OwnerBox profile={profile} />}
      <section className="card">
        <h2>
          <Trans>About</Trans>
        </h2>
        <p>{profile.aboutMe}</p>
        <dl>
          <dt>
            <Trans>Age</Trans>
          </dt>
          <dd>
            <Trans>{profile.age} years</Trans>
          </dd>
          <dt>
            <Trans>Lives in</Trans>
          </dt>
          <dd>
            {profile.city}, {profile.country}
          </dd>
          <dt>
            <Trans>Education</Trans>
          </dt>
          <dd>{optionText(EDUCATION_LABELS[profile.education], profile.educationOther, (m) => i18n._(m))}</dd>
          <dt>
            <Trans>Occupation</Trans>
          </dt>
          <dd>{optionText(OCCUPATION_LABELS[profile.occupation], profile.occupationOther, (m) => i18n._(m))}</dd>
          <dt>
            <Trans>Diet</Trans>
          </dt>
          <dd>{i18n._(DIET_LABELS[profile.diet])}</dd>
          {profile.heightCm && (
            <>
              <dt>
                <Trans>Height</Trans>
              </dt>
              <dd>
                <Trans>{profile.heightCm} cm</Trans>
              </dd>
            </>
          )}
          <dt>
            <Trans>Mother tongue</Trans>
          </dt>
          <dd>{profile.motherTongue}</dd>
          {profile.religion && (
            <>
              <dt>
                <Trans>Religion</Trans>
              </dt>
              <dd>{profile.religion}</dd>
            </>
          )}
          {profile.caste && (
            <>
              <dt>
                <Trans>Caste</Trans>
              </dt>
              <dd>{profile.caste}</dd>
            </>
          )}
          {profile.languages.length > 0 && (
            <>
              <dt>
                <Trans>Languages</Trans>
              </dt>
              <dd>{profile.languages.join(', ')}</dd>
            </>
          )}
          {profile.star && (
            <>
              <dt>
                <Trans>Star (nakshatra)</Trans>
              </dt>
              <dd>{starName(profile.star, i18n.locale)}</dd>
            </>
          )}
          {profile.raasi && (
            <>
              <dt>
                <Trans>Raasi</Trans>
              </dt>
              <dd>{raasiName(profile.raasi, i18n.locale)}</dd>
            </>
          )}
        </dl>
      </section>
      {profile.familyDetails && (
        <section className="card">
          <h2>
            <Trans>Family</Trans>
          </h2>
          <p>{profile.familyDetails}</p>
        </section>
      )}
      {profile.partnerPreferences && (
        <section className="card">
          <h2>
            <Trans>Looking for</Trans>
          </h2>
          <p>{profile.partnerPreferences}</p>
        </section>
      )}
      {!profile.isMine && own?.star && profile.star && own.gender !== profile.gender && (
        <Suspense fallback={null}>
          <PoruthamPanel bride={own.gender === 'female' ? own : profile} groom={own.gender === 'female' ? profile : own} />
        </Suspense>
      )}
      {!profile.isMine && <InterestBox profile={profile} />}
      <ContactBox profile={profile} />
      {!profile.isMine && session.status === 'member' && <ReportBox profileId={profile.id} />}
    </article>
  );
}
