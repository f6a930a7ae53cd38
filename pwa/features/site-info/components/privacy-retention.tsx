import { Trans } from '@lingui/react/macro';
import { InfoSection } from './info-page.tsx';

/**
 * The second half of the privacy policy: how long things are kept (the periods the code enforces), deleting an
 * account (what the profile's "Delete account" does, and what needs a request), processors and rights.
 */
export function PrivacyRetention() {
  return (
    <>
      <InfoSection id="how-long" title={<Trans>How long we keep it</Trans>}>
        <ul>
          <li>
            <Trans>Sessions end after 30 days without use, or 90 days after you signed in, and are then deleted.</Trans>
          </li>
          <li>
            <Trans>A password reset link works for 1 hour and an e-mail confirmation link for 24 hours.</Trans>
          </li>
          <li>
            <Trans>Counts of attempts (sign-in, registration, messages) last from one minute to one day, depending on the limit.</Trans>
          </li>
          <li>
            <Trans>Records that stop a post being sent twice are kept for 24 hours.</Trans>
          </li>
          <li>
            <Trans>Photos you uploaded but never used are deleted after 24 hours; photos of a removed post are deleted within the hour.</Trans>
          </li>
          <li>
            <Trans>Copies of e-mails we sent stay in our sending queue for 14 days (90 days if sending failed), then they are deleted.</Trans>
          </li>
          <li>
            <Trans>Your account, your posts, your payment records, messages to us and the security records are kept while your account exists and are not deleted automatically. Payment records may have to be kept for up to six years for our accounts.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="delete-account" title={<Trans>Deleting your account and your data</Trans>}>
        <p>
          <Trans>
            Signed in, open <a href="/profile">your profile</a>, go to the Security tab and choose Delete account. Your account is switched off at once: nobody can sign in to it, every session on every device ends, and it no longer counts as a member.
          </Trans>
        </p>
        <p>
          <Trans>Switching off is not erasure: your details stay stored, and what you posted stays until you remove it. Before you delete your account you can remove your own marriage profile, job listings and store products.</Trans>
        </p>
        <p>
          <Trans>
            To have your data erased, write to us from the <a href="/help">help page</a> using the e-mail address of your account. The administrator will remove your name, contact details and address from the account and hide everything you posted. We keep only what the law requires us to keep, such as payment records.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection id="others" title={<Trans>Other companies that handle data for us</Trans>}>
        <ul>
          <li>
            <Trans>Stripe, for card payments.</Trans>
          </li>
          <li>
            <Trans>Our e-mail provider, to send account, payment and notification e-mails.</Trans>
          </li>
          <li>
            <Trans>Our hosting and storage providers, where the database and photos are kept.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="rights" title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>You can ask us for a copy of your data, correct it (most of it in your profile), have it erased, or object to how we use it. Write to us from the help page; we answer within one month. If you are not happy with our answer, you can complain to the Information Commissioner's Office (ico.org.uk) in the UK, or to the data protection authority where you live.</Trans>
        </p>
      </InfoSection>
    </>
  );
}
