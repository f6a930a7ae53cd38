import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useWithdrawInterest } from '../api/marriage-api.ts';

/**
 * Take back a sent interest (pending or accepted) or an acceptance one gave (decision 163): photos shared after
 * acceptance and contact details stop at once. Asks first; nothing for states that cannot be withdrawn.
 */
export function WithdrawButton({ interestId, status, direction }: { interestId: string; status: string; direction: 'out' | 'in' }) {
  const { t } = useLingui();
  const withdraw = useWithdrawInterest();
  const allowed = status === 'accepted' || (status === 'pending' && direction === 'out');
  if (!allowed) return null;
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={withdraw.isPending}
      onClick={() => {
        if (!window.confirm(t`Withdraw? They will no longer see your photos or contact details, and this cannot be undone.`)) return;
        withdraw.mutate(interestId, {
          onSuccess: () => toast({ title: t`Withdrawn` }),
          onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Could not withdraw`), variant: 'destructive' }),
        });
      }}
    >
      {direction === 'out' ? <Trans>Withdraw my interest</Trans> : <Trans>Withdraw my acceptance</Trans>}
    </button>
  );
}

/**
 * Contact details after an accepted interest (decision 163; spec 000 §4): the phone and e-mail when the server sent
 * them; otherwise the next step — get contact access (the plans page), or wait for an accepted interest.
 */
export function ContactBox({ profile }: { profile: MarriageProfile }) {
  if (profile.isMine || (!profile.contact && !profile.contactNote)) return null;
  return (
    <section className="card" aria-labelledby="marriage-contact">
      <h2 id="marriage-contact">
        <Trans>Contact details</Trans>
      </h2>
      {profile.contact ? (
        <dl>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${profile.contact.phoneNumber}`}>{profile.contact.phoneNumber}</a>
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
          </dd>
        </dl>
      ) : profile.contactNote === 'pay_for_access' ? (
        <>
          <p>
            <Trans>Your interest is accepted. Get contact access to see their phone number and e-mail.</Trans>
          </p>
          <Link to="/subscription" className="btn btn--primary">
            <Trans>Get contact access</Trans>
          </Link>
        </>
      ) : (
        <p className="marriage-note">
          <Trans>Contact details are shared after an accepted interest, with contact access.</Trans>
        </p>
      )}
    </section>
  );
}
