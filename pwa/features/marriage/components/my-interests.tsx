import '../marriage.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { MarriageInterest } from '#shared/marriage/responses.ts';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMyInterests, useRespondInterest } from '../api/marriage-api.ts';
import { INTEREST_LABELS } from '../labels.ts';
import { WithdrawButton } from './after-acceptance.tsx';

/**
 * One interest: the other person, their note, its status, Accept / Decline for a received pending one, and
 * Withdraw. A sent interest that was accepted says so with the next step (decision 163): this list is where the
 * sender learns of it in the app, on the next load.
 */
function InterestRow({ interest, received }: { interest: MarriageInterest; received: boolean }) {
  const { t, i18n } = useLingui();
  const respond = useRespondInterest();
  const answer = (decision: 'accept' | 'decline') =>
    respond.mutate(
      { id: interest.id, decision },
      {
        // The answer is confirmed once the server has it (decision 179); the row then shows the new status.
        onSuccess: () =>
          toast(
            decision === 'accept'
              ? { title: t`Interest accepted`, description: t`You can now see each other's photos.` }
              : { title: t`Interest declined` },
          ),
        onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not save your answer`), variant: 'destructive' }),
      },
    );
  return (
    <li className={`card marriage-card${interest.status === 'accepted' ? ' marriage-interest-state--accepted' : ''}`}>
      <h3 className="marriage-card__title">
        <Link to="/marriage-profile/$profileId" params={{ profileId: interest.other.profileId }}>
          {interest.other.name}
        </Link>
      </h3>
      <p className="marriage-facts">
        <Trans>
          {interest.other.age} years, {interest.other.city}
        </Trans>
      </p>
      {interest.message && <blockquote>{interest.message}</blockquote>}
      <p>
        <span className="marriage-status">{i18n._(INTEREST_LABELS[interest.status])}</span>
      </p>
      {interest.status === 'accepted' && (
        <p>
          {received ? (
            <Trans>You accepted. You can now see each other's photos; open the profile for contact details.</Trans>
          ) : (
            <Trans>{interest.other.name} accepted your interest. Open the profile to see their photos and contact details.</Trans>
          )}{' '}
          <Link to="/marriage-profile/$profileId" params={{ profileId: interest.other.profileId }} className="btn btn--secondary btn--sm">
            <Trans>Open profile</Trans>
          </Link>
        </p>
      )}
      <WithdrawButton interestId={interest.id} status={interest.status} direction={received ? 'in' : 'out'} />
      {received && interest.status === 'pending' && (
        <p className="marriage-actions">
          <button type="button" className="btn btn--primary" disabled={respond.isPending} onClick={() => answer('accept')}>
            <Trans>Accept</Trans>
          </button>
          <button type="button" className="btn btn--secondary" disabled={respond.isPending} onClick={() => answer('decline')}>
            <Trans>Decline</Trans>
          </button>
        </p>
      )}
    </li>
  );
}

/** The member's interests (issue 16 item 5 "a my-interests page"): received (to answer) and sent. */
export function MyInterests() {
  const session = useSession();
  const hydrated = useHydrated();
  const list = useMyInterests(session.status === 'member');
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  const sections = [
    { key: 'received', title: <Trans>Interest in you</Trans>, rows: list.data?.received ?? [], empty: <Trans>Nobody has expressed interest yet.</Trans> },
    { key: 'sent', title: <Trans>Interest you sent</Trans>, rows: list.data?.sent ?? [], empty: <Trans>You have not expressed interest in anyone yet.</Trans> },
  ];
  return (
    <div className="marriage-page">
      <h1>
        <Trans>My interests</Trans>
      </h1>
      {list.isError && (
        <p role="alert">
          <Trans>Could not load your interests. Check your connection and try again.</Trans>
        </p>
      )}
      {list.isPending ? (
        <p role="status" aria-busy="true">
          <Trans>Loading interests…</Trans>
        </p>
      ) : (
        sections.map((s) => (
        <section key={s.key} aria-labelledby={`interests-${s.key}`}>
          <h2 id={`interests-${s.key}`}>{s.title}</h2>
          {s.rows.length === 0 ? (
            <p className="empty-state">{s.empty}</p>
          ) : (
            <ul className="marriage-interests" role="list">
              {s.rows.map((i) => (
                <InterestRow key={i.id} interest={i} received={s.key === 'received'} />
              ))}
            </ul>
          )}
        </section>
        ))
      )}
      <Link to="/marriage" className="btn btn--secondary">
        <Trans>Browse profiles</Trans>
      </Link>
    </div>
  );
}
